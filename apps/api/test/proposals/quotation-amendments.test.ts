import { quotationLines, quotations, recommendations } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppCaller } from "../../src/trpc/caller";
import { createTestApp, type DemoUser, type TestApp } from "../helpers";
import { hydraAs } from "../input-helpers";
import { rejection } from "../sales/sales-helpers";
import { newQuotationAs, quotationRowCounts } from "./quotations-helpers";

const SIGNED =
  "Ce devis a été accepté par le client : ses lignes, ses prix et ses conditions ne peuvent plus être modifiés. Créez un avenant pour le changer";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let issuer: number;
beforeAll(async () => {
  t = await createTestApp();
  send = hydraAs(t);
  issuer = t.demo.companyIds[0] ?? 0;
});
afterAll(() => t.close());

/** The client signs: the recommendation and its quotation accepted (as the state selector leaves them). */
async function accept(quotationId: number) {
  const [row] = await t.handle.db
    .update(quotations)
    .set({ state: "QUOTATION_STATE_ACCEPTED" })
    .where(eq(quotations.id, quotationId))
    .returning({ recommendationId: quotations.recommendationId });
  await t.handle.db
    .update(recommendations)
    .set({ state: "RECO_STATE_ACCEPTED" })
    .where(eq(recommendations.id, row?.recommendationId ?? 0));
}

/**
 * A signed quotation of two lines, worked out by hand:
 * - Location salle: 2 × 150,00 € at 20 % → 300,00 € HT, 60,00 € TVA;
 * - Traiteur: 10 × 12,50 € less 10 % at 10 % → 125,00 € base, 112,50 € HT, 11,25 € TVA.
 * Total 412,50 € HT, 71,25 € TVA, 483,75 € TTC.
 */
async function signedQuotation() {
  const { user, id, recommendationId } = await newQuotationAs(t, issuer);
  const room = await user.quotationLine.create({
    quotationId: id,
    name: "Location salle",
    quantity: "2",
    unitPrice: "150",
    tva: "20",
  });
  await user.quotationLine.create({
    quotationId: id,
    name: "Traiteur",
    quantity: "10",
    unitPrice: "12,50",
    tva: "10",
    discount: "10",
  });
  const { version } = await user.quotation.get({ id });
  await user.quotation.update({ id, version, title: "Séminaire", advancePercent: "30" });
  await accept(id);
  return { user, id, recommendationId, roomLineId: room.id };
}

const totalsOf = async (caller: AppCaller, id: number) => {
  const { totalHtCents, totalTvaCents, totalTtcCents } = await caller.quotation.get({ id });
  return { totalHtCents, totalTvaCents, totalTtcCents };
};

describe("an accepted quotation is locked", () => {
  it("refuses a line or a term changed through tRPC and Hydra with the sentence, a 422, nothing written", async () => {
    const { user, id, roomLineId } = await signedQuotation();
    const before = await user.quotation.get({ id });
    expect(before).toMatchObject({ canEditLines: false, canAmend: true, amendments: [], amendmentOf: null });
    const counts = await quotationRowCounts(t.handle.db);
    const refused = { code: "UNPROCESSABLE_CONTENT", message: SIGNED };
    expect(await rejection(user.quotationLine.update({ id: roomLineId, quantity: "3" }))).toEqual(refused);
    expect(await rejection(user.quotationLine.create({ quotationId: id, name: "Vin" }))).toEqual(refused);
    expect(await rejection(user.quotationLine.delete({ id: roomLineId }))).toEqual(refused);
    for (const change of [
      { title: "Autre" },
      { advancePercent: "50" },
      { paymentMode: 60 },
      { comment: "x" },
    ]) {
      expect(await rejection(user.quotation.update({ id, version: before.version, ...change }))).toEqual(
        refused,
      );
    }
    const line = await send("user", "PUT", `/api/compta/quotation_triangle_products/${roomLineId}`, {
      quantity: 3,
    });
    expect(line).toMatchObject({ status: 422, description: SIGNED });
    const put = await send("user", "PUT", `/api/compta/quotations/${id}`, { advance: 10 });
    expect(put).toMatchObject({ status: 422, description: SIGNED });

    const after = await user.quotation.get({ id });
    expect(after.version).toBe(before.version);
    expect(after.lines).toEqual(before.lines);
    expect(await totalsOf(user, id)).toEqual({
      totalHtCents: 41_250,
      totalTvaCents: 7_125,
      totalTtcCents: 48_375,
    });
    expect(await quotationRowCounts(t.handle.db)).toEqual(counts);
  });

  it("still takes a PUT that resends the signed values unchanged, and the accounting's 'Paiement récurrent'", async () => {
    const { user, id } = await signedQuotation();
    const put = await send("user", "PUT", `/api/compta/quotations/${id}`, {
      title: "Séminaire",
      advance: 30,
      isRecurringPayment: true,
    });
    expect(put.status).toBe(200);
    expect(await user.quotation.get({ id })).toMatchObject({ title: "Séminaire", isRecurringPayment: true });
  });
});

