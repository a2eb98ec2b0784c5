import { alerts, companies, invoices, leads, supplierInvoices } from "@tronc/db";
import {
  addDays,
  invoiceOverdueKey,
  missedCallbackKey,
  supplierInvoiceDueKey,
  toCents,
  toParisDate,
} from "@tronc/domain";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAlertScan } from "../../src/modules/support/alerts/scan";
import { insertSupplier } from "../catalogue/product-types-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { alertsKeyed, responsibleIds } from "./alerts-fixtures";

let t: TestApp;
const now = new Date("2026-03-02T12:00:00.000Z");
const today = toParisDate(now);
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

interface Fixtures {
  missed: number;
  recent: number;
  accepted: number;
  trash: number;
  overdue: number;
  notYet: number;
  paid: number;
  dueSoon: number;
  dueLater: number;
  settled: number;
}
let ids: Fixtures;

async function insertLead(values: Partial<typeof leads.$inferInsert>): Promise<number> {
  const [row] = await t.handle.db
    .insert(leads)
    .values({ subject: "Lead du scan", leadStatus: "LEAD_STATUS_NEW", ...values })
    .returning({ id: leads.id });
  if (!row) throw new Error("lead insert returned nothing");
  return row.id;
}

async function insertSentInvoice(values: Partial<typeof invoices.$inferInsert>): Promise<number> {
  const [client] = await t.handle.db.insert(companies).values({ name: "Mairie de Nantes" }).returning();
  const issuerId = t.demo.companyIds[2];
  if (!client || issuerId === undefined) throw new Error("client or issuer missing");
  const [row] = await t.handle.db
    .insert(invoices)
    .values({
      triangleCompanyId: issuerId,
      companyId: client.id,
      type: "TYPE_SOLD",
      state: "STATE_SEND",
      invoiceDate: addDays(today, -60),
      totalTtcCents: toCents(223_740),
      amountLeftCents: toCents(173_740),
      createdById: t.demo.userIds.compta,
      ...values,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error("invoice insert returned nothing");
  return row.id;
}

async function insertSupplierInvoice(
  supplierId: number,
  values: Partial<typeof supplierInvoices.$inferInsert>,
): Promise<number> {
  const [row] = await t.handle.db
    .insert(supplierInvoices)
    .values({
      supplierId,
      state: "STATE_PENDING",
      invoiceNumber: `F-${Math.random().toString(36).slice(2, 8)}`,
      amountCents: toCents(41_500),
      amountLeftCents: toCents(41_500),
      createdById: t.demo.userIds.compta,
      ...values,
    })
    .returning({ id: supplierInvoices.id });
  if (!row) throw new Error("supplier invoice insert returned nothing");
  return row.id;
}

const alertCount = async () => (await t.handle.db.select({ n: count() }).from(alerts))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp({ modules: [] });
  const { chef } = t.demo.userIds;
  const supplier = await insertSupplier(t, "Écrans Services");
  ids = {
    missed: await insertLead({ callbackAt: hoursAgo(2), callbackUserId: chef, callbackSubject: "Devis" }),
    recent: await insertLead({ callbackAt: hoursAgo(0.5), callbackUserId: chef }),
    accepted: await insertLead({ callbackAt: hoursAgo(30), leadStatus: "LEAD_STATUS_ACCEPTED" }),
    trash: await insertLead({ callbackAt: hoursAgo(30), leadLevel: "LEAD_TRASH" }),
    // Eligible 22 days before today: more than 21; 21 days before: not yet.
    overdue: await insertSentInvoice({ reference: "FA-SCAN-2026-00001", eligibleAt: addDays(today, -22) }),
    notYet: await insertSentInvoice({ reference: "FA-SCAN-2026-00002", eligibleAt: addDays(today, -21) }),
    paid: await insertSentInvoice({
      reference: "FA-SCAN-2026-00003",
      eligibleAt: addDays(today, -90),
      amountLeftCents: toCents(0),
    }),
    dueSoon: await insertSupplierInvoice(supplier.id, { paymentAt: addDays(today, 7) }),
    dueLater: await insertSupplierInvoice(supplier.id, { paymentAt: addDays(today, 8) }),
    settled: await insertSupplierInvoice(supplier.id, {
      paymentAt: addDays(today, -3),
      state: "STATE_PAID",
      amountLeftCents: toCents(0),
    }),
  };
});
afterAll(() => t.close());

