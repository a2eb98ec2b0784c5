import { auditLog } from "@tronc/db";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountingQuotationModule } from "../../src/modules/proposals/accounting-quotations";
import { quotationLineModule } from "../../src/modules/proposals/quotation-lines";
import { quotationModule } from "../../src/modules/proposals/quotations";
import { recommendationModule } from "../../src/modules/sales/recommendations";
import { createTestApp, type DemoUser, type TestApp } from "../helpers";
import { trpcAs } from "../input-helpers";
import { hydraAs } from "../versions-helpers";
import { newQuotationAs } from "./quotations-helpers";

/** Every save happens at 13:32 UTC on 12 March 2026: 14 h 32 in Paris (winter time). */
const NOW = new Date("2026-03-12T13:32:00Z");
const BY_HUGO = "Ce devis a été modifié par Hugo Petit à 14 h 32 pendant votre saisie";
const QUOTATIONS = "/api/compta/quotations";

let t: TestApp;
let trpc: ReturnType<typeof trpcAs>;
let issuer: number;
beforeAll(async () => {
  t = await createTestApp({
    modules: [accountingQuotationModule, quotationLineModule, quotationModule, recommendationModule],
    now: () => NOW,
  });
  trpc = trpcAs(t);
  issuer = t.demo.companyIds[0] ?? 0;
});
afterAll(() => t.close());

/** A Hydra request with an optional If-Match header. */
const hydra = (who: DemoUser, method: "GET" | "PUT", url: string, body?: object, ifMatch?: string) =>
  hydraAs(t, who, method, url, body, ifMatch);

describe("a quotation saved on an old version (tRPC)", () => {
  it("is refused with who changed it and when; nothing of the late save is written", async () => {
    const { user, id } = await newQuotationAs(t, issuer);
    const chef = await t.caller("chef");
    const read = await user.quotation.get({ id });
    expect(read.version).toBe(1);
    const first = await chef.quotation.update({ id, version: 1, title: "Gala de printemps" });
    expect(first.version).toBe(2);
    await expect(user.quotation.update({ id, version: 1, title: "Gala d'hiver" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: BY_HUGO,
    });
    const now = await user.quotation.get({ id });
    expect(now).toMatchObject({ title: "Gala de printemps", version: 2 });
    // 'Écraser': the same typing sent again on the version now read goes through.
    expect(await user.quotation.update({ id, version: 2, title: "Gala d'hiver" })).toMatchObject({
      title: "Gala d'hiver",
      version: 3,
    });
  });

  it("a state changed from the recommendation's dialog moves the version: a screen read before is told", async () => {
    const { user, id, recommendationId } = await newQuotationAs(t, issuer);
    const read = await user.quotation.get({ id });
    const chef = await t.caller("chef");
    await chef.recommendation.setState({ id: recommendationId, state: "RECO_STATE_SEND" });
    const sent = await user.quotation.get({ id });
    expect(sent).toMatchObject({ state: "QUOTATION_STATE_SEND", version: read.version + 1 });
    await expect(
      user.quotation.update({ id, version: read.version, title: "Gala d'automne" }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: BY_HUGO });
    const states = await t.handle.db
      .select({ by: auditLog.userId, from: auditLog.fromValue, to: auditLog.toValue })
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, "quotation"), eq(auditLog.entityId, id), eq(auditLog.field, "state")),
      );
    expect(states).toEqual([
      { by: t.demo.userIds.chef, from: "QUOTATION_STATE_DRAFT", to: "QUOTATION_STATE_SEND" },
    ]);
  });

  it("a line added, changed or removed moves the quotation's version, and the history says so", async () => {
    const { user, id } = await newQuotationAs(t, issuer);
    const line = await user.quotationLine.create({
      quotationId: id,
      name: "Pose",
      quantity: "2",
      unitPrice: "125",
    });
    expect((await user.quotation.get({ id })).version).toBe(2);
    await user.quotationLine.update({ id: line.id, quantity: "3" });
    await user.quotationLine.delete({ id: line.id });
    expect((await user.quotation.get({ id })).version).toBe(4);
    await expect(user.quotation.update({ id, version: 1, title: "Trop tard" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Ce devis a été modifié par Lucas Durand à 14 h 32 pendant votre saisie",
    });
    await user.quotation.update({ id, version: 4, title: "Séminaire", advancePercent: "30" });
    const history = await t.handle.db
      .select({
        field: auditLog.field,
        fromValue: auditLog.fromValue,
        toValue: auditLog.toValue,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "quotation"), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.id));
    expect(history).toEqual([
      {
        field: "line",
        fromValue: null,
        toValue: "Pose × 2 à 12500",
        details: { action: "added", lineId: line.id, label: "Pose" },
      },
      {
        field: "line",
        fromValue: "Pose × 2.000 à 12500",
        toValue: "Pose × 3 à 12500",
        details: { action: "changed", lineId: line.id, label: "Pose" },
      },
      {
        field: "line",
        fromValue: "Pose × 3.000 à 12500",
        toValue: null,
        details: { action: "removed", lineId: line.id, label: "Pose" },
      },
      { field: "title", fromValue: "", toValue: "Séminaire", details: null },
      { field: "advancePercent", fromValue: "0", toValue: "30", details: null },
    ]);
  });

  it("an update without a version, or with one that is not a whole number, is a French 400", async () => {
    const { id } = await newQuotationAs(t, issuer);
    expect(await trpc("user", "mutation", "quotation.update", { id, title: "Sans version" })).toMatchObject({
      status: 400,
      message: "version : La version lue avec la fiche est obligatoire",
    });
    for (const version of ["abc", 0, 1.5, -3]) {
      expect(await trpc("user", "mutation", "quotation.update", { id, version, title: "x" })).toMatchObject({
        status: 400,
        message: "version : La version doit être un nombre entier positif (celle lue avec la fiche)",
      });
    }
    expect(
      await trpc("user", "mutation", "accountingQuotation.updateNote", { id, internalComment: "x" }),
    ).toMatchObject({
      status: 400,
      message: "version : La version lue avec la fiche est obligatoire",
    });
  });

  it("two saves at once on the same version: exactly one goes through, the other is told who", async () => {
    const { id } = await newQuotationAs(t, issuer);
    const [chef, user] = await Promise.all([
      trpc("chef", "mutation", "quotation.update", { id, version: 1, title: "Version de Hugo" }),
      trpc("user", "mutation", "quotation.update", { id, version: 1, title: "Version de Lucas" }),
    ]);
    const results = [chef, user];
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const winner = chef.status === 200 ? "Hugo Petit" : "Lucas Durand";
    expect(results.find((result) => result.status === 409)?.message).toBe(
      `Ce devis a été modifié par ${winner} à 14 h 32 pendant votre saisie`,
    );
    const caller = await t.caller("user");
    expect(await caller.quotation.get({ id })).toMatchObject({
      version: 2,
      title: chef.status === 200 ? "Version de Hugo" : "Version de Lucas",
    });
  });
});

