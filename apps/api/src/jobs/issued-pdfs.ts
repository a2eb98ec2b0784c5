import type { IssuedPdfQueue } from "../services/shared/issued-pdfs/background";
import { JOBS } from "./catalogue";
import type { JobQueue } from "./queue";

/** A job per numbered document: rendered by whichever process takes it, retried, taken again if one dies. */
export function jobIssuedPdfQueue(queue: JobQueue, report: (error: unknown) => void): IssuedPdfQueue {
  let tail: Promise<void> = Promise.resolve();
  return {
    add(document) {
      const sent = queue.send(JOBS.issuedPdf.name, document).then(
        () => undefined,
        (error: unknown) => report(error),
      );
      tail = tail.then(() => sent);
      return sent;
    },
    idle: () => tail,
  };
}
