import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceModule } from "../../src/modules/billing/invoices";
import { createTestApp, type TestApp } from "../helpers";
import { versionOf } from "../versions-helpers";
import { insertDraft, invoiceRow } from "./invoice-edit-helpers";

// The mandatory mentions the edit page sets: delivery address, date of the service, operation category.
// An unknown category is refused in invoice-edit.test.ts ('refuses an unknown operation category').

let t: TestApp;
let issuerId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [invoiceModule] });
  issuerId = t.demo.companyIds[1] as number;
});
afterAll(() => t.close());

const DELIVERY = "Entrepôt Nord\n4 allée des Docks\n59000 Lille";

/** invoice.update over HTTP, as the page sends it: the status and the error the page reads. */
async function postUpdate(who: "user" | "compta", input: object) {
  const response = await t.app.inject({
    method: "POST",
    url: "/trpc/invoice.update",
    headers: { cookie: await t.login(who) },
    payload: input,
  });
  return { status: response.statusCode, error: response.json().error };
}

const mentionsOf = async (id: number) => {
  const row = await invoiceRow(t.handle.db, id);
  return {
    deliveryAddress: row.deliveryAddress,
    serviceDate: row.serviceDate,
    operationCategory: row.operationCategory,
  };
};

describe("the mentions of a draft", () => {
  it("saves the delivery address, the service date and the category, and reads them back", async () => {
    const draft = await insertDraft(t.handle.db, issuerId);
    const user = await t.caller("user");
    expect(await user.invoice.get({ id: draft.invoiceId })).toMatchObject({
      deliveryAddress: "",
      serviceDate: null,
      operationCategory: "SERVICES",
    });

    await user.invoice.update({
      id: draft.invoiceId,
      version: await versionOf(user.invoice, draft.invoiceId),
      deliveryAddress: `  ${DELIVERY}  `,
      serviceDate: "2026-03-14",
      operationCategory: "GOODS",
    });
    expect(await user.invoice.get({ id: draft.invoiceId })).toMatchObject({
      deliveryAddress: DELIVERY,
      serviceDate: "2026-03-14",
      operationCategory: "GOODS",
    });

    // Emptied: the delivery address is the billing one again, the PDF prints the invoice date.
    const cleared = await user.invoice.update({
      id: draft.invoiceId,
      version: await versionOf(user.invoice, draft.invoiceId),
      deliveryAddress: "",
      serviceDate: "",
    });
    expect(cleared).toMatchObject({ deliveryAddress: "", serviceDate: null, operationCategory: "GOODS" });
  });

  it("takes a delivery address of exactly 300 characters", async () => {
    const draft = await insertDraft(t.handle.db, issuerId);
    const view = await (await t.caller("user")).invoice.update({
      id: draft.invoiceId,
      version: await versionOf((await t.caller("user")).invoice, draft.invoiceId),
      deliveryAddress: "é".repeat(300),
    });
    expect(view.deliveryAddress).toHaveLength(300);
  });

  it.each([
    [
      "a delivery address of 301 characters",
      { deliveryAddress: "a".repeat(301) },
      "L'adresse de livraison ne doit pas dépasser 300 caractères",
      { domainCode: "INVOICE_DELIVERY_ADDRESS_TOO_LONG", field: "deliveryAddress" },
    ],
    [
      "a service date that does not exist",
      { serviceDate: "2026-02-30" },
      "La date « 30/02/2026 » n'existe pas",
      { domainCode: "INVALID_DATE" },
    ],
    [
      "a service date that is not a date",
      { serviceDate: "14/03/2026" },
      "La date « 14/03/2026 » n'existe pas",
      { domainCode: "INVALID_DATE" },
    ],
  ])("refuses %s: 400 in French, nothing saved", async (_name, fields, message, data) => {
    const draft = await insertDraft(t.handle.db, issuerId);
    const before = await mentionsOf(draft.invoiceId);
    const { status, error } = await postUpdate("user", {
      id: draft.invoiceId,
      version: await versionOf((await t.caller("user")).invoice, draft.invoiceId),
      operationCategory: "MIXED",
      ...fields,
    });
    expect(status).toBe(400);
    expect(error.message).toBe(message);
    expect(error.data).toMatchObject(data);
    expect(await mentionsOf(draft.invoiceId)).toEqual(before);
  });
});

describe("the mentions of a validated invoice", () => {
  it("are frozen: each change is refused in French (422), sending them back unchanged is not a change", async () => {
    const draft = await insertDraft(t.handle.db, issuerId);
    const compta = await t.caller("compta");
    await compta.invoice.update({
      id: draft.invoiceId,
      version: await versionOf(compta.invoice, draft.invoiceId),
      deliveryAddress: DELIVERY,
      serviceDate: "2026-03-14",
      operationCategory: "MIXED",
      state: "STATE_VALIDATED",
      confirmed: true,
    });
    const frozen = await mentionsOf(draft.invoiceId);
    expect(frozen).toEqual({
      deliveryAddress: DELIVERY,
      serviceDate: "2026-03-14",
      operationCategory: "MIXED",
    });

    // the refusal names the field changed, not the lines
    const delivery =
      "L'adresse de livraison d'une facture validée ne peut plus être modifiée : passez par un avoir";
    const service =
      "La date de prestation d'une facture validée ne peut plus être modifiée : passez par un avoir";
    for (const [field, value, sentence] of [
      ["deliveryAddress", "1 place Bellecour\n69002 Lyon", delivery],
      ["deliveryAddress", "", delivery],
      ["serviceDate", "2026-03-15", service],
      ["serviceDate", null, service],
      [
        "operationCategory",
        "SERVICES",
        "La catégorie d'opération d'une facture validée ne peut plus être modifiée : passez par un avoir",
      ],
    ] as const) {
      const { status, error } = await postUpdate("compta", {
        id: draft.invoiceId,
        version: await versionOf(compta.invoice, draft.invoiceId),
        [field]: value,
      });
      expect(status).toBe(422);
      expect(error.message).toBe(sentence);
      expect(error.data).toMatchObject({ domainCode: "INVOICE_FIELD_LOCKED", field });
    }
    expect(await mentionsOf(draft.invoiceId)).toEqual(frozen);

    const same = await compta.invoice.update({
      id: draft.invoiceId,
      version: await versionOf(compta.invoice, draft.invoiceId),
      ...frozen,
      state: "STATE_SEND",
    });
    expect(same).toMatchObject({ ...frozen, state: "STATE_SEND" });
  });
});
