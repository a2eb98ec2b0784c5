import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { createDb, type DbHandle, invoices, migrate, triangleCompanies } from "@tronc/db";
import { parseReference, toParisDate } from "@tronc/domain";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../src/seed";
import { invoiceCounter } from "./invoice-edit-helpers";
import { insertAcceptedQuotation, insertInvoice } from "./invoicing-fixtures";

/**
 * The must-show proof (issue 13): two server processes on one PostgreSQL database validate 100
 * invoices of one issuer at once; the references are 100 consecutive numbers, no gap, no duplicate.
 * Runs only when DATABASE_URL is set (the "api-postgres" project).
 */
const baseUrl = process.env.DATABASE_URL ?? "";
const scratchName = `test_numbering_${randomBytes(4).toString("hex")}`;
const scratchUrl = (() => {
  const url = new URL(baseUrl);
  url.pathname = `/${scratchName}`;
  return url.toString();
})();
const apiDir = join(import.meta.dirname, "..", "..");
const children: ChildProcess[] = [];
let admin: DbHandle;
let handle: DbHandle;

function startServer(port: number): Promise<ChildProcess> {
  const env = { ...process.env, DATABASE_URL: scratchUrl, PORT: String(port), INIT_CWD: "" };
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/main.mjs"], { env, cwd: apiDir });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server on ${port} did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Tronc Commun est prêt")) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
  });
}

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "compta@tronc.test", password: "tronc-demo" }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in on ${port}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

beforeAll(async () => {
  execFileSync(process.execPath, ["build.mjs"], { cwd: apiDir, stdio: "pipe" });
  admin = await createDb({ url: baseUrl, max: 1 });
  await admin.db.execute(sql.raw(`create database ${scratchName}`));
  handle = await createDb({ url: scratchUrl });
  await migrate(handle);
  await seedDemo(handle.db, new Date());
}, 300_000);

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await handle?.close();
  await admin?.db.execute(sql.raw(`drop database if exists ${scratchName} with (force)`));
  await admin?.close();
}, 60_000);

describe("invoice numbering with two server processes on one PostgreSQL", () => {
  it("validates 100 drafts of one issuer through both at once: 100 consecutive references", async () => {
    const db = handle.db;
    const [issuer] = await db.select({ id: triangleCompanies.id }).from(triangleCompanies).limit(1);
    if (!issuer) throw new Error("no group company");
    const q = await insertAcceptedQuotation(db, { issuerId: issuer.id });
    const ids: number[] = [];
    for (let n = 0; n < 100; n++) {
      ids.push(
        await insertInvoice(db, {
          issuerId: issuer.id,
          companyId: q.companyId,
          quotationIds: [],
          lines: [{ name: `Prestation ${n}`, quantity: "1", unitPriceCents: 1_000, vatRate: "20" }],
          invoiceDate: toParisDate(new Date()),
        }),
      );
    }
    const before = await invoiceCounter(db, issuer.id);

    const ports = [39_000 + Math.floor(Math.random() * 500), 39_500 + Math.floor(Math.random() * 500)];
    await Promise.all(ports.map(startServer));
    const cookies: string[] = [];
    for (const port of ports) cookies.push(await signIn(port));
    const statuses = await Promise.all(
      ids.map((id, index) =>
        fetch(`http://127.0.0.1:${ports[index % 2]}/api/compta/invoices/${id}`, {
          method: "PUT",
          headers: { "content-type": "application/json", cookie: cookies[index % 2] ?? "" },
          body: JSON.stringify({ state: "STATE_VALIDATED", confirm: true }),
        }).then((response) => response.status),
      ),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);

    const rows = await db
      .select({ reference: invoices.reference, state: invoices.state })
      .from(invoices)
      .where(inArray(invoices.id, ids));
    const counters = rows.map((row) => parseReference(row.reference ?? "").counter).sort((a, b) => a - b);
    expect(rows.every((row) => row.state === "STATE_VALIDATED")).toBe(true);
    expect(new Set(counters).size).toBe(100);
    expect(counters).toEqual(Array.from({ length: 100 }, (_, index) => before + 1 + index));
    expect(await invoiceCounter(db, issuer.id)).toBe(before + 100);
  }, 300_000);
});
