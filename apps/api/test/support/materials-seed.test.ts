import { materials, projectMaterials } from "@tronc/db";
import { isValidImei } from "@tronc/domain";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materialModule } from "../../src/modules/support/materials";
import { decryptSecret } from "../../src/modules/support/materials/secret-box";
import { materialsSeeder } from "../../src/seed/materials";
import { createTestApp, type TestApp } from "../helpers";
import { clearMaterials, keyedCaller, TEST_KEY } from "./materials-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [materialModule] });
});
afterAll(() => t.close());

const rows = () => t.handle.db.select().from(materials).orderBy(asc(materials.id));

describe("the demo register", () => {
  it("with the key: a dozen materials of the three types over the three group companies, codes sealed", async () => {
    await clearMaterials(t);
    await materialsSeeder(TEST_KEY)(t.handle.db, new Date("2026-03-02T09:00:00Z"), t.demo);
    const seeded = await rows();
    expect(seeded).toHaveLength(12);
    const countOf = (type: string) => seeded.filter((row) => row.type === type).length;
    expect([countOf("phone"), countOf("vehicule"), countOf("animatos")]).toEqual([5, 3, 4]);
    expect(new Set(seeded.map((row) => row.triangleOwnerId))).toEqual(new Set(t.demo.companyIds));
    expect(seeded.filter((row) => !row.isActive)).toHaveLength(3);
    for (const row of seeded.filter((one) => one.type === "phone")) {
      expect(isValidImei(row.imei1 ?? "")).toBe(true);
      expect(decryptSecret(TEST_KEY, row.phonePasswordSecret ?? "")).not.toBe("");
      expect(row.googlePasswordSecret).toMatch(/^v1\./);
    }
    const admin = await keyedCaller(t, "admin");
    const firstPhone = seeded[0];
    expect(await admin.material.revealSecret({ id: firstPhone?.id ?? 0, field: "phonePassword" })).toEqual({
      value: "lyon2025",
    });
    // A phone and the van on the first demo project.
    expect(await t.handle.db.select().from(projectMaterials)).toHaveLength(2);
    // Every demo material passes the rules it would meet when edited in the modal.
    const user = await keyedCaller(t, "user");
    for (const row of seeded)
      expect(
        (
          await user.material.update({
            id: row.id,
            version: (await user.material.get({ id: row.id })).version,
          })
        ).id,
      ).toBe(row.id);
  });

  it("without the key: the same materials, no code stored", async () => {
    await clearMaterials(t);
    await materialsSeeder()(t.handle.db, new Date("2026-03-02T09:00:00Z"), t.demo);
    const seeded = await rows();
    expect(seeded).toHaveLength(12);
    for (const row of seeded) {
      expect([
        row.phonePasswordSecret,
        row.pinCodeSecret,
        row.googlePasswordSecret,
        row.rustdeskPassSecret,
      ]).toEqual([null, null, null, null]);
    }
    expect(seeded.find((row) => row.type === "vehicule" && !row.isActive)?.numberPlate).toBe("4521 XZ 44");
  });
});
