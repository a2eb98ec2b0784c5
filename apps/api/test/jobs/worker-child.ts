// A worker process of the SIGKILL test: takes the slow job, says so on stdout, and never ends it.
import { startJobQueue } from "../../src/jobs/queue";
import { SLOW } from "./job-fixtures";

const [url] = process.argv.slice(2);
if (!url) throw new Error("usage: worker-child.ts <database url>");
await startJobQueue({
  database: { url },
  definitions: [SLOW],
  pollingIntervalSeconds: 0.5,
  schedules: false,
  log: () => {},
  handlers: {
    [SLOW.name]: async (data) => {
      process.stdout.write(`started ${JSON.stringify(data)}\n`);
      await new Promise(() => {});
    },
  },
});
process.stdout.write("ready\n");
