import { forecastPayments } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forecastPaymentModule } from "../../src/modules/cash/forecast-payments";
import { createTestApp, type TestApp } from "../helpers";
import { hydraAs } from "../input-helpers";
import { insertAcceptedQuotation, SAMPLE_TTC_CENTS } from "./invoicing-fixtures";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let quotationId: number;
const PAYMENTS = "/api/compta/financial-forecast/payments";

beforeAll(async () => {
  t = await createTestApp({ modules: [forecastPaymentModule] });
  send = hydraAs(t);
  quotationId = (await insertAcceptedQuotation(t.handle.db, { issuerId: t.demo.companyIds[0] ?? 0 }))
    .quotationId;
}, 60_000);
afterAll(() => t.close());

const rowsOf = (id: number) =>
  t.handle.db.select().from(forecastPayments).where(eq(forecastPayments.quotationId, id));

describe("forecast payments (payment schedule)", () => {
  it("creates, lists, edits and deletes, never above the quotation's TTC (3 773,75 €)", async () => {
    const caller = await t.caller("user");
    const first = await caller.forecastPayment.create({
      quotationId,
      date: "2026-12-15",
      amount: "2 000,00",
    });
    expect(first).toMatchObject({ quotationId, date: "2026-12-15", amountCents: toCents(200_000) });
    // 2 000,00 + 1 773,76 = 3 773,76 > 3 773,75: refused with the amounts
    await expect(
      caller.forecastPayment.create({ quotationId, date: "2027-01-15", amount: 1773.76 }),
    ).rejects.toThrow(
      "Les paiements prévisionnels (3\u202f773,76\u00a0€) dépasseraient le total TTC du devis (3\u202f773,75\u00a0€) : il reste 1\u202f773,75\u00a0€ à prévoir",
    );
    const second = await caller.forecastPayment.create({ quotationId, date: "2027-01-15", amount: 1773.75 });
    expect((await caller.forecastPayment.listByQuotation({ quotationId })).map((p) => p.id)).toEqual([
      first.id,
      second.id,
    ]);
    // Lowering one frees room; raising it back past the TTC is refused
    await caller.forecastPayment.update({ id: first.id, amount: "1500" });
    await expect(caller.forecastPayment.update({ id: first.id, amount: "2000,01" })).rejects.toThrow(
      "dépasseraient le total TTC du devis",
    );
    const moved = await caller.forecastPayment.update({ id: first.id, date: "2026-12-20" });
    expect(moved).toMatchObject({ date: "2026-12-20", amountCents: toCents(150_000) });
    await caller.forecastPayment.delete({ id: second.id });
    expect((await rowsOf(quotationId)).map((row) => row.amountCents)).toEqual([150_000]);
  });

  it("refuses a bad date or amount in French, writing nothing", async () => {
    const caller = await t.caller("compta");
    const before = (await rowsOf(quotationId)).length;
    await expect(
      caller.forecastPayment.create({ quotationId, date: "2026-02-30", amount: 10 }),
    ).rejects.toThrow();
    await expect(
      caller.forecastPayment.create({ quotationId, date: "2026-02-03", amount: 0 }),
    ).rejects.toThrow("Le montant du paiement prévisionnel doit être supérieur à zéro");
    await expect(
      caller.forecastPayment.create({ quotationId, date: "2026-02-03", amount: "1,234" }),
    ).rejects.toThrow("Le montant du paiement prévisionnel ne peut pas avoir plus de deux décimales");
    await expect(caller.forecastPayment.create({ quotationId, date: null, amount: 5 })).rejects.toThrow(
      "La date du paiement prévisionnel est obligatoire",
    );
    expect((await rowsOf(quotationId)).length).toBe(before);
  });

  it("lets only one of two simultaneous creations pass the TTC", async () => {
    const fresh = (await insertAcceptedQuotation(t.handle.db, { issuerId: t.demo.companyIds[0] ?? 0 }))
      .quotationId;
    const caller = await t.caller("compta");
    // Each 2 000,00 fits alone in 3 773,75; both together do not.
    const results = await Promise.allSettled([
      caller.forecastPayment.create({ quotationId: fresh, date: "2027-02-01", amount: 2000 }),
      caller.forecastPayment.create({ quotationId: fresh, date: "2027-02-02", amount: 2000 }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((result) => result.status === "rejected")).toHaveLength(1);
    const sum = (await rowsOf(fresh)).reduce((total, row) => total + row.amountCents, 0);
    expect(sum).toBe(200_000);
    expect(sum).toBeLessThanOrEqual(SAMPLE_TTC_CENTS);
  });

  it("speaks Hydra: POST, PUT, GET by id and by quotation, bad input 400/422", async () => {
    const quotationIri = `/api/compta/quotations/${quotationId}`;
    const created = await send("compta", "POST", PAYMENTS, {
      date: "2027-03-01",
      amount: 100.5,
      quotation: quotationIri,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      "@type": "ForecastPayment",
      date: "2027-03-01",
      amount: 100.5,
      quotation: quotationIri,
    });
    const iri = String(created.body["@id"]);
    const put = await send("compta", "PUT", iri, { amount: "200,25" });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ amount: 200.25, date: "2027-03-01" });
    expect((await send("compta", "GET", iri)).body).toMatchObject({ amount: 200.25 });
    for (const query of [`quotation=${encodeURIComponent(quotationIri)}`, `quotation=${quotationId}`]) {
      const list = await send("user", "GET", `${PAYMENTS}?${query}`);
      expect(list.status).toBe(200);
      expect(list.body["hydra:totalItems"]).toBe(2);
    }
    expect((await send("user", "GET", PAYMENTS)).status).toBe(400);
    const zero = await send("compta", "POST", PAYMENTS, {
      date: "2027-03-01",
      amount: 0,
      quotation: quotationIri,
    });
    expect(zero.status).toBe(400);
    expect(zero.description).toBe("Le montant du paiement prévisionnel doit être supérieur à zéro");
    const tooMuch = await send("compta", "POST", PAYMENTS, {
      date: "2027-03-01",
      amount: 9999,
      quotation: quotationIri,
    });
    expect(tooMuch.status).toBe(422);
    expect((await send("compta", "GET", `${PAYMENTS}/2000000000`)).status).toBe(404);
    expect((await send("compta", "DELETE", iri)).status).toBe(204);
  });
});
