import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { invoices, issuedPdfs, leads, triangleCompanies, users, userTriangleCompanies } from "@tronc/db";
import { parseReference, toCents, toParisDate } from "@tronc/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Storage } from "../../src/files/storage/s3";
import { JOBS } from "../../src/jobs/catalogue";
import { issuedPdfKey } from "../../src/services/shared/issued-pdfs/store";
import { invoiceCounter } from "../billing/invoice-edit-helpers";
import { insertAcceptedQuotation, insertInvoice } from "../billing/invoicing-fixtures";
import { type LocalS3, startLocalS3 } from "../files/s3-server";
import { eventually } from "../jobs/job-fixtures";
import { startTestSmtpServer, type TestSmtpServer } from "../support/mail-smtp-server";
import { scratchDatabase, startTwoServers, type TwoServers } from "../two-servers";
import { type RoundRobinProxy, startRoundRobinProxy } from "./round-robin-proxy";

/**
 * The must-show proof of issue 28: two server processes on one PostgreSQL and one S3-compatible store,
 * behind a round-robin proxy, each with a files folder of its own (nothing can pass through a local
 * disk). A session opened through one is used through the other; a file sent through one is read
 * through the other; one is killed with SIGKILL in the middle of a burst of writes that start jobs (new
 * leads: a mail each; validated invoices: a number and a kept PDF each). Runs only with DATABASE_URL.
 */
const LEADS = 12;
const INVOICES = 4;

let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let servers: TwoServers | undefined;
let s3: LocalS3;
let smtp: TestSmtpServer;
let proxy: RoundRobinProxy | undefined;
const folders: string[] = [];
const folder = (prefix: string) => {
  const made = mkdtempSync(join(tmpdir(), prefix));
  folders.push(made);
  return made;
};

let issuerId = 0;
let leadGroupId = 0;
const draftIds: number[] = [];

beforeAll(async () => {
  scratch = await scratchDatabase("test_many_processes");
  s3 = await startLocalS3();
  smtp = await startTestSmtpServer();
  const db = scratch.handle.db;
  // One recipient of new-lead mails (the admin), in the group company the burst's leads go to.
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, "admin@tronc.test"));
  if (!admin) throw new Error("no demo admin");
  const [membership] = await db
    .select({ groupId: userTriangleCompanies.triangleCompanyId })
    .from(userTriangleCompanies)
    .where(eq(userTriangleCompanies.userId, admin.id))
    .limit(1);
  if (!membership) throw new Error("the demo admin belongs to no group company");
  leadGroupId = membership.groupId;
  await db.update(users).set({ isReceiveMailLead: sql`${users.id} = ${admin.id}` });

  const [issuer] = await db.select({ id: triangleCompanies.id }).from(triangleCompanies).limit(1);
  if (!issuer) throw new Error("no group company");
  issuerId = issuer.id;
  const quotation = await insertAcceptedQuotation(db, { issuerId });
  for (let n = 0; n < INVOICES; n++) {
    draftIds.push(
      await insertInvoice(db, {
        issuerId,
        companyId: quotation.companyId,
        quotationIds: [],
        lines: [{ name: `Prestation ${n}`, quantity: "1", unitPriceCents: toCents(1_000), vatRate: "20" }],
        invoiceDate: toParisDate(new Date()),
      }),
    );
  }

  const bucket = s3.settings(folder("tc-many-s3-"));
  servers = await startTwoServers(scratch, () => ({
    FILES_DIR: folder("tc-many-files-"),
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: bucket.endpoint ?? "",
    S3_BUCKET: bucket.bucket,
    S3_REGION: bucket.region,
    S3_ACCESS_KEY_ID: bucket.accessKeyId,
    S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
    SMTP_URL: smtp.url,
    // A job whose process died is taken again after this, not after the catalogue's minutes.
    JOB_MAX_EXPIRY_SECONDS: "4",
    // The mails a killed process had claimed are sent by the other after this, not after two minutes.
    MAIL_CLAIM_SECONDS: "10",
  }));
  proxy = await startRoundRobinProxy(servers.ports);
}, 300_000);