describe("a quotation saved on an old version (Hydra)", () => {
  it("GET answers the ETag and the version; a PUT with a stale If-Match or version is a 409", async () => {
    const { id } = await newQuotationAs(t, issuer);
    const iri = `${QUOTATIONS}/${id}`;
    const read = await hydra("user", "GET", iri);
    expect(read.status).toBe(200);
    expect(read.etag).toBe(`W/"Quotation-${id}-1"`);
    expect(read.body.version).toBe(1);
    const hugo = await hydra("chef", "PUT", iri, { title: "Par Hugo" }, read.etag);
    expect(hugo.status).toBe(200);
    expect(hugo.etag).toBe(`W/"Quotation-${id}-2"`);
    expect(hugo.body).toMatchObject({ title: "Par Hugo", version: 2 });

    const stale = await hydra("user", "PUT", iri, { title: "Par Lucas" }, read.etag);
    expect(stale).toMatchObject({ status: 409, description: BY_HUGO });
    const staleBody = await hydra("user", "PUT", iri, { title: "Par Lucas", version: 1 });
    expect(staleBody).toMatchObject({ status: 409, description: BY_HUGO });
    expect((await hydra("user", "GET", iri)).body).toMatchObject({ title: "Par Hugo", version: 2 });

    // The spec's clients send no version: the save goes through as it always has.
    const blind = await hydra("user", "PUT", iri, { title: "Sans version", internalComment: "Noté" });
    expect(blind.status).toBe(200);
    // Two procedures (the proposal's fields, then the note): two versions.
    expect(blind.body).toMatchObject({ title: "Sans version", internalComment: "Noté", version: 4 });
    expect(blind.etag).toBe(`W/"Quotation-${id}-4"`);
    expect((await hydra("user", "PUT", iri, { title: "À jour" }, "*")).status).toBe(200);
  });

  it("an ETag of another record, one not ours, or a version that is not a number: a French 400, nothing written", async () => {
    const { id } = await newQuotationAs(t, issuer);
    const other = await newQuotationAs(t, issuer);
    const iri = `${QUOTATIONS}/${id}`;
    const otherTag = `W/"Quotation-${other.id}-1"`;
    expect(await hydra("user", "PUT", iri, { title: "x" }, otherTag)).toMatchObject({
      status: 400,
      description: `L'en-tête If-Match est l'ETag d'une autre fiche (${otherTag}) : relisez celle-ci (GET) et renvoyez son ETag`,
    });
    expect(await hydra("user", "PUT", iri, { title: "x" }, `W/"Invoice-${id}-1"`)).toMatchObject({
      status: 400,
    });
    expect(await hydra("user", "PUT", iri, { title: "x" }, '"abc"')).toMatchObject({
      status: 400,
      description:
        "L'en-tête If-Match n'est pas un ETag de cette API : relisez la fiche (GET) et renvoyez son ETag",
    });
    expect(await hydra("user", "PUT", iri, { title: "x", version: "abc" })).toMatchObject({
      status: 400,
      description: "version : La version doit être un nombre entier positif (celle lue avec la fiche)",
    });
    expect(
      await hydra("user", "PUT", iri, { title: "x", version: 2 }, `W/"Quotation-${id}-1"`),
    ).toMatchObject({
      status: 400,
      description: "L'en-tête If-Match et le champ version ne désignent pas la même version",
    });
    expect((await hydra("user", "GET", iri)).body).toMatchObject({ title: "", version: 1 });
  });
});
