import { auditLog, materials } from "@tronc/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { materialModule } from "../../src/modules/support/materials";
import { decryptSecret } from "../../src/modules/support/materials/secret-box";
import { projectModule } from "../../src/modules/work/projects";
import { createTestApp, type TestApp } from "../helpers";
import { rejection } from "../sales/sales-helpers";
import { insertClient } from "../work/project-helpers";
import {
  animatosInput,
  clearMaterials,
  IMEI_B,
  keyedCaller,
  materialCount,
  phoneInput,
  revealAuditCount,
  TEST_KEY,
  vehicleInput,
} from "./materials-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [materialModule, projectModule] });
});
afterAll(() => t.close());
beforeEach(() => clearMaterials(t));

async function storedRow(id: number) {
  const [row] = await t.handle.db.select().from(materials).where(eq(materials.id, id));
  if (!row) throw new Error(`material ${id} is missing`);
  return row;
}

describe("the register of materials (any signed-in user)", () => {
  it("a user adds a phone: its codes are stored encrypted, the answer says only which are set", async () => {
    const user = await keyedCaller(t, "user");
    const phone = await user.material.create(
      phoneInput(t, { secrets: { phonePassword: "1234", googlePassword: "g-pass" } }),
    );
    expect(phone).toMatchObject({
      type: "phone",
      typeLabel: "Téléphone",
      brand: "Samsung",
      model: "Galaxy A54",
      buyAt: "2025-09-15",
      isActive: true,
      triangleOwner: { id: t.demo.companyIds[0], name: "Triangle Événements" },
      owner: null,
      phoneNumber: "06 12 34 56 78",
      imei1: "352099001761481",
      secretsSet: { phonePassword: true, pinCode: false, googlePassword: true, rustdeskPass: false },
    });
    expect(JSON.stringify(phone)).not.toMatch(/1234"|g-pass/);
    const row = await storedRow(phone.id);
    expect(row.phonePasswordSecret).toMatch(/^v1\./);
    expect(row.phonePasswordSecret).not.toContain("1234");
    expect(decryptSecret(TEST_KEY, row.phonePasswordSecret ?? "")).toBe("1234");
    expect(decryptSecret(TEST_KEY, row.googlePasswordSecret ?? "")).toBe("g-pass");
    expect(row.pinCodeSecret).toBeNull();
  });

  it("lists by type and text, 50 a page, active or not, never a code", async () => {
    const user = await keyedCaller(t, "user");
    await user.material.create(phoneInput(t));
    const van = await user.material.create(vehicleInput(t));
    await user.material.create(animatosInput(t));
    expect(van.numberPlate).toBe("FG-456-HJ");

    const vehicles = await user.material.search({ type: "vehicule", page: 1 });
    expect(vehicles.total).toBe(1);
    expect(vehicles.items.map((item) => item.model)).toEqual(["Kangoo"]);
    const all = await user.material.search({ page: 1 });
    expect(all.total).toBe(3);
    // By name or brand (accents aside), then model: 'Borne salon', 'Renault', 'Samsung'.
    expect(all.items.map((item) => item.typeLabel)).toEqual(["Animatos", "Véhicule", "Téléphone"]);
    for (const item of all.items)
      expect(Object.keys(item).some((key) => /secret|password|pin/i.test(key))).toBe(false);

    expect((await user.material.search({ q: "entrepot", page: 1 })).items.map((m) => m.type)).toEqual([
      "animatos",
    ]);
    expect((await user.material.search({ q: "0612", page: 1 })).items.map((m) => m.type)).toEqual(["phone"]);
    expect((await user.material.search({ q: "fg-456", page: 1 })).items.map((m) => m.type)).toEqual([
      "vehicule",
    ]);
    expect((await user.material.search({ q: "samsung kangoo", page: 1 })).total).toBe(0);
    expect((await user.material.search({ q: "samsung galaxy", page: 1 })).total).toBe(1);

    await user.material.setActive({ id: van.id, isActive: false });
    expect((await user.material.search({ active: true, page: 1 })).total).toBe(2);
    expect((await user.material.search({ active: false, page: 1 })).items.map((m) => m.id)).toEqual([van.id]);
  });

  it("pages by 50", async () => {
    const user = await keyedCaller(t, "user");
    for (let index = 0; index < 51; index++) {
      await user.material.create(
        vehicleInput(t, {
          model: `Kangoo ${String(index).padStart(2, "0")}`,
          numberPlate: `AB-${String(100 + index)}-CD`,
        }),
      );
    }
    const first = await user.material.search({ page: 1 });
    const second = await user.material.search({ page: 2 });
    expect([first.total, first.items.length, second.items.length]).toEqual([51, 50, 1]);
    expect(second.items[0]?.model).toBe("Kangoo 50");
  });

  it("an edit keeps absent fields and codes, clears what is emptied, replaces what is typed", async () => {
    const user = await keyedCaller(t, "user");
    const created = await user.material.create(
      phoneInput(t, {
        note: "Coque bleue",
        secrets: { phonePassword: "1234", googlePassword: "g", pinCode: "0000" },
      }),
    );
    const before = await storedRow(created.id);
    const edited = await user.material.update({
      id: created.id,
      version: (await user.material.get({ id: created.id })).version,
      note: "",
      imei2: IMEI_B,
      ownerUserId: t.demo.userIds.chef,
      secrets: { pinCode: "", googlePassword: "nouveau" },
    });
    expect(edited).toMatchObject({
      note: null,
      imei2: IMEI_B,
      brand: "Samsung",
      owner: { id: t.demo.userIds.chef },
      secretsSet: { phonePassword: true, pinCode: false, googlePassword: true, rustdeskPass: false },
    });
    const after = await storedRow(created.id);
    expect(after.phonePasswordSecret).toBe(before.phonePasswordSecret);
    expect(after.pinCodeSecret).toBeNull();
    expect(decryptSecret(TEST_KEY, after.googlePasswordSecret ?? "")).toBe("nouveau");
    const cleared = await user.material.update({
      id: created.id,
      version: (await user.material.get({ id: created.id })).version,
      ownerUserId: null,
    });
    expect(cleared.owner).toBeNull();
  });

  it("the options: active group companies, active group users, the animatos choices", async () => {
    const options = await (await keyedCaller(t, "user")).material.options();
    expect(options.triangleCompanies.map((company) => company.name)).toEqual([
      "Triangle Digital",
      "Triangle Événements",
      "Triangle Formation",
    ]);
    expect(options.owners.length).toBeGreaterThanOrEqual(4);
    expect(options.animatos.screens).toEqual(["32 pouces", "43 pouces", "55 pouces", "Autre"]);
    expect(options.animatos.locations).toEqual([
      "Entrepôt",
      "Client",
      "Client (location)",
      "Fournisseur",
      "En réparation",
      "Hors service",
    ]);
  });
});

describe("showing a code ('Afficher'): super admins only, each time in the audit log", () => {
  it("a super admin sees the code, and the reveal is written with the code's name, never its value", async () => {
    const user = await keyedCaller(t, "user");
    const phone = await user.material.create(
      phoneInput(t, { secrets: { phonePassword: "1234", googlePassword: "g-pass" } }),
    );
    const admin = await keyedCaller(t, "admin");
    expect(await admin.material.revealSecret({ id: phone.id, field: "phonePassword" })).toEqual({
      value: "1234",
    });
    expect(await admin.material.revealSecret({ id: phone.id, field: "googlePassword" })).toEqual({
      value: "g-pass",
    });
    const rows = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "material"), eq(auditLog.entityId, phone.id)));
    expect(rows.map((row) => [row.field, row.toValue, row.userId]).sort()).toEqual([
      ["secret-reveal", "googlePassword", t.demo.userIds.admin],
      ["secret-reveal", "phonePassword", t.demo.userIds.admin],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/1234|g-pass/);
    const reveals = await admin.material.reveals({ id: phone.id });
    expect(reveals.map((reveal) => [reveal.userFullname, reveal.field, reveal.fieldLabel]).sort()).toEqual([
      ["Alice Martin", "googlePassword", "Mot de passe Google"],
      ["Alice Martin", "phonePassword", "Mot de passe du téléphone"],
    ]);
    expect(reveals[0]?.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("a plain user is refused (403), and nothing is written", async () => {
    const user = await keyedCaller(t, "user");
    const phone = await user.material.create(phoneInput(t));
    expect(
      await rejection(user.material.revealSecret({ id: phone.id, field: "phonePassword" })),
    ).toMatchObject({
      code: "FORBIDDEN",
    });
    expect((await rejection(user.material.reveals({ id: phone.id }))).code).toBe("FORBIDDEN");
    expect(await revealAuditCount(t)).toBe(0);
  });

  it("an unset code, a missing key or a code sealed with another key: a French refusal, no audit row", async () => {
    const user = await keyedCaller(t, "user");
    const phone = await user.material.create(phoneInput(t));
    const admin = await keyedCaller(t, "admin");
    expect(await rejection(admin.material.revealSecret({ id: phone.id, field: "pinCode" }))).toEqual({
      code: "NOT_FOUND",
      message: "Aucun code « Code PIN » n'est enregistré pour ce matériel",
    });
    const keyless = await keyedCaller(t, "admin", null);
    expect(
      (await rejection(keyless.material.revealSecret({ id: phone.id, field: "phonePassword" }))).message,
    ).toBe(
      "Les codes d'accès ne peuvent être ni enregistrés ni affichés : la clé de chiffrement du serveur n'est pas configurée",
    );
    const otherKey = await keyedCaller(t, "admin", Buffer.alloc(32, 1));
    expect(await rejection(otherKey.material.revealSecret({ id: phone.id, field: "phonePassword" }))).toEqual(
      {
        code: "UNPROCESSABLE_CONTENT",
        message:
          "Le code « Mot de passe du téléphone » ne peut pas être déchiffré : la clé du serveur a changé ou la valeur a été altérée",
      },
    );
    expect(await revealAuditCount(t)).toBe(0);
  });

  it("without the server key, a code cannot be saved and nothing is written; a material without codes can", async () => {
    const keyless = await keyedCaller(t, "user", null);
    expect((await rejection(keyless.material.create(phoneInput(t)))).code).toBe("UNPROCESSABLE_CONTENT");
    expect(await materialCount(t)).toBe(0);
    expect((await keyless.material.create(vehicleInput(t))).numberPlate).toBe("FG-456-HJ");
  });
});

describe("materials of a project", () => {
  it("a project picks active materials, shows their labels, and replaces the set", async () => {
    const user = await keyedCaller(t, "user");
    const phone = await user.material.create(phoneInput(t));
    const van = await user.material.create(vehicleInput(t));
    const kiosk = await user.material.create(animatosInput(t, { isActive: false }));
    expect((await user.material.choices()).map((choice) => choice.label)).toEqual([
      "Téléphone · Samsung Galaxy A54 · 06 12 34 56 78",
      "Véhicule · Renault Kangoo · FG-456-HJ",
    ]);
    const chef = await keyedCaller(t, "admin");
    const project = await chef.project.create({
      name: "Salon de Lyon",
      companyId: await insertClient(t, "Client du salon"),
      ownerTriangleCompanyId: t.demo.companyIds[0] ?? 0,
    });
    expect(project.materials).toEqual([]);
    const saved = await chef.project.update({
      id: project.id,
      version: project.version,
      materialIds: [van.id, phone.id, van.id],
    });
    expect(saved.materialIds.sort()).toEqual([phone.id, van.id].sort());
    expect(saved.materials.map((material) => material.label)).toEqual([
      "Téléphone · Samsung Galaxy A54 · 06 12 34 56 78",
      "Véhicule · Renault Kangoo · FG-456-HJ",
    ]);
    // An inactive material cannot be added; one switched off after being picked stays.
    expect(
      await rejection(
        chef.project.update({ id: project.id, version: saved.version, materialIds: [kiosk.id] }),
      ),
    ).toEqual({
      code: "BAD_REQUEST",
      message: `Le matériel n° ${kiosk.id} n'existe pas ou n'est plus actif`,
    });
    expect((await chef.project.get({ id: project.id })).materialIds.sort()).toEqual(
      [phone.id, van.id].sort(),
    );
    await user.material.setActive({ id: van.id, isActive: false });
    const kept = await chef.project.update({ id: project.id, version: saved.version, materialIds: [van.id] });
    expect(kept.materialIds).toEqual([van.id]);
    expect(
      (await chef.project.update({ id: project.id, version: kept.version, materialIds: [] })).materials,
    ).toEqual([]);
  });
});