describe("'Créer un avenant'", () => {
  it("copies lines and terms into a draft 'Avenant n° 1' on a new recommendation of the same lead; the original stays", async () => {
    const { user, id, recommendationId } = await signedQuotation();
    const original = await user.quotation.get({ id });
    const created = await user.quotation.createAmendment({ id });
    expect(created).toMatchObject({ reference: `${original.reference}-A1`, amendmentNumber: 1 });
    expect(created.recommendationId).not.toBe(recommendationId);

    const amendment = await user.quotation.get({ id: created.id });
    expect(amendment).toMatchObject({
      state: "QUOTATION_STATE_DRAFT",
      title: "Séminaire",
      advancePercent: "30",
      canEditLines: true,
      canAmend: false,
      amendmentNumber: 1,
      amendmentOf: { id, reference: original.reference, recommendationId },
      totalHtCents: 41_250,
      totalTvaCents: 7_125,
      totalTtcCents: 48_375,
    });
    const shape = ({
      name,
      quantity,
      unitPriceCents,
      vatRate,
      discountPercent,
    }: (typeof original.lines)[0]) => ({
      name,
      quantity,
      unitPriceCents,
      vatRate,
      discountPercent,
    });
    expect(amendment.lines.map(shape)).toEqual(original.lines.map(shape));
    const [parties] = await t.handle.db
      .select()
      .from(recommendations)
      .where(eq(recommendations.id, created.recommendationId));
    const [originalParties] = await t.handle.db
      .select()
      .from(recommendations)
      .where(eq(recommendations.id, recommendationId));
    expect(parties).toMatchObject({
      state: "RECO_STATE_DRAFT",
      leadId: originalParties?.leadId,
      companyId: originalParties?.companyId,
      triangleCompanyId: originalParties?.triangleCompanyId,
    });

    // The amendment is edited like any draft: the room for 3 → 450,00 + 112,50 = 562,50 € HT,
    // 90,00 + 11,25 = 101,25 € TVA, 663,75 € TTC. The signed one keeps its 483,75 €.
    const room = amendment.lines.find((line) => line.name === "Location salle");
    await user.quotationLine.update({ id: room?.id ?? 0, quantity: "3" });
    expect(await totalsOf(user, created.id)).toEqual({
      totalHtCents: 56_250,
      totalTvaCents: 10_125,
      totalTtcCents: 66_375,
    });
    const kept = await user.quotation.get({ id });
    expect(kept).toMatchObject({
      totalTtcCents: 48_375,
      version: original.version,
      state: "QUOTATION_STATE_ACCEPTED",
    });
    expect(kept.lines).toEqual(original.lines);
    expect(kept.amendments).toEqual([
      {
        id: created.id,
        reference: created.reference,
        amendmentNumber: 1,
        state: "QUOTATION_STATE_DRAFT",
        recommendationId: created.recommendationId,
      },
    ]);
    expect(kept.canAmend).toBe(false);

    // One amendment at a time.
    expect(await rejection(user.quotation.createAmendment({ id }))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message: `L'avenant ${created.reference} de ce devis est en cours : modifiez-le plutôt que d'en créer un autre`,
    });

    // Both histories tell it.
    const history = await user.history.list({ kind: "quotation", id });
    expect(history.items.map((item) => item.text)).toContain(`Avenant créé : ${created.reference}`);
    const ownHistory = await user.history.list({ kind: "quotation", id: created.id });
    expect(ownHistory.items.map((item) => item.text)).toContain(
      `Créé comme avenant de : ${original.reference}`,
    );
  });

  it("once the amendment is signed it replaces the original, and the next one is n° 2 of the same original", async () => {
    const { user, id } = await signedQuotation();
    const first = await user.quotation.createAmendment({ id });
    await accept(first.id);
    const original = await user.quotation.get({ id });
    expect(original.replacedBy).toEqual({
      id: first.id,
      reference: first.reference,
      recommendationId: first.recommendationId,
    });
    expect(original.canAmend).toBe(false);
    expect(await rejection(user.quotation.createAmendment({ id }))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message: `Ce devis est remplacé par l'avenant ${first.reference} : c'est lui qu'il faut modifier`,
    });
    const second = await user.quotation.createAmendment({ id: first.id });
    expect(second).toMatchObject({ reference: `${original.reference}-A2`, amendmentNumber: 2 });
    expect((await user.quotation.get({ id: second.id })).amendmentOf?.id).toBe(id);
  });

  it("'Ajouter un devis' on an accepted recommendation is refused (422): an amendment or a new recommendation", async () => {
    const { user, id, recommendationId } = await signedQuotation();
    const counts = await quotationRowCounts(t.handle.db);
    expect(await rejection(user.quotation.create({ recommendationId }))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message:
        "Cette recommandation est acceptée : un devis ajouté naîtrait signé. Pour changer ce qui a été signé, créez un avenant de son devis ; pour un complément, une nouvelle recommandation",
    });
    expect(await quotationRowCounts(t.handle.db)).toEqual(counts);
    expect((await user.quotation.createAmendment({ id })).id).toBeGreaterThan(id);
  });

  it("a quotation not accepted is edited directly: no amendment (422), nothing written", async () => {
    const { user, id } = await newQuotationAs(t, issuer);
    const counts = await quotationRowCounts(t.handle.db);
    expect(await rejection(user.quotation.createAmendment({ id }))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message: "Seul un devis accepté se modifie par avenant : celui-ci peut encore être modifié directement",
    });
    expect(await quotationRowCounts(t.handle.db)).toEqual(counts);
    expect((await rejection(user.quotation.createAmendment({ id: 2_000_000_000 }))).code).toBe("NOT_FOUND");
  });

  it("may be created by whoever edits quotations (every signed-in role) over Hydra; nobody signed in gets 401", async () => {
    for (const who of ["user", "chef", "compta", "admin"] as DemoUser[]) {
      const { id } = await signedQuotation();
      const answer = await send(who, "POST", `/api/compta/quotations/${id}/amendments`);
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        "@type": "Quotation",
        state: "QUOTATION_STATE_DRAFT",
        amendmentNumber: 1,
        amendmentOf: `/api/compta/quotations/${id}`,
      });
    }
    const { id } = await signedQuotation();
    const anonymous = await t.send("POST", `/api/compta/quotations/${id}/amendments`, null);
    expect(anonymous.statusCode).toBe(401);
    const lines = await t.handle.db.select().from(quotationLines).where(eq(quotationLines.quotationId, id));
    expect(lines).toHaveLength(2);
    expect((await (await t.caller("user")).quotation.get({ id })).amendments).toEqual([]);
  });
});
