import { files, quotations, recommendations } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadModule } from "../../src/modules/sales/leads";
import { recommendationModule } from "../../src/modules/sales/recommendations";
import { refreshRecommendationSearchText } from "../../src/services/proposals/recommendations/search-text";
import { PDF, PNG, uploadedId } from "../files-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { rejection, updateLeadNow } from "../sales/sales-helpers";
import {
  insertEvent,
  insertQuotationWithPurchase,
  leadWithClient,
  quotationContent,
} from "./recommendations-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [leadModule, recommendationModule] });
});
afterAll(() => t.close());

async function newRecommendation(clientName?: string) {
  const lead = await leadWithClient(t, clientName);
  const reco = await (await t.caller("user")).recommendation.create({ leadId: lead.leadId });
  return { lead, reco, owner: { id: reco.id, triangleCompanyId: reco.triangleCompany.id } };
}

describe("duplicating", () => {
  it("copies quotations, lines and purchases exactly, without dates, state, documents or events", async () => {
    const caller = await t.caller("user");
    const { lead, reco, owner } = await newRecommendation();
    const quotationId = await insertQuotationWithPurchase(t, owner, { title: "Cocktail" });
    await insertEvent(t, reco.id, "2027-05-03T08:00:00Z", "2027-05-03T18:00:00Z");
    const pdf = await uploadedId(t, "user", "/compta/recommandation/upload/pdf", PDF);
    await caller.recommendation.update({ id: reco.id, validAt: "2027-01-31", presentationFileId: pdf });
    await caller.recommendation.setState({ id: reco.id, state: "RECO_STATE_SEND" });

    const copy = await (await t.caller("chef")).recommendation.duplicate({ id: reco.id });
    expect(copy).toMatchObject({
      leadId: lead.leadId,
      state: "RECO_STATE_DRAFT",
      validAt: null,
      sendAt: null,
      presentation: null,
      deliveryDate: null,
      eventIds: [],
      createdBy: { id: t.demo.userIds.chef },
      quotationCount: 1,
    });
    const [copied] = copy.quotations;
    expect(copied?.title).toBe("Cocktail");
    expect(copied?.reference).toMatch(/^DE-[A-Z0-9]+-\d{4}-\d+$/);
    const original = await quotationContent(t, quotationId);
    expect(copied?.reference).not.toBe(original.quotation.reference);
    const duplicate = await quotationContent(t, copied?.id ?? 0);
    expect(original.lines).toHaveLength(2);
    expect(original.purchaseLines).toMatchObject([{ name: "Repas traiteur", fees: [{ name: "Livraison" }] }]);
    expect(duplicate.lines).toEqual(original.lines);
    expect(duplicate.purchaseLines).toEqual(original.purchaseLines);
    expect(duplicate.expenses).toEqual(
      original.expenses.map((expense) => ({ ...expense, supplierQuotationFileId: null })),
    );
    expect(duplicate.quotation).toMatchObject({
      title: "Cocktail",
      comment: "Apéritif compris",
      state: "QUOTATION_STATE_DRAFT",
      advancePercent: "30.00",
      paymentMode: 45,
      isRecurringPayment: true,
      totalHtCents: toCents(110_000),
      totalTtcCents: toCents(132_000),
      expensesTotalHtCents: toCents(40_500),
      expensesTotalTtcCents: toCents(48_600),
    });
    const cards = await caller.recommendation.listByLead({ leadId: lead.leadId });
    expect(cards.map((card) => card.id)).toEqual([copy.id, reco.id]);
  });
});

