import { users } from "@tronc/db";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { triangleCompanyModule } from "../src/modules/core/triangle-companies";
import { userModule } from "../src/modules/core/users";
import { vatModule } from "../src/modules/core/vat";
import { createTestApp, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [triangleCompanyModule, userModule, vatModule] });
});
afterAll(() => t.close());

const userCount = async () => (await t.handle.db.select({ n: count() }).from(users))[0]?.n;

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: "Nina",
  lastname: "Roux",
  email: "nina.roux@tronc.test",
  phone: "06 12 34 56 78",
  password: "motdepasse-nina",
  ...overrides,
});

const newCompany = (overrides: Record<string, unknown> = {}) => ({
  name: "Triangle Conseil",
  siret: "54209876900012",
  phone: "01 23 45 67 89",
  email: "contact@conseil.tronc.test",
  address: { address: "8 Boulevard du Palais", postalCode: "75001", city: "Paris" },
  ...overrides,
});

async function post(procedure: string, payload: object) {
  const cookie = await t.login("admin");
  const response = await t.app.inject({
    method: "POST",
    url: `/trpc/${procedure}`,
    headers: { cookie },
    payload,
  });
  return { status: response.statusCode, error: response.json().error };
}

describe("a refused input tells the client its code and the field it concerns", () => {
  it("a group user with a bad phone: 400, PHONE_INVALID on 'phone', the French message, nothing saved", async () => {
    const before = await userCount();
    const { status, error } = await post("user.create", newUser({ phone: "06-abc" }));
    expect(status).toBe(400);
    expect(error.message).toBe("Le numéro de téléphone « 06-abc » n'est pas valide");
    expect(error.data).toMatchObject({ code: "BAD_REQUEST", domainCode: "PHONE_INVALID", field: "phone" });
    expect(await userCount()).toBe(before);
  });

  it("names the field of a missing first name and of a bad e-mail", async () => {
    const name = await post("user.create", newUser({ name: " " }));
    expect(name.error.data).toMatchObject({ domainCode: "FIRST_NAME_REQUIRED", field: "name" });
    expect(name.error.message).toBe("Le prénom est obligatoire");
    const email = await post("user.create", newUser({ email: "nope" }));
    expect(email.error.data).toMatchObject({ domainCode: "EMAIL_INVALID", field: "email" });
  });

  it("a VAT rate out of range: 400 on the field 'tva', the domain's sentence", async () => {
    const { status, error } = await post("vat.create", { tva: "120" });
    expect(status).toBe(400);
    expect(error.message).toBe("Le taux de TVA doit être compris entre 0 et 100 %");
    expect(error.data).toMatchObject({ domainCode: "VAT_RATE_OUT_OF_RANGE", field: "tva" });
  });

  it("a refusal about a switch names it; one about no input names none", async () => {
    const own = await post("user.update", { id: t.demo.userIds.admin, version: 1, isActif: false });
    expect(own.status).toBe(403);
    expect(own.error.data).toMatchObject({ domainCode: "OWN_ACTIVE_FLAG", field: "isActif" });
    const missing = await post("user.update", { id: 2_000_000_000, version: 1, name: "Personne" });
    expect(missing.status).toBe(404);
    expect(missing.error.message).toBe("Cet utilisateur est introuvable");
    expect(missing.error.data.domainCode).toBe("USER_NOT_FOUND");
    expect(missing.error.data.field).toBeUndefined();
  });
});

describe("one phone rule for group users and group companies: 6 to 15 digits", () => {
  it("accepts a 6-digit number and refuses 5 or 16 digits, with the same code on both", async () => {
    const shortUser = await t.caller("admin");
    const created = await shortUser.user.create(newUser({ email: "court@tronc.test", phone: "41 23 45" }));
    expect(created.phone).toBe("41 23 45");
    for (const phone of ["12 34 5", "+33 1 23 45 67 89 01 23 4"]) {
      const user = await post("user.create", newUser({ email: "refus@tronc.test", phone }));
      const company = await post("triangleCompany.create", newCompany({ phone }));
      for (const { status, error } of [user, company]) {
        expect(status).toBe(400);
        expect(error.data).toMatchObject({ domainCode: "PHONE_INVALID", field: "phone" });
        expect(error.message).toBe(`Le numéro de téléphone « ${phone} » n'est pas valide`);
      }
    }
  });
});
