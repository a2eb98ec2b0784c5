import { auditLog } from "@tronc/db";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coachModule } from "../src/modules/core/coaches";
import { userModule } from "../src/modules/core/users";
import { clientCompanyModule } from "../src/modules/sales/clients";
import { companyContactModule } from "../src/modules/sales/company-contacts";
import { materialModule } from "../src/modules/support/materials";
import { createTestApp, type DemoUser, type TestApp } from "./helpers";
import { trpcAs } from "./input-helpers";
import { newCompany, newContact, rejection } from "./sales/sales-helpers";
import { vehicleInput } from "./support/materials-helpers";
import { hydraAs } from "./versions-helpers";

/** Every save at 13:32 UTC on 12 March 2026: 14 h 32 in Paris (winter time). */
const NOW = new Date("2026-03-12T13:32:00Z");
/** The sentences worked out by hand: the kind's demonstrative, Hugo Petit (chef@) or Alice Martin (admin@). */
const CLIENT_BY_HUGO = "Ce client a été modifié par Hugo Petit à 14 h 32 pendant votre saisie";
const CONTACT_BY_HUGO = "Ce contact a été modifié par Hugo Petit à 14 h 32 pendant votre saisie";
const USER_BY_HUGO = "Cet utilisateur a été modifié par Hugo Petit à 14 h 32 pendant votre saisie";
const USER_BY_ALICE = "Cet utilisateur a été modifié par Alice Martin à 14 h 32 pendant votre saisie";
const MATERIAL_BY_HUGO = "Ce matériel a été modifié par Hugo Petit à 14 h 32 pendant votre saisie";
const NOT_A_VERSION = "version : La version doit être un nombre entier positif (celle lue avec la fiche)";

let t: TestApp;
let trpc: ReturnType<typeof trpcAs>;
beforeAll(async () => {
  t = await createTestApp({
    modules: [clientCompanyModule, companyContactModule, userModule, coachModule, materialModule],
    now: () => NOW,
  });
  trpc = trpcAs(t);
});
afterAll(() => t.close());

const hydra = (who: DemoUser, method: "GET" | "PUT", url: string, body?: object, ifMatch?: string) =>
  hydraAs(t, who, method, url, body, ifMatch);

/** The audit rows of one field of one record, oldest first. */
const auditOf = (type: string, id: number, field: string) =>
  t.handle.db
    .select({ from: auditLog.fromValue, to: auditLog.toValue })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, type), eq(auditLog.entityId, id), eq(auditLog.field, field)))
    .orderBy(asc(auditLog.id));

describe("a client company and its contacts saved on an old version", () => {
  it("the client: 409 naming who and when, nothing written; its GET carries the ETag; 'abc' → 400", async () => {
    const lucas = await t.caller("user");
    const hugo = await t.caller("chef");
    const read = await lucas.clientCompany.create(newCompany({ name: "Fromagerie Morel" }));
    expect(read.version).toBe(1);
    const saved = await hugo.clientCompany.update({
      ...newCompany({ name: "Fromagerie Morel & Fils" }),
      id: read.id,
      version: 1,
    });
    expect(saved.version).toBe(2);

    const late = lucas.clientCompany.update({
      ...newCompany({ name: "Fromages Morel" }),
      id: read.id,
      version: 1,
    });
    expect(await rejection(late)).toEqual({ code: "CONFLICT", message: CLIENT_BY_HUGO });
    expect((await lucas.clientCompany.get({ id: read.id })).name).toBe("Fromagerie Morel & Fils");
    expect(await auditOf("client", read.id, "name")).toEqual([
      { from: "Fromagerie Morel", to: "Fromagerie Morel & Fils" },
    ]);

    const item = await hydra("user", "GET", `/api/companies/${read.id}`);
    expect(item.etag).toBe(`W/"Company-${read.id}-2"`);
    expect(item.body.version).toBe(2);
    const bad = { ...newCompany(), id: read.id, version: "abc" };
    expect(await trpc("user", "mutation", "clientCompany.update", bad)).toMatchObject({
      status: 400,
      message: NOT_A_VERSION,
    });
  });

  it("a contact: tRPC and the PUT of /api/company_contacts refuse a stale version; none → as before", async () => {
    const lucas = await t.caller("user");
    const hugo = await t.caller("chef");
    const company = await lucas.clientCompany.create(
      newCompany({ name: "Cave Dubois", siret: "55210055400013" }),
    );
    const contact = await lucas.companyContact.create({ ...newContact(), companyId: company.id });
    const iri = `/api/company_contacts/${contact.id}`;
    const read = await hydra("user", "GET", iri);
    expect(read.etag).toBe(`W/"CompanyContact-${contact.id}-1"`);

    expect(
      (await hugo.companyContact.update({ id: contact.id, version: 1, occupation: "Gérante" })).version,
    ).toBe(2);
    expect(
      await rejection(lucas.companyContact.update({ id: contact.id, version: 1, phone: "06 00 00 00 00" })),
    ).toEqual({
      code: "CONFLICT",
      message: CONTACT_BY_HUGO,
    });
    expect(await hydra("user", "PUT", iri, { occupation: "Comptable" }, read.etag)).toMatchObject({
      status: 409,
      description: CONTACT_BY_HUGO,
    });
    expect(await hydra("user", "PUT", iri, { occupation: "Comptable", version: 1 })).toMatchObject({
      status: 409,
      description: CONTACT_BY_HUGO,
    });
    expect(await hydra("user", "PUT", iri, { occupation: "Comptable", version: "abc" })).toMatchObject({
      status: 400,
      description: NOT_A_VERSION,
    });
    expect(
      await hydra("user", "PUT", iri, { occupation: "Comptable" }, `W/"Company-${contact.id}-2"`),
    ).toMatchObject({
      status: 400,
    });
    expect((await lucas.companyContact.get({ id: contact.id })).occupation).toBe("Gérante");

    const blind = await hydra("user", "PUT", iri, { occupation: "Comptable" });
    expect(blind).toMatchObject({ status: 200, body: { occupation: "Comptable", version: 3 } });
    expect(blind.etag).toBe(`W/"CompanyContact-${contact.id}-3"`);
    expect(await auditOf("contact", contact.id, "occupation")).toEqual([
      { from: null, to: "Gérante" },
      { from: "Gérante", to: "Comptable" },
    ]);
  });
});

