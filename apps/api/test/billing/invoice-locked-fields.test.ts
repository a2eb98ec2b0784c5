import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceLineModule } from "../../src/modules/billing/invoice-lines";
import { invoiceModule } from "../../src/modules/billing/invoices";
import { creditModule } from "../../src/modules/money-in/credits";
import { invoicePaymentModule } from "../../src/modules/money-in/invoice-payments";
import { createTestApp, type TestApp } from "../helpers";
import { hydraAs, trpcAs } from "../input-helpers";
import { insertPayableInvoice, insertValidatedCredit } from "../money-in/payments/payment-helpers";
import { versionOf } from "../versions-helpers";
import { insertDraft } from "./invoice-edit-helpers";

let t: TestApp;
let hydra: ReturnType<typeof hydraAs>;
let trpc: ReturnType<typeof trpcAs>;
let issuer: number;
let otherIssuer: number;
beforeAll(async () => {
  t = await createTestApp({
    modules: [creditModule, invoiceLineModule, invoiceModule, invoicePaymentModule],
  });
  hydra = hydraAs(t);
  trpc = trpcAs(t);
  issuer = t.demo.companyIds[0] ?? 0;
  otherIssuer = t.demo.companyIds[1] ?? 0;
}, 60_000);
afterAll(() => t.close());

const INVOICES = "/api/compta/invoices";
const CREDITS = "/api/compta/credits";
const ISSUERS = "/api/tronc-commun/triangle_companies";
const CLIENTS = "/api/companies";
const LINES = "/compta/invoice_triangle_products";

describe("a PUT that tries to change what a validated invoice locks answers 422 naming it", () => {
  it("client, issuer, totals, number, title: each refused with its own sentence; the GET sent back is a 200", async () => {
    const invoice = await insertPayableInvoice(t.handle.db, issuer);
    const iri = `${INVOICES}/${invoice.invoiceId}`;
    const before = await hydra("compta", "GET", iri);
    const other = await insertPayableInvoice(t.handle.db, issuer);
    const refusals: [Record<string, unknown>, string][] = [
      [
        { company: `${CLIENTS}/${other.companyId}` },
        "Le client d'une facture validée ne peut plus être modifié",
      ],
      [
        { triangleCompany: `${ISSUERS}/${otherIssuer}` },
        "L'entreprise émettrice d'une facture validée ne peut plus être modifiée",
      ],
      [{ totalTTC: 1 }, "Les montants d'une facture validée ne peuvent plus être modifiés"],
      [{ reference: "FA-0000-9999" }, "Le numéro d'une facture validée ne peut plus être modifié"],
      [{ title: "Autre titre" }, "Le titre d'une facture validée ne peut plus être modifié"],
    ];
    for (const [body, sentence] of refusals) {
      const put = await hydra("compta", "PUT", iri, body);
      expect(put).toMatchObject({ status: 422, description: `${sentence} : passez par un avoir` });
    }
    // the old client sends the whole item back unchanged: nothing to refuse
    const same = await hydra("compta", "PUT", iri, { ...before.body, internalComment: "relancée" });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ internalComment: "relancée", totalTTC: before.body.totalTTC });
    // tRPC: the same refusal for the client
    const viaTrpc = await trpc("compta", "mutation", "invoice.update", {
      id: invoice.invoiceId,
      version: await versionOf((await t.caller("compta")).invoice, invoice.invoiceId),
      companyId: other.companyId,
    });
    expect(viaTrpc).toMatchObject({
      status: 422,
      message: "Le client d'une facture validée ne peut plus être modifié : passez par un avoir",
    });
  });

  it("a draft's totals and client are not changed by its save either", async () => {
    const draft = await insertDraft(t.handle.db, issuer);
    const put = await hydra("user", "PUT", `${INVOICES}/${draft.invoiceId}`, { totalHT: 0 });
    expect(put).toMatchObject({
      status: 422,
      description: "Les montants d'une facture ne peuvent pas être modifiés par son enregistrement",
    });
  });

  it("a validated credit note's totals and number: 422 naming them", async () => {
    const { companyId } = await insertPayableInvoice(t.handle.db, issuer);
    const creditId = await insertValidatedCredit(t.handle.db, {
      issuerId: issuer,
      companyId,
      htCents: toCents(10_000),
    });
    const iri = `${CREDITS}/${creditId}`;
    expect(await hydra("compta", "PUT", iri, { totalTTC: 5 })).toMatchObject({
      status: 422,
      description: "Les montants d'un avoir validé ne peuvent plus être modifiés",
    });
    expect(await hydra("compta", "PUT", iri, { reference: "AV-X" })).toMatchObject({
      status: 422,
      description: "Le numéro d'un avoir validé ne peut plus être modifié",
    });
    // 100,00 HT at 20 %: 120,00 TTC, sent back as it reads
    expect((await hydra("compta", "PUT", iri, { totalTTC: 120 })).status).toBe(200);
  });
});

describe("money typed on a line", () => {
  it("a discount '5 €' is refused (a discount is a percentage), '+5' is 5 %", async () => {
    const draft = await insertDraft(t.handle.db, issuer);
    const view = await (await t.caller("user")).invoice.get({ id: draft.invoiceId });
    const lineId = view.lines[0]?.id ?? 0;
    const euros = await hydra("user", "PUT", `${LINES}/${lineId}`, { discount: "5 €" });
    expect(euros).toMatchObject({
      status: 400,
      description: "La remise est un pourcentage : « 5 € » est un montant en euros (tapez 5 pour 5 %)",
    });
    const plus = await hydra("user", "PUT", `${LINES}/${lineId}`, { discount: "+5" });
    expect(plus.status).toBe(200);
    expect(Number(plus.body.discount)).toBe(5);
  });
});
