import { users } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFolderStorage } from "../../src/files/storage/local-folder";
import { JOBS } from "../../src/jobs/catalogue";
import { jobHandlers, MAIL_PASS_INTERVAL_SECONDS } from "../../src/jobs/handlers";
import { type JobQueue, jobQueueDatabase, startJobQueue } from "../../src/jobs/queue";
import { leadModule } from "../../src/modules/sales/leads";
import { createSmtpTransport, type MailTransport } from "../../src/services/support/mail/transport";
import { createTestApp, type TestApp } from "../helpers";
import { newLeadInput } from "../sales/sales-helpers";
import { startTestSmtpServer, type TestSmtpServer } from "../support/mail-smtp-server";
import { eventually, quickQueue } from "./job-fixtures";

/** The mail outbox is sent by the queue's mail pass: each pass sends the next, a few seconds on. */
let t: TestApp;
let smtp: TestSmtpServer;
let transport: MailTransport;
let queue: JobQueue;

beforeAll(async () => {
  t = await createTestApp({ modules: [leadModule] });
  smtp = await startTestSmtpServer();
  transport = createSmtpTransport(smtp.url);
  await t.handle.db.update(users).set({ isReceiveMailLead: true }).where(eq(users.id, t.demo.userIds.admin));
  queue = await startJobQueue({
    ...quickQueue,
    database: jobQueueDatabase(t.handle),
    definitions: [JOBS.mailSend],
    handlers: jobHandlers({
      db: t.handle.db,
      storage: localFolderStorage(t.filesDir),
      now: () => new Date(),
      log: () => {},
      mail: {
        transport,
        from: "Tronc Commun <ne-pas-repondre@tronc.example.fr>",
        appUrl: "https://tronc.example.fr",
      },
    }),
  });
}, 60_000);

afterAll(async () => {
  await queue?.stop();
  transport?.close();
  await smtp?.close();
  await t?.close();
});

describe("the mail pass on the job queue", () => {
  it("sends a new lead's mail once, and the next lead's within the pass interval, without being asked", async () => {
    const user = await t.caller("user");
    const first = await user.lead.create(newLeadInput(t));
    await queue.send(JOBS.mailSend.name);
    await eventually(() => smtp.received.length === 1);
    expect(smtp.received[0]?.subject).toContain(first.subject ?? "");

    const second = await user.lead.create(newLeadInput(t));
    const createdAt = Date.now();
    await eventually(() => smtp.received.length === 2, 15_000);
    expect(Date.now() - createdAt).toBeLessThan((MAIL_PASS_INTERVAL_SECONDS + 3) * 1000);
    expect(smtp.received[1]?.subject).toContain(second.subject ?? "");

    // One pass waits for its turn, never more (the queue is stately), and none failed.
    const stat = (await queue.stats()).find((line) => line.name === JOBS.mailSend.name);
    expect(stat?.queued).toBeLessThanOrEqual(1);
    expect(stat?.failed).toBe(0);
    expect(smtp.received).toHaveLength(2);
  }, 30_000);
});
