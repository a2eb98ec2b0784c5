import { credits, invoices, quotationExpenses, recommendations, suppliers } from "@tronc/db";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS } from "../src/hydra/paths";
import { invoiceModule } from "../src/modules/billing/invoices";
import { quotationBillingModule } from "../src/modules/billing/quotation-billing";
import { supplierModule } from "../src/modules/catalogue/suppliers";
import { creditModule } from "../src/modules/money-in/credits";
import { quotationExpenseModule } from "../src/modules/proposals/quotation-expenses";
import { quotationModule } from "../src/modules/proposals/quotations";
import { recommendationModule } from "../src/modules/sales/recommendations";
import { quotationState } from "./billing/billing-helpers";
import { insertAcceptedQuotation } from "./billing/invoicing-fixtures";
import { PNG, uploadedId } from "./files-helpers";
import { createTestApp, type TestApp } from "./helpers";
import { PostWorld } from "./hydra-post/world";
import { hydraAs } from "./input-helpers";

/**
 * A POST that makes its row and then saves the fields only an update writes (supplier, invoice, credit
 * note, supplier purchase), or checks what it was sent against what it made (invoice, recommendation),
 * runs in one transaction: when a field is refused, the answer is the refusal and nothing was made.
 */
let t: TestApp;
let world: PostWorld;
let send: ReturnType<typeof hydraAs>;
beforeAll(async () => {
  t = await createTestApp({
    modules: [
      creditModule,
      invoiceModule,
      quotationBillingModule,
      quotationExpenseModule,
      quotationModule,
      recommendationModule,
      supplierModule,
    ],
  });
  world = new PostWorld(t);
  send = hydraAs(t);
}, 60_000);
afterAll(() => t.close());

const rows = async (table: PgTable) => (await t.handle.db.select({ n: count() }).from(table))[0]?.n;

describe("a POST refused on a field of its update leaves nothing", () => {
  it("a supplier with a wrong SIRET: 400, and no draft is left", async () => {
    const before = await rows(suppliers);
    const answer = await send("user", "POST", PATHS.suppliers, {
      name: "Traiteur Dupont",
      siret: "12345678901234",
      address: { address: "12 Rue de la République", postalCode: "69002", city: "Lyon" },
    });
    expect(answer.status).toBe(400);
    expect(answer.description).toMatch(/SIRET/);
    expect(await rows(suppliers)).toBe(before);
  });

  it("a supplier POSTed empty is still the spec's draft", async () => {
    const answer = await send("user", "POST", PATHS.suppliers, {});
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: "", isDraft: true });
  });

  it("a deposit invoice with a payment delay not offered: 400, no draft, the quotation still unbilled", async () => {
    const quotation = await world.acceptedQuotation();
    const before = await rows(invoices);
    const answer = await send("user", "POST", PATHS.invoices, {
      type: "TYPE_ADVANCE",
      company: quotation.company,
      triangleCompany: world.group(0),
      quotations: [quotation.iri],
      advance: 30,
      paymentMode: 17,
    });
    expect(answer).toMatchObject({
      status: 400,
      description: "Le délai de paiement 17 n'est pas proposé (0, 30, 45 ou 60 jours)",
    });
    expect(await rows(invoices)).toBe(before);
    expect(await quotationState(t.handle.db, quotation.quotationId)).toBe("QUOTATION_STATE_ACCEPTED");
  });

  it("a deposit invoice for another client than the quotation's: 422, not billed to it", async () => {
    const quotation = await insertAcceptedQuotation(t.handle.db, {
      issuerId: world.groupId(0),
      reference: "DE-ATOM-2026-00001",
    });
    const before = await rows(invoices);
    const answer = await send("user", "POST", PATHS.invoices, {
      type: "TYPE_ADVANCE",
      company: await world.client(),
      triangleCompany: world.group(0),
      quotations: [`${PATHS.quotations}/${quotation.quotationId}`],
      advance: 30,
    });
    expect(answer).toMatchObject({
      status: 422,
      description: "Le devis DE-ATOM-2026-00001 n'est pas un devis de cette entreprise pour ce client",
    });
    expect(await rows(invoices)).toBe(before);
  });

  it("a recommendation for another client than the lead's: 422, none made", async () => {
    const lead = await world.lead();
    const before = await rows(recommendations);
    const answer = await send("user", "POST", PATHS.recommendations, {
      troncCommunLead: lead.iri,
      company: await world.client(),
      triangleCompany: world.group(0),
    });
    expect(answer).toMatchObject({
      status: 422,
      description: `Une recommandation est faite au client du lead (${lead.clientName}) par l'entreprise du groupe qui le gère (Triangle Événements)`,
    });
    expect(await rows(recommendations)).toBe(before);
  });

  it("a credit note dated on a day that does not exist: 400, no draft", async () => {
    const before = await rows(credits);
    const answer = await send("user", "POST", PATHS.credits, {
      company: await world.invoiceableClient(),
      triangleCompany: world.group(0),
      createdAt: "2026-02-30",
    });
    expect(answer).toMatchObject({
      status: 400,
      description: "La date de l'avoir « 30/02/2026 » n'est pas une date",
    });
    expect(await rows(credits)).toBe(before);
  });

  it("a supplier purchase with an image for the supplier's quotation: refused, no purchase", async () => {
    const quotation = await world.draftQuotation();
    const image = await uploadedId(t, "user", "/api/files", PNG);
    const before = await rows(quotationExpenses);
    const answer = await send("user", "POST", PATHS.quotationExpenses, {
      quotation,
      supplier: (await world.supplier("Location Lumière")).iri,
      title: "Éclairage",
      supplierQuotationFile: `${PATHS.files}/${image}`,
    });
    expect(answer).toMatchObject({
      status: 400,
      description: "Le devis fournisseur doit être un fichier PDF",
    });
    expect(await rows(quotationExpenses)).toBe(before);
  });
});
