import { materials } from "@tronc/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { materialModule } from "../../src/modules/support/materials";
import type { MaterialCreateInput } from "../../src/modules/support/materials/contract";
import { createTestApp, type TestApp } from "../helpers";
import { hydraDescription } from "../http-helpers";
import {
  animatosInput,
  clearMaterials,
  IMEI_A,
  keyedServer,
  materialCount,
  phoneInput,
  vehicleInput,
} from "./materials-helpers";

let t: TestApp;
let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ modules: [materialModule] });
  app = await keyedServer(t);
  cookie = await t.login("user");
});
afterAll(async () => {
  await app.close();
  await t.close();
});
beforeEach(() => clearMaterials(t));

/** A tRPC mutation as the browser sends it: status, French message and the field it names. */
async function trpc(procedure: string, input: object) {
  const response = await app.inject({
    method: "POST",
    url: `/trpc/material.${procedure}`,
    headers: { cookie, "content-type": "application/json" },
    payload: JSON.stringify(input),
  });
  const body = response.json();
  return {
    status: response.statusCode,
    message: body.error?.message as string | undefined,
    field: body.error?.data?.field as string | undefined,
    data: body.result?.data,
  };
}

/** A creation that must be refused: its status, message and field, and no row written. */
async function refusedCreate(input: Partial<MaterialCreateInput>) {
  const before = await materialCount(t);
  const answer = await trpc("create", input);
  expect(await materialCount(t)).toBe(before);
  return { status: answer.status, message: answer.message, field: answer.field };
}

const without = <T extends object>(input: T, ...keys: string[]) =>
  Object.fromEntries(Object.entries(input).filter(([key]) => !keys.includes(key))) as Partial<T>;

describe("a material without its type's required fields: 400, the field named in French, nothing written", () => {
  it("a phone, field by field", async () => {
    const phone = phoneInput(t);
    const cases: [Partial<MaterialCreateInput>, string, string][] = [
      [
        without(phone, "triangleOwnerId"),
        "triangleOwnerId",
        "L'entreprise du groupe est obligatoire pour un téléphone",
      ],
      [without(phone, "buyAt"), "buyAt", "La date d'achat est obligatoire pour un téléphone"],
      [without(phone, "brand"), "brand", "La marque ou le nom est obligatoire pour un téléphone"],
      [{ ...phone, model: "  " }, "model", "Le modèle est obligatoire pour un téléphone"],
      [
        without(phone, "phoneNumber"),
        "phoneNumber",
        "Le numéro de téléphone est obligatoire pour un téléphone",
      ],
      [{ ...phone, imei1: "" }, "imei1", "L'IMEI 1 est obligatoire pour un téléphone"],
      [
        { ...phone, secrets: { googlePassword: "g" } },
        "phonePassword",
        "Le mot de passe du téléphone est obligatoire pour un téléphone",
      ],
      [
        without(phone, "googleAccount"),
        "googleAccount",
        "Le compte Google est obligatoire pour un téléphone",
      ],
      [
        { ...phone, secrets: { phonePassword: "p", googlePassword: "" } },
        "googlePassword",
        "Le mot de passe Google est obligatoire pour un téléphone",
      ],
    ];
    for (const [input, field, message] of cases) {
      expect(await refusedCreate(input)).toEqual({ status: 400, field, message });
    }
  });

  it("a vehicle without its plate or model, an animatos without brand nor name", async () => {
    expect(await refusedCreate(without(vehicleInput(t), "numberPlate"))).toEqual({
      status: 400,
      field: "numberPlate",
      message: "L'immatriculation est obligatoire pour un véhicule",
    });
    expect((await refusedCreate(without(vehicleInput(t), "model"))).message).toBe(
      "Le modèle est obligatoire pour un véhicule",
    );
    expect(await refusedCreate(without(animatosInput(t), "name"))).toEqual({
      status: 400,
      field: "brand",
      message: "La marque ou le nom est obligatoire pour un animatos",
    });
  });

  it("an unknown type is refused by the input schema, in French", async () => {
    const answer = await refusedCreate({ ...vehicleInput(t), type: "tablet" as "phone" });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(
      "type : Le type de matériel doit être téléphone (phone), véhicule (vehicule) ou animatos.",
    );
  });
});

