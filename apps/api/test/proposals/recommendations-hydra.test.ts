import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadCallModule } from "../../src/modules/sales/lead-calls";
import { leadModule } from "../../src/modules/sales/leads";
import { recommendationModule } from "../../src/modules/sales/recommendations";
import { send } from "../catalogue/product-types-helpers";
import { PDF, uploadedId } from "../files-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { LEADS } from "../input-helpers";
import { createLeadAs } from "../sales/sales-helpers";
import { insertEvent, insertQuotationWithPurchase, leadWithClient } from "./recommendations-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [leadCallModule, leadModule, recommendationModule] });
});
afterAll(() => t.close());

const RECOS = "/api/compta/recommandations";

async function posted() {
  const lead = await leadWithClient(t);
  const response = await send(t, "POST", RECOS, "user", {
    troncCommunLead: `${LEADS}/${lead.leadId}`,
    company: `/api/companies/${lead.companyId}`,
    triangleCompany: `/api/tronc-commun/triangle_companies/${t.demo.companyIds[0]}`,
  });
  expect(response.statusCode).toBe(201);
  return { lead, body: response.json() };
}

describe("/api/compta/recommandations", () => {
  it("creates, reads with the spec's wire names, and lists", async () => {
    const { lead, body } = await posted();
    expect(body).toMatchObject({
      "@id": `${RECOS}/${body.id}`,
      "@type": "Recommandation",
      state: "RECO_STATE_DRAFT",
      troncCommunLead: `${LEADS}/${lead.leadId}`,
      company: { "@id": `/api/companies/${lead.companyId}`, isFactor: false },
      quotationCount: 0,
      delieveryDate: null,
      delieveryDateEnd: null,
      document: null,
    });
    expect(body).not.toHaveProperty("deliveryDate");
    await insertEvent(t, body.id, "2027-05-03T08:00:00Z", "2027-05-04T18:00:00Z");
    await insertQuotationWithPurchase(
      t,
      { id: body.id, triangleCompanyId: t.demo.companyIds[0] ?? 0 },
      { title: "Atelier" },
    );
    const got = (await send(t, "GET", `${RECOS}/${body.id}`, "chef")).json();
    // 1 100,00 € HT and 1 320,00 € TTC on the wire (110 000 and 132 000 cents).
    expect(got).toMatchObject({
      delieveryDate: "2027-05-03",
      delieveryDateEnd: "2027-05-04",
      quotationCount: 1,
      quotations: [{ title: "Atelier", totalHT: 1100, totalTTC: 1320 }],
    });
    const search = (
      await send(
        t,
        "GET",
        `/api/compta/recommandations-search?lead_id=${lead.leadId}&maxResults=5&page=1`,
        "user",
      )
    ).json();
    expect(search["hydra:totalItems"]).toBe(1);
    expect(search["hydra:member"][0]["@id"]).toBe(`${RECOS}/${body.id}`);
    const leadWire = (await send(t, "GET", `${LEADS}/${lead.leadId}`, "user")).json();
    expect(leadWire.recommantationCount).toBe(1);
  });

  it("refuses anonymous callers and a lead without company", async () => {
    expect((await t.app.inject({ method: "GET", url: RECOS })).statusCode).toBe(401);
    const caller = await t.caller("user");
    const bare = await createLeadAs(caller, t, { subject: "Sans entreprise" });
    const response = await send(t, "POST", RECOS, "user", { troncCommunLead: `${LEADS}/${bare.id}` });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain("Rattachez d'abord ce lead à une entreprise");
  });

  it("PUT saves validity, document and state together; a bad state changes nothing", async () => {
    const { body } = await posted();
    const pdf = await uploadedId(t, "user", "/compta/recommandation/upload/pdf", PDF);
    const put = await send(t, "PUT", `${RECOS}/${body.id}`, "user", {
      validAt: "2027-03-31",
      document: `/api/files/${pdf}`,
      state: "RECO_STATE_REFUSED",
      refusedStatus: "REFUSED_STATE_CHANGE",
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      validAt: "2027-03-31",
      document: { "@id": `/api/files/${pdf}` },
      state: "RECO_STATE_REFUSED",
      refusedStatus: "REFUSED_STATE_CHANGE",
    });
    const bad = await send(t, "PUT", `${RECOS}/${body.id}`, "user", {
      validAt: "2027-04-30",
      state: "RECO_STATE_WON",
    });
    expect(bad.statusCode).toBe(400);
    const after = (await send(t, "GET", `${RECOS}/${body.id}`, "user")).json();
    expect(after).toMatchObject({ validAt: "2027-03-31", state: "RECO_STATE_REFUSED" });
    const cleared = await send(t, "PUT", `${RECOS}/${body.id}`, "user", { document: null });
    expect(cleared.json().document).toBeNull();
  });

  it("duplicates through GET /admin/duplicate-recommandation/{id} and deletes the empty copy", async () => {
    const { body } = await posted();
    const duplicate = await send(t, "GET", `/admin/duplicate-recommandation/${body.id}`, "user");
    expect(duplicate.statusCode).toBe(200);
    const copy = duplicate.json();
    expect(copy.id).not.toBe(body.id);
    expect(copy.troncCommunLead).toBe(body.troncCommunLead);
    expect((await send(t, "DELETE", `${RECOS}/${copy.id}`, "user")).statusCode).toBe(204);
    expect((await send(t, "GET", `${RECOS}/${copy.id}`, "user")).statusCode).toBe(404);
    expect((await send(t, "GET", "/admin/duplicate-recommandation/999999", "user")).statusCode).toBe(404);
  });

  it("refuses deleting a recommendation with a quotation (422)", async () => {
    const { body } = await posted();
    await insertQuotationWithPurchase(t, { id: body.id, triangleCompanyId: t.demo.companyIds[0] ?? 0 });
    const response = await send(t, "DELETE", `${RECOS}/${body.id}`, "user");
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain("ne peut être supprimée que sans date de livraison ni devis");
  });
});
