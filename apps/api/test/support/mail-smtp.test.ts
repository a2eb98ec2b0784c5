import { createServer } from "node:net";
import { alerts, outbox, users } from "@tronc/db";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadModule } from "../../src/modules/sales/leads";
import { type MailPassDeps, sendDueMailBatch, sendDueMails } from "../../src/services/support/mail/pass";
import { queueAlertMails } from "../../src/services/support/mail/queue";
import { startMailSender } from "../../src/services/support/mail/sender";
import { createSmtpTransport, type MailTransport } from "../../src/services/support/mail/transport";
import { createTestApp, type TestApp } from "../helpers";
import { newLeadInput } from "../sales/sales-helpers";
import { startTestSmtpServer, type TestSmtpServer } from "./mail-smtp-server";

const APP_URL = "https://tronc.example.fr";
const FROM = "Tronc Commun <ne-pas-repondre@tronc.example.fr>";

let t: TestApp;
let smtp: TestSmtpServer;
let transport: MailTransport;

beforeAll(async () => {
  t = await createTestApp({ modules: [leadModule] });
  smtp = await startTestSmtpServer();
  transport = createSmtpTransport(smtp.url);
  // Alice Martin (admin) receives new-lead and alert mails; nobody else does.
  await t.handle.db
    .update(users)
    .set({ isReceiveMailLead: true, isReceiveAlert: true })
    .where(eq(users.id, t.demo.userIds.admin));
});
afterAll(async () => {
  transport?.close();
  await smtp?.close();
  await t?.close();
});
beforeEach(async () => {
  await t.handle.db.delete(outbox);
  smtp.received.length = 0;
});

const rows = () => t.handle.db.select().from(outbox).orderBy(asc(outbox.id));
const deps = (now: Date, over: Partial<MailPassDeps> = {}): MailPassDeps => ({
  db: t.handle.db,
  transport,
  from: FROM,
  appUrl: APP_URL,
  now: () => now,
  ...over,
});
const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

async function newLead() {
  return (await t.caller("user")).lead.create(newLeadInput(t));
}