describe("a user and a coach saved on an old version", () => {
  it("the admin's user edit: 409 naming the other super admin; the password is never in the audit log", async () => {
    const alice = await t.caller("admin");
    const chef = await alice.user.get({ id: t.demo.userIds.chef });
    await alice.user.update({ id: chef.id, version: chef.version, isSuperAdmin: true });
    const hugo = await t.caller("chef");
    const claire = await alice.user.get({ id: t.demo.userIds.compta });
    const saved = await hugo.user.update({ id: claire.id, version: claire.version, phone: "07 11 22 33 44" });
    expect(saved.version).toBe(claire.version + 1);

    const late = alice.user.update({ id: claire.id, version: claire.version, password: "un-autre-secret" });
    expect(await rejection(late)).toEqual({ code: "CONFLICT", message: USER_BY_HUGO });
    expect((await alice.user.get({ id: claire.id })).phone).toBe("07 11 22 33 44");
    expect(
      await trpc("admin", "mutation", "user.update", { id: claire.id, version: "abc", phone: "0600000000" }),
    ).toMatchObject({ status: 400, message: NOT_A_VERSION });

    await alice.user.update({ id: claire.id, version: saved.version, password: "un-autre-secret" });
    const logged = await t.handle.db
      .select({ field: auditLog.field })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, claire.id)));
    expect(logged.map((row) => row.field)).toEqual(["phone"]);
  });

  it("a coach's PUT (/api/diam/coach_i_a_users): stale If-Match → 409, none → as before", async () => {
    const alice = await t.caller("admin");
    const coach = await alice.coach.create({
      name: "Inès",
      lastname: "Roux",
      email: "ines.roux@tronc.test",
      password: "coach-secret",
    });
    const iri = `/api/diam/coach_i_a_users/${coach.id}`;
    const read = await hydra("admin", "GET", iri);
    expect(read.etag).toBe(`W/"CoachIAUser-${coach.id}-1"`);
    await alice.coach.update({ id: coach.id, version: 1, lastname: "Roux-Vidal" });
    expect(await hydra("admin", "PUT", iri, { lastname: "Rousseau" }, read.etag)).toMatchObject({
      status: 409,
      description: USER_BY_ALICE,
    });
    expect((await alice.coach.get({ id: coach.id })).lastname).toBe("Roux-Vidal");
    const blind = await hydra("admin", "PUT", iri, { lastname: "Rousseau" });
    expect(blind).toMatchObject({ status: 200, body: { lastname: "Rousseau", version: 3 } });
  });
});

describe("a material saved on an old version", () => {
  it("tRPC and the PUT on its own url refuse a stale version; the card's switch moves the version", async () => {
    const lucas = await t.caller("user");
    const hugo = await t.caller("chef");
    const van = await lucas.material.create(vehicleInput(t, { numberPlate: "GH-789-JK" }));
    const iri = `/api/material/vehicules/${van.id}`;
    const read = await hydra("user", "GET", iri);
    expect(read.etag).toBe(`W/"Vehicule-${van.id}-1"`);

    expect((await hugo.material.update({ id: van.id, version: 1, note: "Pneus neufs" })).version).toBe(2);
    expect(await rejection(lucas.material.update({ id: van.id, version: 1, note: "Vidange faite" }))).toEqual(
      {
        code: "CONFLICT",
        message: MATERIAL_BY_HUGO,
      },
    );
    expect(await hydra("user", "PUT", iri, { note: "Vidange faite" }, read.etag)).toMatchObject({
      status: 409,
      description: MATERIAL_BY_HUGO,
    });
    expect(await hydra("user", "PUT", iri, { note: "Vidange faite" }, `W/"Phone-${van.id}-2"`)).toMatchObject(
      {
        status: 400,
      },
    );
    expect(await hydra("user", "PUT", iri, { note: "Vidange faite", version: "abc" })).toMatchObject({
      status: 400,
      description: NOT_A_VERSION,
    });
    expect((await lucas.material.get({ id: van.id })).note).toBe("Pneus neufs");

    // The list card's switch names no version but moves it: the modal opened before is told.
    expect((await hugo.material.setActive({ id: van.id, isActive: false })).version).toBe(3);
    expect(await rejection(lucas.material.update({ id: van.id, version: 2, note: "Vidange faite" }))).toEqual(
      {
        code: "CONFLICT",
        message: MATERIAL_BY_HUGO,
      },
    );
    const blind = await hydra("user", "PUT", iri, { note: "Vidange faite" });
    expect(blind).toMatchObject({ status: 200, body: { note: "Vidange faite", version: 4 } });
    expect(await auditOf("material", van.id, "isActive")).toEqual([{ from: "true", to: "false" }]);
  });
});