afterAll(async () => {
  await proxy?.close();
  if (servers) await servers.close();
  else await scratch?.drop();
  await smtp?.close();
  await s3?.close();
  for (const made of folders) rmSync(made, { recursive: true, force: true });
}, 60_000);

async function signInThroughProxy(email: string): Promise<string> {
  const response = await fetch(`${proxy?.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "tronc-demo" }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const throughProxy = (path: string, cookie: string, init: RequestInit = {}) =>
  fetch(`${proxy?.url}${path}`, { ...init, headers: { cookie, ...(init.headers ?? {}) } });

const json = { "content-type": "application/json" };

describe("two server processes behind a load balancer, one PostgreSQL, one S3 store", () => {
  it("a session opened through one process is used through the other", async () => {
    const cookie = await signInThroughProxy("compta@tronc.test");
    const signedInBy = proxy?.served.at(-1);
    const me = await throughProxy("/api/me", cookie);
    expect(me.headers.get("x-served-by")).not.toBe(String(signedInBy));
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe("compta@tronc.test");
  });

  it("a file sent through one process is read through the other, from the bucket", async () => {
    const cookie = await signInThroughProxy("admin@tronc.test");
    const form = new FormData();
    const text = "Compte rendu du séminaire d'Annecy\n".repeat(200);
    form.append("file", new Blob([text], { type: "text/plain" }), "compte-rendu.txt");
    const sent = await throughProxy("/api/files", cookie, { method: "POST", body: form });
    expect(sent.status).toBe(201);
    const { idFile } = (await sent.json()) as { idFile: number };
    const download = await throughProxy(`/api/files/${idFile}/download`, cookie);
    expect(download.headers.get("x-served-by")).not.toBe(sent.headers.get("x-served-by"));
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(text);
  });

  it("loses no acknowledged write and runs every job once when a process is killed mid-burst", async () => {
    const two = servers;
    if (!two || !proxy) throw new Error("servers not started");
    const db = scratch.handle.db;
    const admin = await signInThroughProxy("admin@tronc.test");
    const compta = await signInThroughProxy("compta@tronc.test");
    const counterBefore = await invoiceCounter(db, issuerId);

    const createLead = (n: number) =>
      throughProxy("/trpc/lead.create", admin, {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          requester: {
            companyName: "Boulangerie Lefèvre",
            name: "Hélène Dupré",
            phone: "06 12 34 56 78",
            email: "helene.dupre@boulangerie-lefevre.fr",
          },
          subject: `Rafale n° ${n}`,
          source: "Site internet",
          triangleCompanyId: leadGroupId,
          sourceTriangleCompanyId: leadGroupId,
          message: "Bonjour, nous souhaitons un séminaire pour 40 personnes en juin.",
        }),
      });
    const validate = (id: number) =>
      throughProxy(`/api/compta/invoices/${id}`, compta, {
        method: "PUT",
        headers: json,
        body: JSON.stringify({ state: "STATE_VALIDATED", confirm: true }),
      });

    // The writes go out a few at a time; the first process is killed once a third are answered.
    const writes = [
      ...Array.from({ length: LEADS }, (_, n) => ({ kind: "lead" as const, n })),
      ...draftIds.map((id) => ({ kind: "invoice" as const, n: id })),
    ].sort((a, b) => (a.n % 5) - (b.n % 5));
    const acknowledgedLeads: number[] = [];
    const acknowledgedInvoices: number[] = [];
    const statuses: (number | string)[] = [];
    let answered = 0;
    let servedBeforeKill = -1;
    let killing: Promise<void> | undefined;
    const run = async (write: (typeof writes)[number]) => {
      const response = await (write.kind === "lead" ? createLead(write.n) : validate(write.n)).catch(
        () => null,
      );
      answered += 1;
      statuses.push(response?.status ?? "coupée");
      if (response?.status === 200) {
        if (write.kind === "lead") {
          const body = (await response.json()) as { result: { data: { id: number } } };
          acknowledgedLeads.push(body.result.data.id);
        } else {
          acknowledgedInvoices.push(write.n);
        }
      }
      if (!killing && answered >= writes.length / 3) {
        servedBeforeKill = proxy?.served.length ?? 0;
        killing = two.kill(0, "SIGKILL");
      }
    };
    for (let start = 0; start < writes.length; start += 4) {
      await Promise.all(writes.slice(start, start + 4).map(run));
    }
    await killing;

    // Every acknowledged write is there; most of the burst was acknowledged, by the survivor at the end.
    expect(acknowledgedLeads.length + acknowledgedInvoices.length, statuses.join(" ")).toBeGreaterThan(
      writes.length / 2,
    );
    const leadRows = await db
      .select({ id: leads.id })
      .from(leads)
      .where(inArray(leads.id, acknowledgedLeads.length > 0 ? acknowledgedLeads : [0]));
    expect(leadRows.length).toBe(acknowledgedLeads.length);
    expect(proxy.served.slice(servedBeforeKill + 4).every((index) => index === 1)).toBe(true);

    // The numbers given are consecutive from the counter, acknowledged or not.
    const validated = await db
      .select({ id: invoices.id, reference: invoices.reference })
      .from(invoices)
      .where(and(inArray(invoices.id, draftIds), eq(invoices.state, "STATE_VALIDATED")));
    expect(validated.map((row) => row.id)).toEqual(expect.arrayContaining(acknowledgedInvoices));
    const counters = validated
      .map((row) => parseReference(row.reference ?? "").counter)
      .sort((a, b) => a - b);
    expect(counters).toEqual(Array.from({ length: validated.length }, (_, i) => counterBefore + 1 + i));

    // Jobs: each acknowledged lead's mail is received, as one message: a process killed between the SMTP
    // server's acceptance and the outbox's record makes the survivor send it again (at least once), under
    // the same Message-ID, which mail programs show once. Each acknowledged invoice's PDF is kept once.
    const mailsFor = (leadId: number) =>
      smtp.received.filter((mail) => mail.text.includes(`/tronc-commun/admin/lead/edit/${leadId}`));
    await eventually(() => acknowledgedLeads.every((id) => mailsFor(id).length >= 1), 90_000);
    const messageIdsFor = (leadId: number) => new Set(mailsFor(leadId).map((mail) => mail.messageId)).size;
    expect(acknowledgedLeads.map(messageIdsFor)).toEqual(acknowledgedLeads.map(() => 1));
    expect(mailsFor(acknowledgedLeads[0] ?? 0)[0]?.messageId).toMatch(/^<.+@.+>$/);
    await eventually(async () => {
      const kept = await db
        .select({ id: issuedPdfs.documentId })
        .from(issuedPdfs)
        .where(and(eq(issuedPdfs.documentKind, "invoice"), inArray(issuedPdfs.documentId, draftIds)));
      return acknowledgedInvoices.every((id) => kept.some((row) => row.id === id));
    }, 90_000);
    const jobs = (await db.execute(
      sql`select data->>'id' as id, state from pgboss.job where name = ${JOBS.issuedPdf.name}`,
    )) as unknown as { id: string; state: string }[];
    for (const id of acknowledgedInvoices) {
      const ofInvoice = jobs.filter((job) => Number(job.id) === id);
      expect(ofInvoice.map((job) => job.state)).toEqual(["completed"]);
    }
    const bucket = await s3Storage(s3.settings(folder("tc-many-check-")));
    try {
      for (const id of acknowledgedInvoices) {
        expect(await bucket.stat(issuedPdfKey("invoice", id))).not.toBeNull();
      }
    } finally {
      bucket.close();
    }
  }, 300_000);
});
