import { vatRates } from "@tronc/db";
import { parseVatRate } from "@tronc/domain";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vatModule } from "../../src/modules/core/vat";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [vatModule] });
});
afterAll(() => t.close());

const TVAS = "/api/compta/tvas";

const send: TestApp["send"] = (...request) => t.send(...request);

async function storedRates() {
  const rows = await t.handle.db.select({ rate: vatRates.rate }).from(vatRates);
  return rows.map((row) => Number(row.rate)).sort((a, b) => b - a);
}

const rowCount = async () => (await t.handle.db.select({ n: count() }).from(vatRates))[0]?.n;

describe("VAT rates over Hydra", () => {
  it("every signed-in user reads the demo rates, highest first, as Tva items with a numeric tva", async () => {
    const response = await send("GET", TVAS, "user");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body["@type"]).toBe("hydra:Collection");
    expect(body["hydra:totalItems"]).toBe(4);
    expect(body["hydra:member"].map((m: { tva: number }) => m.tva)).toEqual([20, 10, 5.5, 2.1]);
    const first = body["hydra:member"][0];
    expect(first).toMatchObject({ "@type": "Tva", "@id": `${TVAS}/${first.id}` });
  });

  it("without a session the list answers 401", async () => {
    const response = await send("GET", TVAS, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()["@type"]).toBe("hydra:Error");
  });

  it("accounting adds 7,5 typed the French way; it is then listed and readable by id", async () => {
    const created = await send("POST", TVAS, "compta", { tva: "7,5" });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ "@type": "Tva", tva: 7.5 });
    const read = await send("GET", body["@id"], "user");
    expect(read.json()).toMatchObject({ id: body.id, tva: 7.5 });
    expect(await storedRates()).toContain(7.5);
  });

  it("a rate that exists already is refused with 'Cette TVA existe déjà' (409), however it is written", async () => {
    const before = await rowCount();
    for (const tva of [20, "20", "20,00", "20.0 %"]) {
      const response = await send("POST", TVAS, "admin", { tva });
      expect(response.statusCode).toBe(409);
      expect(response.json()["hydra:description"]).toBe("Cette TVA existe déjà");
    }
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ["abc", 400, "Le taux de TVA doit être un nombre (par exemple 5,5)"],
    ["", 400, "Le taux de TVA est obligatoire"],
    [null, 400, "Le taux de TVA est obligatoire"],
    [-5, 400, "Le taux de TVA doit être compris entre 0 et 100 %"],
    ["-0,5", 400, "Le taux de TVA doit être compris entre 0 et 100 %"],
    [100.5, 400, "Le taux de TVA doit être compris entre 0 et 100 %"],
    ["5,555", 400, "Le taux de TVA ne peut pas avoir plus de deux décimales"],
  ])("POST tva=%j answers %i with a French message and saves nothing", async (tva, status, message) => {
    const before = await rowCount();
    const response = await send("POST", TVAS, "compta", { tva });
    expect(response.statusCode).toBe(status);
    expect(response.json()["hydra:description"]).toBe(message);
    expect(await rowCount()).toBe(before);
  });

  it("a body without tva is refused as a missing rate", async () => {
    const response = await send("POST", TVAS, "compta", {});
    expect(response.statusCode).toBe(400);
    expect(response.json()["hydra:description"]).toBe("Le taux de TVA est obligatoire");
  });

  it("0 and 100 are the bounds, both accepted", async () => {
    expect((await send("POST", TVAS, "compta", { tva: 0 })).statusCode).toBe(201);
    expect((await send("POST", TVAS, "compta", { tva: "100" })).statusCode).toBe(201);
  });

  it("a user without the accounting flag may read but not add or change a rate (403, nothing saved)", async () => {
    const before = await rowCount();
    const created = await send("POST", TVAS, "user", { tva: 3 });
    expect(created.statusCode).toBe(403);
    const list = (await send("GET", TVAS, "user")).json();
    const ten = list["hydra:member"].find((m: { tva: number }) => m.tva === 10);
    const changed = await send("PUT", ten["@id"], "chef", { tva: 11 });
    expect(changed.statusCode).toBe(403);
    expect(await rowCount()).toBe(before);
    expect(await storedRates()).toContain(10);
  });

  it("PUT changes a rate; putting it on another existing rate is a 409 and leaves it as it was", async () => {
    const created = (await send("POST", TVAS, "compta", { tva: 8 })).json();
    const same = await send("PUT", created["@id"], "compta", { id: created.id, tva: "8,00" });
    expect(same.statusCode).toBe(200);
    const changed = await send("PUT", created["@id"], "compta", { tva: "8,5" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: created.id, tva: 8.5 });
    const clash = await send("PUT", created["@id"], "compta", { tva: 10 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()["hydra:description"]).toBe("Cette TVA existe déjà");
    expect((await send("GET", created["@id"], "compta")).json().tva).toBe(8.5);
  });

  it("the rate is required on edit", async () => {
    const created = (await send("POST", TVAS, "compta", { tva: 9 })).json();
    const response = await send("PUT", created["@id"], "compta", { tva: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json()["hydra:description"]).toBe("Le taux de TVA est obligatoire");
    expect((await send("GET", created["@id"], "compta")).json().tva).toBe(9);
  });

  it("an unknown id answers 404", async () => {
    expect((await send("GET", `${TVAS}/999999`, "user")).statusCode).toBe(404);
    expect((await send("PUT", `${TVAS}/999999`, "compta", { tva: 12 })).statusCode).toBe(404);
  });
});

describe("VAT rates over tRPC", () => {
  it("anonymous callers get UNAUTHORIZED, plain users FORBIDDEN on create", async () => {
    await expect((await t.caller(null)).vat.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect((await t.caller("user")).vat.create({ tva: "4" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("two simultaneous additions of the same rate: one is saved, the other gets the 409", async () => {
    const admin = await t.caller("admin");
    const results = await Promise.allSettled([
      admin.vat.create({ tva: "3,3" }),
      admin.vat.create({ tva: 3.3 }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected");
    expect(rejected?.status === "rejected" && rejected.reason).toMatchObject({
      code: "CONFLICT",
      message: "Cette TVA existe déjà",
    });
    expect((await storedRates()).filter((rate) => rate === 3.3)).toHaveLength(1);
  });
});

describe("parseVatRate", () => {
  it.each([
    ["5,5", "5.50"],
    ["5.5", "5.50"],
    [5.5, "5.50"],
    ["20 %", "20.00"],
    ["2,100", "2.10"],
    [0, "0.00"],
    ["100", "100.00"],
  ])("%j is stored as %s", (input, stored) => {
    expect(parseVatRate(input)).toBe(stored);
  });
});