/** A port where nothing listens: taken, then freed. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 1;
}

describe("the new-lead mail, created through the API, reaches a real SMTP server", () => {
  it("arrives once, in French, plain text and HTML, with the link to the lead", async () => {
    const lead = await newLead();
    const [queued] = await rows();
    const report = await sendDueMails(deps(new Date()));
    expect(report).toEqual({ sent: 1, retried: 0, givenUp: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["admin@tronc.test"]);
    expect(mail?.from).toBe("ne-pas-repondre@tronc.example.fr");
    expect(mail?.raw).toContain("To: Alice Martin <admin@tronc.test>");
    expect(mail?.messageId).toBe(`<outbox-${queued?.id}@tronc-commun>`);
    expect(mail?.subject).toBe("Nouveau lead : Séminaire d'équipe à Annecy (Boulangerie Lefèvre)");
    const link = `${APP_URL}/tronc-commun/admin/lead/edit/${lead.id}`;
    expect(mail?.text).toContain("Un nouveau lead est arrivé pour ");
    expect(mail?.text).toContain("Demandeur : Hélène Dupré — Boulangerie Lefèvre");
    expect(mail?.text).toContain("Téléphone : 06 12 34 56 78");
    expect(mail?.text).toContain(
      "Demande :\nBonjour, nous souhaitons un séminaire pour 40 personnes en juin.",
    );
    expect(mail?.text).toContain(`Ouvrir le lead : ${link}`);
    expect(mail?.html).toContain("Séminaire d&#39;équipe à Annecy");
    expect(mail?.html).toContain(`<a href="${link}"`);
    const [sent] = await rows();
    expect(sent).toMatchObject({ attempts: 1, lastError: null, claimedUntil: null, failedAt: null });
    expect(sent?.sentAt).not.toBeNull();
    // A second pass finds nothing to send.
    expect(await sendDueMails(deps(later(new Date(), 3600)))).toEqual({ sent: 0, retried: 0, givenUp: 0 });
    expect(smtp.received).toHaveLength(1);
  });
});

describe("the alert mail", () => {
  it("carries the summary, the alert's HTML cleaned of anything active, and absolute links", async () => {
    const now = new Date("2027-03-12T08:00:00.000Z");
    await t.handle.db.transaction(async (tx) => {
      const [alert] = await tx
        .insert(alerts)
        .values({
          type: "ALERT_TYPE_MISSED_CALLBACK",
          content:
            '<p>Le rappel du lead <a href="/tronc-commun/admin/lead/edit/9">Séminaire</a> n\'a pas été fait.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
          url: "/tronc-commun/admin/lead/edit/9",
          dedupeKey: "test-mail-smtp-alert",
          createdAt: now,
        })
        .returning();
      if (!alert) throw new Error("no alert");
      await queueAlertMails(tx, { ...alert, summary: "Rappel manqué : Séminaire" }, now);
    });
    expect(await sendDueMails(deps(later(now, 1)))).toEqual({ sent: 1, retried: 0, givenUp: 0 });
    const [mail] = smtp.received;
    expect(mail?.subject).toBe("Alerte : Rappel manqué : Séminaire");
    expect(mail?.text).toContain("Une alerte demande votre attention.\n\nLevée le : 12/03/2027 09:00");
    expect(mail?.text).toContain("Rappel manqué : Séminaire");
    expect(mail?.text).toContain(`Voir la liste des alertes : ${APP_URL}/tronc-commun/admin/alerts`);
    expect(mail?.html).toContain(
      `<p>Le rappel du lead <a href="${APP_URL}/tronc-commun/admin/lead/edit/9">Séminaire</a> n'a pas été fait.</p>`,
    );
    expect(mail?.html).not.toContain("<img");
    expect(mail?.html).not.toContain("<script");
    expect(mail?.html).toContain(`href="${APP_URL}/tronc-commun/admin/lead/edit/9"`);
  });
});

describe("a server that refuses, then accepts", () => {
  for (const stage of ["rcpt", "data"] as const) {
    it(`451 at ${stage.toUpperCase()}: the error is kept and a retry scheduled; once due, delivered exactly once`, async () => {
      await newLead();
      smtp.refuseNext(stage, 1);
      const first = new Date();
      expect(await sendDueMails(deps(first))).toEqual({ sent: 0, retried: 1, givenUp: 0 });
      expect(smtp.received).toHaveLength(0);
      const [failed] = await rows();
      expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, claimedUntil: null });
      expect(failed?.lastError).toMatch(/451/);
      // The first retry waits one minute.
      expect(failed?.nextAttemptAt).toEqual(later(first, 60));
      // 30 s later nothing is due yet.
      expect(await sendDueMails(deps(later(first, 30)))).toEqual({ sent: 0, retried: 0, givenUp: 0 });
      expect(await sendDueMails(deps(later(first, 61)))).toEqual({ sent: 1, retried: 0, givenUp: 0 });
      expect(await sendDueMails(deps(later(first, 3600)))).toEqual({ sent: 0, retried: 0, givenUp: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.subject).toBe(
        "Nouveau lead : Séminaire d'équipe à Annecy (Boulangerie Lefèvre)",
      );
      const [sent] = await rows();
      expect(sent).toMatchObject({ attempts: 2, lastError: null });
      expect(sent?.sentAt).toEqual(later(first, 61));
    });
  }
});

describe("a server that is down", () => {
  it("records each try, loses nothing, throws nothing, and gives up after the sixth", async () => {
    await newLead();
    const down = createSmtpTransport(`smtp://127.0.0.1:${await deadPort()}`);
    try {
      let now = new Date();
      // Tries at 0, +1, +5, +15, +60 and +240 minutes after each failure (worked out from the schedule).
      const waits = [1, 5, 15, 60, 240];
      for (const [index, wait] of waits.entries()) {
        expect(await sendDueMails(deps(now, { transport: down }))).toEqual({
          sent: 0,
          retried: 1,
          givenUp: 0,
        });
        const [row] = await rows();
        expect(row).toMatchObject({ attempts: index + 1, sentAt: null, failedAt: null });
        expect(row?.lastError).toMatch(/ECONNREFUSED/);
        expect(row?.nextAttemptAt).toEqual(later(now, wait * 60));
        now = later(now, wait * 60);
      }
      expect(await sendDueMails(deps(now, { transport: down }))).toEqual({ sent: 0, retried: 0, givenUp: 1 });
      const [givenUp] = await rows();
      expect(givenUp).toMatchObject({ attempts: 6, sentAt: null, failedAt: now });
      expect(givenUp?.subject).toBe("Nouveau lead : Séminaire d'équipe à Annecy (Boulangerie Lefèvre)");
      expect(await sendDueMails(deps(later(now, 86_400), { transport: down }))).toEqual({
        sent: 0,
        retried: 0,
        givenUp: 0,
      });
    } finally {
      down.close();
    }
  });
});

describe("claims", () => {
  it("a mail claimed by another sender waits for the end of its claim (2 min), then goes once", async () => {
    await newLead();
    const now = new Date();
    // As if a sender had claimed it and died before recording anything.
    await t.handle.db.update(outbox).set({ claimedUntil: later(now, 120) });
    expect(await sendDueMails(deps(later(now, 119)))).toEqual({ sent: 0, retried: 0, givenUp: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(await sendDueMails(deps(later(now, 121)))).toEqual({ sent: 1, retried: 0, givenUp: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("a batch that runs past its sending window gives back the mails it has not started", async () => {
    await newLead();
    await newLead();
    await newLead();
    const start = new Date();
    let reads = 0;
    // Each read of the clock is 15 s later. Claim at 0 s; first mail started at 15 s, recorded at 30 s;
    // second started at 45 s, recorded at 60 s; at 75 s the 60 s window has passed: the third is released.
    const slow = () => later(start, 15 * reads++);
    expect(await sendDueMailBatch(deps(start, { now: slow }))).toEqual({
      claimed: 3,
      sent: 2,
      retried: 0,
      givenUp: 0,
    });
    const [first, second, third] = await rows();
    expect([first?.sentAt !== null, second?.sentAt !== null]).toEqual([true, true]);
    expect(third).toMatchObject({ sentAt: null, attempts: 0, claimedUntil: null, lastError: null });
    expect(smtp.received).toHaveLength(2);
  });
});

describe("mails that no retry would help", () => {
  it("a recipient deactivated after queueing gets nothing: given up at once, with the reason", async () => {
    await newLead();
    await t.handle.db.update(users).set({ isActif: false }).where(eq(users.id, t.demo.userIds.admin));
    try {
      const now = new Date();
      expect(await sendDueMails(deps(now))).toEqual({ sent: 0, retried: 0, givenUp: 1 });
      expect(smtp.received).toHaveLength(0);
      const [row] = await rows();
      expect(row).toMatchObject({
        attempts: 0,
        failedAt: now,
        lastError: "Destinataire désactivé ou supprimé : e-mail non envoyé",
      });
    } finally {
      await t.handle.db.update(users).set({ isActif: true }).where(eq(users.id, t.demo.userIds.admin));
    }
  });

  it("a row whose facts cannot be read is given up, the others still go", async () => {
    await newLead();
    await t.handle.db.insert(outbox).values({
      kind: "new-lead",
      recipientUserId: t.demo.userIds.admin,
      subject: "Illisible",
      payload: { leadId: "douze" },
    });
    expect(await sendDueMails(deps(later(new Date(), 1)))).toEqual({ sent: 1, retried: 0, givenUp: 1 });
    const [, unreadable] = await rows();
    expect(unreadable?.lastError).toBe("Contenu de l'e-mail illisible (new-lead) : e-mail non envoyé");
  });
});

describe("the sender of the server process", () => {
  it("without SMTP_URL says so once in the log and leaves the mails in the outbox", async () => {
    await newLead();
    const log: string[] = [];
    const stop = startMailSender({
      db: t.handle.db,
      smtpUrl: undefined,
      from: FROM,
      appUrl: APP_URL,
      log: (m) => log.push(m),
    });
    await stop();
    expect(log).toEqual(["SMTP_URL absent : les e-mails restent dans la file"]);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 0, sentAt: null, claimedUntil: null, failedAt: null });
  });

  it("with a bad SMTP_URL says why in French, throws nothing and sends nothing", async () => {
    await newLead();
    const log: string[] = [];
    const stop = startMailSender({
      db: t.handle.db,
      smtpUrl: "http://smtp.example",
      from: FROM,
      appUrl: APP_URL,
      log: (m) => log.push(m),
    });
    await stop();
    expect(log).toEqual([
      "SMTP_URL doit être une adresse smtp://hôte:port ou smtps://hôte:port : les e-mails restent dans la file",
    ]);
    expect((await rows())[0]?.sentAt).toBeNull();
  });

  it("sends what is due at start; its stop waits for the batch in flight", async () => {
    await newLead();
    await newLead();
    const log: string[] = [];
    const stop = startMailSender({
      db: t.handle.db,
      smtpUrl: smtp.url,
      from: FROM,
      appUrl: APP_URL,
      log: (m) => log.push(m),
      intervalMs: 60_000,
    });
    // Stopped at once: the first pass has started; stop() returns once it has finished.
    await stop();
    expect(smtp.received).toHaveLength(2);
    expect((await rows()).every((row) => row.sentAt !== null)).toBe(true);
    expect(log).toEqual([
      `Envoi des e-mails par ${smtp.url}`,
      "E-mails : 2 envoyé(s), 0 à réessayer, 0 abandonné(s)",
    ]);
  });
});
