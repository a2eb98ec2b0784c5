import { createDb, type DbHandle, outbox, users } from "@tronc/db";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMails } from "../../src/services/support/mail/queue";
import { startMailSender } from "../../src/services/support/mail/sender";
import { scratchDatabase } from "../two-servers";
import { startTestSmtpServer, type TestSmtpServer } from "./mail-smtp-server";

/**
 * Two senders (each its own connection pool, as two server processes would have) polling one
 * PostgreSQL outbox at the same time, in small batches: every mail is delivered exactly once. Runs
 * only when DATABASE_URL is set (the "api-postgres" project).
 */
const MAILS = 60;

let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let second: DbHandle;
let smtp: TestSmtpServer;

beforeAll(async () => {
  scratch = await scratchDatabase("test_mail_senders");
  second = await createDb({ url: scratch.url });
  smtp = await startTestSmtpServer();
  const [admin] = await scratch.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "admin@tronc.test"));
  if (!admin) throw new Error("no demo admin");
  const now = new Date();
  for (let n = 1; n <= MAILS; n++) {
    await enqueueMails(
      scratch.handle.db,
      [admin.id],
      {
        kind: "new-lead",
        facts: {
          leadId: n,
          link: `/tronc-commun/admin/lead/edit/${n}`,
          subject: `Lead n° ${n}`,
          requesterName: "Hélène Dupré",
          requesterCompany: "Boulangerie Lefèvre",
          phone: "06 12 34 56 78",
          email: null,
          source: null,
          message: null,
          groupCompany: "Triangle Événements",
          sourceGroupCompany: null,
          createdAt: now.toISOString(),
        },
      },
      now,
    );
  }
}, 300_000);

afterAll(async () => {
  await second?.close();
  await smtp?.close();
  await scratch?.drop();
}, 60_000);

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("two senders on one PostgreSQL outbox", () => {
  it("deliver each of 60 mails exactly once between them", async () => {
    const logs: string[][] = [[], []];
    const options = (index: 0 | 1, handle: DbHandle) => ({
      db: handle.db,
      smtpUrl: smtp.url,
      from: "Tronc Commun <ne-pas-repondre@tronc.example.fr>",
      appUrl: "https://tronc.example.fr",
      log: (message: string) => logs[index]?.push(message),
      intervalMs: 20,
      batchSize: 3,
    });
    const stops = [startMailSender(options(0, scratch.handle)), startMailSender(options(1, second))];
    try {
      await until(async () => smtp.received.length >= MAILS, 60_000);
      // A few more passes of both: nothing more arrives.
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(MAILS);
    expect(new Set(ids).size).toBe(MAILS);
    const subjects = smtp.received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(
      Array.from({ length: MAILS }, (_, i) => `Nouveau lead : Lead n° ${i + 1} (Boulangerie Lefèvre)`).sort(),
    );
    const rows = await scratch.handle.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1 && row.failedAt === null)).toBe(
      true,
    );
    // Both took part: each logged at least one pass that sent something.
    expect(logs.map((log) => log.some((line) => /^E-mails : [1-9]\d* envoyé/.test(line)))).toEqual([
      true,
      true,
    ]);
  });
});
