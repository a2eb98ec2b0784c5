import { execFile } from "node:child_process";
import { createServer } from "node:net";
import { type Db, outbox, users } from "@tronc/db";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMails } from "../apps/api/src/services/support/mail/queue";
import { startTestSmtpServer, type TestSmtpServer } from "../apps/api/test/support/mail-smtp-server";
import { commandDb } from "./test-setup/command-db";

const database = commandDb("mail-send");
let smtp: TestSmtpServer;

/** Runs the command without blocking this process: the test SMTP server answers meanwhile. */
function run(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["run-command.mjs", "mail-send", ...args],
      {
        cwd: import.meta.dirname,
        env: { ...process.env, ...database.env, SMTP_URL: "", ...env },
        encoding: "utf8",
      },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ status, stdout, stderr });
      },
    );
  });
}

async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const handle = await database.open();
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

const outboxRows = () => withDb((db) => db.select().from(outbox).orderBy(asc(outbox.id)));

async function queueTwoMails(db: Db) {
  const [user] = await db
    .insert(users)
    .values({ email: "alice@tronc.test", name: "Alice", lastname: "Martin", isReceiveMailLead: true })
    .returning({ id: users.id });
  for (const n of [1, 2]) {
    await enqueueMails(
      db,
      [user?.id ?? 0],
      {
        kind: "recommendation-accepted",
        facts: {
          recommendationId: n,
          leadId: n,
          link: `/tronc-commun/admin/lead/edit/${n}`,
          leadSubject: `Séminaire ${n}`,
          client: "Boulangerie Lefèvre",
          groupCompany: "Triangle Événements",
        },
      },
      new Date(Date.now() - 60_000),
    );
  }
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  await database.setUp();
  await withDb(queueTwoMails);
}, 120_000);

afterAll(async () => {
  await smtp?.close();
  await database.tearDown();
});

describe("pnpm mail:send", () => {
  it("--help explains the command, its options and its exit codes in French", async () => {
    const result = await run(["--help"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("--dry-run");
    expect(result.stdout).toContain("Codes de sortie : 0 tout ce qui était dû est parti");
  }, 60_000);

  it("refuses an unknown option with exit code 2", async () => {
    const result = await run(["--tout"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Option inconnue : --tout. Voir --help.");
  }, 60_000);

  it("without SMTP_URL sends nothing, says so, exit code 2; a bad SMTP_URL likewise", async () => {
    const missing = await run([]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain(
      "SMTP_URL absent : les e-mails restent dans la file : rien n'a été envoyé.",
    );
    const bad = await run([], { SMTP_URL: "http://smtp.example" });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("SMTP_URL doit être une adresse smtp://hôte:port ou smtps://hôte:port");
    expect((await outboxRows()).map((row) => row.attempts)).toEqual([0, 0]);
  }, 60_000);

  it("--dry-run lists what is due and sends nothing", async () => {
    const result = await run(["--dry-run"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Simulation, rien n'a été envoyé : 2 e-mail(s) à envoyer.");
    expect(result.stdout).toMatch(
      /n° \d+ {2}alice@tronc\.test {2}« Recommandation acceptée : Séminaire 1 \(Boulangerie Lefèvre\) » {2}\(recommandation acceptée, essai 1\)/,
    );
    expect(smtp.received).toHaveLength(0);
  }, 60_000);

  it("a server that is down: exit code 1, the try recorded, nothing lost", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 1));
      });
    });
    const result = await run([], { SMTP_URL: `smtp://127.0.0.1:${port}` });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("0 envoyé(s), 2 à réessayer, 0 abandonné(s).");
    const rows = await outboxRows();
    expect(rows.map((row) => [row.attempts, row.sentAt])).toEqual([
      [1, null],
      [1, null],
    ]);
    expect(rows[0]?.lastError).toMatch(/ECONNREFUSED/);
  }, 60_000);

  it("sends what is due once (exit 0); run again, nothing more", async () => {
    // Make the retries due now.
    await withDb((db) => db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }));
    const first = await run([], { SMTP_URL: smtp.url, APP_URL: "https://tronc.example.fr" });
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(
      `Envoi terminé par ${smtp.url} : 2 envoyé(s), 0 à réessayer, 0 abandonné(s).`,
    );
    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      "Recommandation acceptée : Séminaire 1 (Boulangerie Lefèvre)",
      "Recommandation acceptée : Séminaire 2 (Boulangerie Lefèvre)",
    ]);
    expect(smtp.received[0]?.text).toContain(
      "Ouvrir le lead : https://tronc.example.fr/tronc-commun/admin/lead/edit/1",
    );
    const again = await run([], { SMTP_URL: smtp.url });
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("0 envoyé(s), 0 à réessayer, 0 abandonné(s).");
    expect(smtp.received).toHaveLength(2);
    expect((await outboxRows()).map((row) => row.attempts)).toEqual([2, 2]);
  }, 60_000);
});
