import { toParisDate } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceModule } from "../../../src/modules/billing/invoices";
import { creditLineModule } from "../../../src/modules/money-in/credit-lines";
import { creditModule } from "../../../src/modules/money-in/credits";
import { invoicePaymentModule } from "../../../src/modules/money-in/invoice-payments";
import { insertDraft, invoiceRow } from "../../billing/invoice-edit-helpers";
import { createTestApp, type TestApp } from "../../helpers";
import { hydraAs, trpcAs } from "../../input-helpers";
import { versionOf } from "../../versions-helpers";
import { insertDraftCredit } from "../credits/credit-helpers";
import { insertPayableInvoice, paymentRows } from "./payment-helpers";

let t: TestApp;
let hydra: ReturnType<typeof hydraAs>;
let trpc: ReturnType<typeof trpcAs>;
let issuer: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [creditLineModule, creditModule, invoiceModule, invoicePaymentModule] });
  hydra = hydraAs(t);
  trpc = trpcAs(t);
  issuer = t.demo.companyIds[0] ?? 0;
}, 60_000);
afterAll(() => t.close());

/** Today in Paris as dd/mm/yyyy with `years` added to its year (the window's last day, by hand). */
function lastDay(years: number): string {
  const [year, month, day] = toParisDate(new Date()).split("-");
  return `${day}/${month}/${Number(year) + years}`;
}
const documentWindow = () => `La date doit être comprise entre le 01/01/2000 et le ${lastDay(5)}.`;
const paymentWindow = () => `La date doit être comprise entre le 01/01/2000 et le ${lastDay(1)}.`;

describe("document and payment dates within their window", () => {
  it("a payment dated 31/12/9999 or 31/12/1999 is a 400 over Hydra and tRPC, and nothing is recorded", async () => {
    const { invoiceId } = await insertPayableInvoice(t.handle.db, issuer);
    const payment = { amount: "100,00", paymentType: "TYPE_ADVANCE", paymentMode: "MODE_BANK_TRANSFER" };
    for (const paidAt of ["9999-12-31", "1999-12-31"]) {
      const viaTrpc = await trpc("compta", "mutation", "invoicePayment.create", {
        invoiceId,
        ...payment,
        paidAt,
      });
      expect(viaTrpc).toMatchObject({ status: 400, message: `paidAt : ${paymentWindow()}` });
      const viaHydra = await hydra("compta", "POST", "/compta/invoice_payments", {
        invoice: `/api/compta/invoices/${invoiceId}`,
        ...payment,
        paidAt: `${paidAt}T00:00:00+01:00`,
      });
      expect(viaHydra).toMatchObject({ status: 400, description: `paidAt : ${paymentWindow()}` });
    }
    expect(await paymentRows(t.handle.db, invoiceId)).toEqual([]);
    // a payment dated today is recorded
    const today = toParisDate(new Date());
    const fine = await trpc("compta", "mutation", "invoicePayment.create", {
      invoiceId,
      ...payment,
      paidAt: today,
    });
    expect(fine.status).toBe(200);
  });

  it("an invoice dated 31/12/9999 is a 400 and keeps its date", async () => {
    const draft = await insertDraft(t.handle.db, issuer);
    const before = (await invoiceRow(t.handle.db, draft.invoiceId))?.invoiceDate;
    const put = await hydra("user", "PUT", `/api/compta/invoices/${draft.invoiceId}`, {
      invoiceDate: "9999-12-31",
    });
    expect(put.status).toBe(400);
    expect(put.description).toContain(documentWindow());
    const update = await trpc("user", "mutation", "invoice.update", {
      id: draft.invoiceId,
      version: await versionOf((await t.caller("user")).invoice, draft.invoiceId),
      serviceDate: "0202-05-01",
    });
    expect(update).toMatchObject({ status: 400, message: `serviceDate : ${documentWindow()}` });
    expect((await invoiceRow(t.handle.db, draft.invoiceId))?.invoiceDate).toBe(before);
  });

  it("a credit note dated 31/12/9999 is a 400", async () => {
    const { creditId } = await insertDraftCredit(t, issuer, "100");
    const update = await trpc("user", "mutation", "credit.update", {
      id: creditId,
      version: await versionOf((await t.caller("user")).credit, creditId),
      creditDate: "9999-12-31",
    });
    expect(update).toMatchObject({ status: 400, message: `creditDate : ${documentWindow()}` });
  });
});
