import { auditLog } from "@tronc/db";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierModule } from "../../src/modules/catalogue/suppliers";
import { createTestApp, type DemoUser, type TestApp } from "../helpers";
import { hydraAs } from "../versions-helpers";
import { supplierFields } from "./supplier-helpers";

/** Every save at 13:32 UTC on 12 March 2026: 14 h 32 in Paris. */
const NOW = new Date("2026-03-12T13:32:00Z");
const BY_HUGO = "Ce fournisseur a été modifié par Hugo Petit à 14 h 32 pendant votre saisie";
const SUPPLIERS = "/api/tronc-commun/tronc_commun_suppliers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [supplierModule], now: () => NOW });
});
afterAll(() => t.close());

const hydra = (who: DemoUser, method: "GET" | "PUT", url: string, body?: object, ifMatch?: string) =>
  hydraAs(t, who, method, url, body, ifMatch);

describe("a supplier saved on an old version (the shim's generic PUT)", () => {
  it("ETag on GET, stale If-Match or version → 409 naming who and when, none → as before; the audit names each field", async () => {
    const chef = await t.caller("chef");
    const draft = await chef.supplier.create();
    const saved = await chef.supplier.update({
      id: draft.id,
      version: draft.version,
      ...supplierFields({ name: "Voiles du Ponant" }),
    });
    expect(saved.version).toBe(2);
    const iri = `${SUPPLIERS}/${saved.id}`;
    const read = await hydra("user", "GET", iri);
    expect(read.etag).toBe(`W/"TroncCommunSupplier-${saved.id}-2"`);
    expect(read.body.version).toBe(2);

    expect(
      (await chef.supplier.update({ id: saved.id, version: 2, name: "Voiles de l'Iroise" })).version,
    ).toBe(3);
    expect(await hydra("user", "PUT", iri, { name: "Voilerie Lucas" }, read.etag)).toMatchObject({
      status: 409,
      description: BY_HUGO,
    });
    expect(await hydra("user", "PUT", iri, { name: "Voilerie Lucas", version: 2 })).toMatchObject({
      status: 409,
      description: BY_HUGO,
    });
    expect(
      await hydra("user", "PUT", iri, { name: "Voilerie Lucas" }, `W/"TroncCommunLead-${saved.id}-3"`),
    ).toMatchObject({ status: 400 });
    expect((await chef.supplier.get({ id: saved.id })).name).toBe("Voiles de l'Iroise");

    const blind = await hydra("user", "PUT", iri, { name: "Voilerie Lucas" });
    expect(blind).toMatchObject({ status: 200, body: { name: "Voilerie Lucas", version: 4 } });
    expect(blind.etag).toBe(`W/"TroncCommunSupplier-${saved.id}-4"`);

    const names = await t.handle.db
      .select({ field: auditLog.field, from: auditLog.fromValue, to: auditLog.toValue })
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, "supplier"), eq(auditLog.entityId, saved.id), eq(auditLog.field, "name")),
      )
      .orderBy(asc(auditLog.id));
    expect(names).toEqual([
      { field: "name", from: "", to: "Voiles du Ponant" },
      { field: "name", from: "Voiles du Ponant", to: "Voiles de l'Iroise" },
      { field: "name", from: "Voiles de l'Iroise", to: "Voilerie Lucas" },
    ]);
  });
});