describe("formats", () => {
  it("an IMEI of 14 digits, with letters, or with a wrong check digit", async () => {
    expect(await refusedCreate(phoneInput(t, { imei1: "35209900176148" }))).toEqual({
      status: 400,
      field: "imei1",
      message: "L'IMEI 1 « 35209900176148 » doit compter exactement 15 chiffres, sans lettre",
    });
    expect((await refusedCreate(phoneInput(t, { imei1: "35209900176148A" }))).message).toBe(
      "L'IMEI 1 « 35209900176148A » doit compter exactement 15 chiffres, sans lettre",
    );
    expect(await refusedCreate(phoneInput(t, { imei1: "352099001761482" }))).toEqual({
      status: 400,
      field: "imei1",
      message:
        "L'IMEI 1 « 352099001761482 » n'est pas valide : son dernier chiffre (la clé de contrôle) ne correspond pas",
    });
    expect(await refusedCreate(phoneInput(t, { imei2: "4901542032375" }))).toMatchObject({ field: "imei2" });
    expect(await refusedCreate(phoneInput(t, { imei2: "490154203237519" }))).toMatchObject({
      field: "imei2",
    });
  });

  it("a plate that is not French, a choice that is not offered, a date that does not exist", async () => {
    expect(await refusedCreate(vehicleInput(t, { numberPlate: "ABC 1234" }))).toEqual({
      status: 400,
      field: "numberPlate",
      message:
        "L'immatriculation « ABC 1234 » n'est pas au format français (AB-123-CD, ou 1234 AB 56 pour l'ancien format)",
    });
    expect(await refusedCreate(animatosInput(t, { location: "Chez Paul" }))).toEqual({
      status: 400,
      field: "location",
      message: "L'emplacement « Chez Paul » ne fait pas partie des choix proposés",
    });
    expect((await refusedCreate(animatosInput(t, { buyAt: "2025-02-29" }))).message).toBe(
      "La date d'achat « 29/02/2025 » n'est pas une date valide",
    );
  });

  it("an IMEI 1 already on another phone: 409, whatever way it is typed", async () => {
    const first = await trpc("create", phoneInput(t));
    expect(first.status).toBe(200);
    expect(await refusedCreate(phoneInput(t, { imei1: "35-209900-176148-1" }))).toEqual({
      status: 409,
      field: "imei1",
      message: `L'IMEI 1 « ${IMEI_A} » est déjà enregistré sur un autre matériel (n° ${first.data.id})`,
    });
    // Saving the phone itself with its own IMEI is no duplicate.
    expect(
      (await trpc("update", { id: first.data.id, version: first.data.version, imei1: IMEI_A, note: "ok" }))
        .status,
    ).toBe(200);
  });

  it("two saves of one IMEI at once: one phone, the other refused with the same 409", async () => {
    const answers = await Promise.all([trpc("create", phoneInput(t)), trpc("create", phoneInput(t))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.message).toMatch(
      /^L'IMEI 1 « 352099001761481 » est déjà enregistré sur un autre matériel \(n° \d+\)$/,
    );
    expect(await materialCount(t)).toBe(1);
  });

  it("an unknown group company, a holder who is not an active group user", async () => {
    expect(await refusedCreate(vehicleInput(t, { triangleOwnerId: 999_999 }))).toEqual({
      status: 400,
      field: "triangleOwnerId",
      message: "L'entreprise du groupe n° 999999 n'existe pas ou n'est plus active",
    });
    expect(await refusedCreate(vehicleInput(t, { ownerUserId: 999_999 }))).toEqual({
      status: 400,
      field: "ownerUserId",
      message: "Le détenteur n° 999999 n'est pas un utilisateur actif du groupe",
    });
  });

  it("a refused edit leaves the material as it was", async () => {
    const created = await trpc("create", phoneInput(t, { note: "Avant" }));
    const [before] = await t.handle.db.select().from(materials).where(eq(materials.id, created.data.id));
    const answer = await trpc("update", {
      id: created.data.id,
      version: created.data.version,
      note: "Après",
      imei2: "123",
      secrets: { pinCode: "9" },
    });
    expect(answer).toMatchObject({ status: 400, field: "imei2" });
    const [after] = await t.handle.db.select().from(materials).where(eq(materials.id, created.data.id));
    expect(after).toEqual(before);
    expect((await trpc("update", { id: 999_999, version: 1, note: "x" })).message).toBe(
      "Ce matériel est introuvable",
    );
  });
});

describe("the Hydra paths refuse bad input the same way", () => {
  async function hydra(method: "POST" | "PUT", url: string, payload: object) {
    const response = await app.inject({ method, url, headers: { cookie }, payload });
    const refused = response.statusCode >= 400;
    return { status: response.statusCode, description: refused ? hydraDescription(response.body) : null };
  }

  it("a POST without a required field, a bad IMEI, a duplicate IMEI", async () => {
    const owner = `/api/tronc-commun/triangle_companies/${t.demo.companyIds[0]}`;
    const base = {
      triangleOwner: owner,
      brand: "Apple",
      model: "iPhone 13",
      buyAt: "2024-06-01",
      phoneNumber: "0611223344",
      IMEI1: IMEI_A,
      googleAccount: "iphone@triangle.test",
      phonePassword: "p",
      googlePassword: "g",
    };
    const before = await materialCount(t);
    expect(await hydra("POST", "/api/material/phones", { ...base, googleAccount: null })).toEqual({
      status: 400,
      description: "Le compte Google est obligatoire pour un téléphone",
    });
    expect((await hydra("POST", "/api/material/phones", { ...base, IMEI1: "12345678901234" })).status).toBe(
      400,
    );
    expect(
      await hydra("POST", "/api/material/vehicules", { ...base, triangleOwner: "/api/users/1" }),
    ).toMatchObject({
      status: 400,
    });
    expect(await materialCount(t)).toBe(before);
    expect((await hydra("POST", "/api/material/phones", base)).status).toBe(201);
    expect(await hydra("POST", "/api/material/phones", base)).toMatchObject({ status: 409 });
    expect(await materialCount(t)).toBe(before + 1);
  });

  it("a material through another type's path: 404 in French, nothing changed", async () => {
    const van = await trpc("create", vehicleInput(t));
    const response = await app.inject({
      method: "PUT",
      url: `/api/material/phones/${van.data.id}`,
      headers: { cookie },
      payload: { note: "changé" },
    });
    expect(response.statusCode).toBe(404);
    expect(hydraDescription(response.body)).toBe(
      `Le matériel n° ${van.data.id} est un véhicule, pas un téléphone`,
    );
    const [row] = await t.handle.db.select().from(materials).where(eq(materials.id, van.data.id));
    expect(row?.note).toBeNull();
    const read = await app.inject({
      method: "GET",
      url: `/api/material/animatos/${van.data.id}`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(404);
    expect(hydraDescription(read.body)).toBe(
      `Le matériel n° ${van.data.id} est un véhicule, pas un animatos`,
    );
  });
});