describe("pnpm alerts:scan (runAlertScan)", () => {
  it("a dry run counts what it would raise and writes nothing; the run raises exactly that; a second run nothing", async () => {
    const before = await alertCount();
    const dry = await runAlertScan(t.handle.db, { now, dryRun: true });
    expect(await alertCount()).toBe(before);
    expect(dry.counts.map((kind) => kind.label)).toEqual([
      "Rappel manqué",
      "Facture client en retard",
      "Facture fournisseur à régler",
    ]);

    const real = await runAlertScan(t.handle.db, { now, batchSize: 2 });
    expect(real.counts).toEqual(dry.counts.map((kind) => ({ ...kind })));
    expect(real.dryRun).toBe(false);
    const raised = real.counts.reduce((sum, kind) => sum + kind.raised, 0);
    expect(raised).toBeGreaterThanOrEqual(3);
    expect(await alertCount()).toBe(before + raised);

    const again = await runAlertScan(t.handle.db, { now });
    expect(again.counts.map((kind) => kind.raised)).toEqual([0, 0, 0]);
    expect(again.counts.map((kind) => kind.found)).toEqual(real.counts.map((kind) => kind.found));
    expect(await alertCount()).toBe(before + raised);
  });

  it("a missed callback: an hour past, lead still waiting; for the person who was to call", async () => {
    const [missed] = await alertsKeyed(t, `ALERT_TYPE_LEAD_CALLBACK_MISSED:lead:${ids.missed}:`);
    expect(missed).toMatchObject({
      type: "ALERT_TYPE_LEAD_CALLBACK_MISSED",
      state: "ALERT_STATE_NEW",
      url: `/tronc-commun/admin/lead/edit/${ids.missed}`,
      dedupeKey: missedCallbackKey(ids.missed, hoursAgo(2).toISOString()),
      createdAt: now,
    });
    // 10:00 UTC on 2 March is 11:00 in Paris.
    expect(missed?.content).toContain(
      "prévu le <strong>02/03/2026 11:00</strong> par <strong>Hugo Petit</strong>",
    );
    expect(missed?.content).toContain("Objet du rappel : Devis");
    if (missed) expect(await responsibleIds(t, missed.id)).toEqual([t.demo.userIds.chef]);
    for (const lead of [ids.recent, ids.accepted, ids.trash]) {
      expect(await alertsKeyed(t, `ALERT_TYPE_LEAD_CALLBACK_MISSED:lead:${lead}:`)).toEqual([]);
    }
  });

  it("a callback moved to a new time and missed again raises a second alert; the same time never twice", async () => {
    await t.handle.db
      .update(leads)
      .set({ callbackAt: hoursAgo(1.5) })
      .where(eq(leads.id, ids.missed));
    const report = await runAlertScan(t.handle.db, { now });
    expect(report.counts[0]?.raised).toBe(1);
    expect(await alertsKeyed(t, `ALERT_TYPE_LEAD_CALLBACK_MISSED:lead:${ids.missed}:`)).toHaveLength(2);
    expect((await runAlertScan(t.handle.db, { now })).counts[0]?.raised).toBe(0);
  });

  it("an invoice sent and unpaid more than 21 days after its eligibility; not at 21 days, not once paid", async () => {
    const [overdue] = await alertsKeyed(t, `ALERT_TYPE_INVOICE_OVERDUE:invoice:${ids.overdue}:`);
    expect(overdue?.dedupeKey).toBe(invoiceOverdueKey(ids.overdue, addDays(today, -22)));
    expect(overdue?.content).toContain(
      "<strong>FA-SCAN-2026-00001</strong> de <strong>Mairie de Nantes</strong>",
    );
    expect(overdue?.content).toContain("<strong>1\u202f737,40\u00a0€</strong> restent à encaisser");
    if (overdue) expect(await responsibleIds(t, overdue.id)).toEqual([t.demo.userIds.compta]);
    expect(await alertsKeyed(t, `ALERT_TYPE_INVOICE_OVERDUE:invoice:${ids.notYet}:`)).toEqual([]);
    expect(await alertsKeyed(t, `ALERT_TYPE_INVOICE_OVERDUE:invoice:${ids.paid}:`)).toEqual([]);
  });

  it("a supplier invoice due in 7 days and unpaid; not at 8 days, not once paid", async () => {
    const [due] = await alertsKeyed(t, `ALERT_TYPE_SUPPLIER_INVOICE_DUE:supplier-invoice:${ids.dueSoon}:`);
    expect(due?.dedupeKey).toBe(supplierInvoiceDueKey(ids.dueSoon, addDays(today, 7)));
    expect(due?.content).toContain(
      "de <strong>Écrans Services</strong> est à régler au plus tard le <strong>09/03/2026</strong>",
    );
    expect(due?.content).toContain("il reste <strong>415,00\u00a0€</strong> à payer");
    expect(due?.url).toBe(`/tronc-commun/admin/supplier-invoice/${ids.dueSoon}`);
    expect(await alertsKeyed(t, `ALERT_TYPE_SUPPLIER_INVOICE_DUE:supplier-invoice:${ids.dueLater}:`)).toEqual(
      [],
    );
    expect(await alertsKeyed(t, `ALERT_TYPE_SUPPLIER_INVOICE_DUE:supplier-invoice:${ids.settled}:`)).toEqual(
      [],
    );
  });

  it("two scans at once raise each alert once", async () => {
    await insertLead({ callbackAt: hoursAgo(5), callbackUserId: t.demo.userIds.chef });
    const before = await alertCount();
    const [a, b] = await Promise.all([
      runAlertScan(t.handle.db, { now }),
      runAlertScan(t.handle.db, { now }),
    ]);
    const raised = (a?.counts[0]?.raised ?? 0) + (b?.counts[0]?.raised ?? 0);
    expect(raised).toBe(1);
    expect(await alertCount()).toBe(before + 1);
  });
});
