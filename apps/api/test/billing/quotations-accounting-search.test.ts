import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountingQuotationModule } from "../../src/modules/proposals/accounting-quotations";
import { createTestApp, type TestApp } from "../helpers";
import { insertInvoice, SAMPLE_LINES } from "./invoicing-fixtures";
import { insertListedQuotation, THOUSAND_LINES } from "./quotations-accounting-helpers";

let t: TestApp;
let issuer: number;
const TAG = "Zorglub";
const ids: Record<"sample" | "done" | "draft" | "empty", number> = { sample: 0, done: 0, draft: 0, empty: 0 };

/*
 * Worked by hand. sample: SAMPLE_LINES, HT 3 212,50, VAT 561,25, TTC 3 773,75, nothing billed, recurring,
 * factor client, 10 March. done: 1 000,00 HT at 20 % (TTC 1 200,00) fully billed by a balance draft
 * (IN_BILLED), 20 March. draft: DRAFT (not in the default states), 2 April. empty: no line, 15 March.
 */
beforeAll(async () => {
  t = await createTestApp({ modules: [accountingQuotationModule] });
  issuer = t.demo.companyIds[0] ?? 0;
  const db = t.handle.db;
  const sample = await insertListedQuotation(db, {
    issuerId: issuer,
    clientName: `${TAG} Événements`,
    createdAt: "2026-03-10T10:00:00Z",
    lines: SAMPLE_LINES,
    recurring: true,
    factor: true,
  });
  ids.sample = sample.quotationId;
  const done = await insertListedQuotation(db, {
    issuerId: issuer,
    clientName: `${TAG} Location`,
    createdAt: "2026-03-20T10:00:00Z",
    lines: THOUSAND_LINES,
  });
  ids.done = done.quotationId;
  await insertInvoice(db, {
    issuerId: issuer,
    companyId: done.companyId,
    quotationIds: [done.quotationId],
    lines: THOUSAND_LINES,
  });
  ids.draft = (
    await insertListedQuotation(db, {
      issuerId: issuer,
      clientName: `${TAG} Brouillon`,
      createdAt: "2026-04-02T10:00:00Z",
      lines: THOUSAND_LINES,
      state: "QUOTATION_STATE_DRAFT",
    })
  ).quotationId;
  ids.empty = (
    await insertListedQuotation(db, {
      issuerId: issuer,
      clientName: `${TAG} Vide`,
      createdAt: "2026-03-15T10:00:00Z",
      lines: [],
    })
  ).quotationId;
}, 60_000);
afterAll(() => t.close());

async function search(input: Record<string, unknown>) {
  const caller = await t.caller("compta");
  const page = await caller.accountingQuotation.search({ q: TAG.toLowerCase(), ...input });
  return page.items.map((item) => item.id).sort((a, b) => a - b);
}

const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

describe("accounting quotation list", () => {
  it("lists accepted, billed and in-billed by default, with billed and left worked by hand", async () => {
    const caller = await t.caller("user");
    const page = await caller.accountingQuotation.search({ q: TAG });
    expect(page.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      sorted(ids.sample, ids.done, ids.empty),
    );
    expect(page.total).toBe(3);
    expect(page.pageSize).toBe(50);
    const done = page.items.find((item) => item.id === ids.done);
    expect(done).toMatchObject({
      state: "QUOTATION_STATE_IN_BILLED",
      totalTtcCents: toCents(120_000),
      billedCents: toCents(120_000),
      leftCents: toCents(0),
    });
    const sample = page.items.find((item) => item.id === ids.sample);
    expect(sample).toMatchObject({
      billedCents: toCents(0),
      leftCents: toCents(377_375),
      client: { isFactor: true },
    });
    // newest first
    expect(page.items[0]?.id).toBe(ids.done);
  });

  it("filters by 'Facturables', 'Récurrents', non-empty, states and creation days", async () => {
    expect(await search({ billable: true })).toEqual([ids.sample]);
    expect(await search({ recurrent: true })).toEqual([ids.sample]);
    expect(await search({ removeEmpty: true })).toEqual(sorted(ids.sample, ids.done));
    expect(await search({ states: [] })).toEqual(sorted(ids.sample, ids.done, ids.draft, ids.empty));
    expect(await search({ states: ["QUOTATION_STATE_DRAFT"] })).toEqual([ids.draft]);
    expect(await search({ from: "2026-03-12", to: "2026-03-31" })).toEqual(sorted(ids.done, ids.empty));
    expect(await search({ from: "2026-03-20", to: "2026-03-20" })).toEqual([ids.done]);
    expect(await search({ triangleCompanyId: t.demo.companyIds[1] ?? 0 })).toEqual([]);
  });

  it("totals everything matching, not the page", async () => {
    const caller = await t.caller("compta");
    // HT 3 212,50 + 1 000,00 + 0; VAT 561,25 + 200,00; TTC 3 773,75 + 1 200,00
    expect(await caller.accountingQuotation.stats({ q: TAG })).toEqual({
      totalHtCents: toCents(421_250),
      totalTvaCents: toCents(76_125),
      totalTtcCents: toCents(497_375),
    });
    const page = await caller.accountingQuotation.search({ q: TAG, pageSize: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(3);
  });

  it("refuses an unknown state or reversed days in French, writes nothing", async () => {
    const caller = await t.caller("compta");
    await expect(caller.accountingQuotation.search({ states: ["NOPE"] })).rejects.toThrow(
      "L'état de devis « NOPE » n'existe pas",
    );
    await expect(caller.accountingQuotation.stats({ from: "2026-04-01", to: "2026-03-01" })).rejects.toThrow(
      "La date de début (01/04/2026) doit précéder la date de fin (01/03/2026)",
    );
  });

  it("gives the edit page its invoices so far, billed, left and actions", async () => {
    const caller = await t.caller("user");
    const done = await caller.accountingQuotation.get({ id: ids.done });
    expect(done.invoices).toHaveLength(1);
    expect(done.invoices[0]).toMatchObject({
      type: "TYPE_SOLD",
      reference: null,
      totalTtcCents: toCents(120_000),
    });
    expect(done).toMatchObject({
      billedCents: toCents(120_000),
      leftCents: toCents(0),
      showsStateBadge: true,
    });
    expect(done.actions).toEqual({ deposit: false, partial: false, balance: false });
    const sample = await caller.accountingQuotation.get({ id: ids.sample });
    expect(sample.actions).toEqual({ deposit: true, partial: true, balance: true });
    expect(sample.client.isFactor).toBe(true);
    const empty = await caller.accountingQuotation.get({ id: ids.empty });
    expect(empty.showsStateBadge).toBe(false);
    await expect(caller.accountingQuotation.get({ id: 2_000_000_000 })).rejects.toThrow(
      "Ce devis est introuvable",
    );
  });

  it("saves the note and the recurring switch", async () => {
    const caller = await t.caller("user");
    const saved = await caller.accountingQuotation.updateNote({
      id: ids.done,
      version: (await caller.accountingQuotation.get({ id: ids.done })).version,
      internalComment: "Relancer en mai",
      isRecurringPayment: true,
    });
    expect(saved).toMatchObject({ internalComment: "Relancer en mai", isRecurringPayment: true });
    expect(saved.updatedBy?.id).toBe(t.demo.userIds.user);
  });
});