describe("deleting", () => {
  it("refuses while it has a delivery date or a quotation, and deletes an empty one", async () => {
    const caller = await t.caller("user");
    const message = "Une recommandation ne peut être supprimée que sans date de livraison ni devis";
    const dated = await newRecommendation();
    await insertEvent(t, dated.reco.id, "2027-05-03T08:00:00Z", "2027-05-03T18:00:00Z");
    expect(await rejection(caller.recommendation.delete({ id: dated.reco.id }))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message,
    });
    expect((await caller.recommendation.get({ id: dated.reco.id })).canDelete).toBe(false);
    const quoted = await newRecommendation();
    await insertQuotationWithPurchase(t, quoted.owner);
    expect((await rejection(caller.recommendation.delete({ id: quoted.reco.id }))).message).toBe(message);

    const empty = await newRecommendation();
    await caller.recommendation.delete({ id: empty.reco.id });
    expect(
      await t.handle.db.select().from(recommendations).where(eq(recommendations.id, empty.reco.id)),
    ).toEqual([]);
    expect((await rejection(caller.recommendation.get({ id: empty.reco.id }))).message).toBe(
      "Cette recommandation est introuvable",
    );
  });
});

describe("searching", () => {
  it("finds by client, lead subject and quotation title, accent-free, and filters by lead", async () => {
    const caller = await t.caller("user");
    const { lead, reco, owner } = await newRecommendation("Château Élégance");
    const quotationId = await insertQuotationWithPurchase(t, owner, { title: "Soirée œnologie" });
    await refreshRecommendationSearchText(t.handle.db, reco.id);
    const ids = async (input: Parameters<typeof caller.recommendation.search>[0]) =>
      (await caller.recommendation.search(input)).items.map((item) => item.id);
    expect(await ids({ q: "chateau elegance" })).toEqual([reco.id]);
    expect(await ids({ q: "OENOLOGIE" })).toEqual([reco.id]);
    expect(await ids({ q: lead.subject })).toEqual([reco.id]);
    expect(await ids({ leadId: lead.leadId })).toEqual([reco.id]);
    expect(await ids({ q: "inexistant-zzz" })).toEqual([]);

    // B renames the quotation and calls the refresh in its transaction.
    await t.handle.db.update(quotations).set({ title: "Brunch" }).where(eq(quotations.id, quotationId));
    await refreshRecommendationSearchText(t.handle.db, reco.id);
    expect(await ids({ q: "oenologie" })).toEqual([]);
    expect(await ids({ q: "brunch" })).toContain(reco.id);

    // Renaming the lead (owner needed to edit it) keeps the search right.
    await caller.lead.takeOver({ id: lead.leadId });
    await updateLeadNow(caller, { id: lead.leadId, subject: `Mariage champêtre ${reco.id}` });
    expect(await ids({ q: `mariage champetre ${reco.id}` })).toEqual([reco.id]);
  });
});

describe("presentation PDF and validity date", () => {
  it("links a PDF, refuses another file without saving anything, and removes it with null", async () => {
    const caller = await t.caller("user");
    const { reco } = await newRecommendation();
    const png = await uploadedId(t, "user", "/api/files", PNG);
    const refusal = await rejection(
      caller.recommendation.update({ id: reco.id, validAt: "2027-02-01", presentationFileId: png }),
    );
    expect(refusal).toEqual({ code: "BAD_REQUEST", message: "La présentation doit être un fichier PDF" });
    expect(await caller.recommendation.get({ id: reco.id })).toMatchObject({
      validAt: null,
      presentation: null,
    });

    const pdf = await uploadedId(t, "user", "/compta/recommandation/upload/pdf", PDF);
    const linked = await caller.recommendation.update({
      id: reco.id,
      presentationFileId: pdf,
      validAt: "2027-02-01",
    });
    const [file] = await t.handle.db.select().from(files).where(eq(files.id, pdf));
    expect(linked).toMatchObject({
      validAt: "2027-02-01",
      presentation: { id: pdf, filename: file?.filename },
    });
    const removed = await caller.recommendation.update({
      id: reco.id,
      presentationFileId: null,
      validAt: "",
    });
    expect(removed).toMatchObject({ validAt: null, presentation: null });
    expect(
      (await rejection(caller.recommendation.update({ id: reco.id, validAt: "2027-02-30" }))).message,
    ).toBe("La date de validité n'est pas une date valide");
  });
});
