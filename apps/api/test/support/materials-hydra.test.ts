import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materialModule } from "../../src/modules/support/materials";
import { projectModule } from "../../src/modules/work/projects";
import { createTestApp, type DemoUser, type TestApp } from "../helpers";
import { insertClient } from "../work/project-helpers";
import { clearMaterials, IMEI_A, IMEI_B, keyedServer, keysDeep, PLAIN_CODES } from "./materials-helpers";

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ modules: [materialModule, projectModule] });
  app = await keyedServer(t);
  await clearMaterials(t);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const CODE_NAMES = ["phonePassword", "pinCode", "googlePassword", "rustdeskPass"];
/** Every answer of this file, to check at the end that no code ever left the server. */
const answers: string[] = [];

async function call(who: DemoUser, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: { cookie: await t.login(who) },
    ...(payload ? { payload } : {}),
  });
  answers.push(response.body);
  return { status: response.statusCode, body: response.json() };
}

/** No plain code in the text, no code key except inside `secretsSet` (booleans), no stored `*Secret` column. */
function expectNoSecret(body: unknown) {
  const text = JSON.stringify(body);
  for (const code of PLAIN_CODES) expect(text).not.toContain(code);
  const withoutSets = JSON.parse(text, (key, value) => (key === "secretsSet" ? undefined : value));
  const keys = [...keysDeep(withoutSets)];
  expect(keys.filter((key) => CODE_NAMES.includes(key) || /secret/i.test(key))).toEqual([]);
}

const company = (index: number) => `/api/tronc-commun/triangle_companies/${t.demo.companyIds[index]}`;
const ids: Record<string, number> = {};

describe("/api/material/phones, /vehicules, /animatos", () => {
  it("POST a phone with its codes (a plain user): 201, its own IRI, the codes only as secretsSet", async () => {
    const { status, body } = await call("user", "POST", "/api/material/phones", {
      triangleOwner: company(0),
      owner: `/api/users/${t.demo.userIds.chef}`,
      brand: "Samsung",
      model: "Galaxy A54",
      buyAt: "2025-09-15",
      phoneNumber: "06 12 34 56 78",
      IMEI1: IMEI_A,
      IMEI2: IMEI_B,
      googleAccount: "tel.lyon@triangle.test",
      phonePassword: "motdepasse-1234",
      googlePassword: "g00gle-secret",
      pinCode: "0000-pin",
      rustdeskPass: "rustdesk-pass",
    });
    expect(status).toBe(201);
    ids.phone = body.id;
    expect(body).toMatchObject({
      "@id": `/api/material/phones/${body.id}`,
      "@type": "Phone",
      type: "phone",
      brand: "Samsung",
      state: true,
      IMEI1: IMEI_A,
      IMEI2: IMEI_B,
      triangleOwner: { "@id": company(0), name: "Triangle Événements" },
      owner: { "@id": `/api/users/${t.demo.userIds.chef}`, fullname: "Hugo Petit" },
      infos: { type: "phone", phoneNumber: "06 12 34 56 78", owner: "Hugo Petit" },
      secretsSet: { phonePassword: true, pinCode: true, googlePassword: true, rustdeskPass: true },
    });
    expectNoSecret(body);
  });

  it("POST a vehicle and an animatos; GET and PUT on the item's own url", async () => {
    const van = await call("user", "POST", "/api/material/vehicules", {
      triangleOwner: company(1),
      brand: "Renault",
      model: "Kangoo",
      buyAt: "2024-03-01T00:00:00+01:00",
      numberPlate: "1234 ab 69",
      state: "0",
    });
    expect(van.status).toBe(201);
    expect(van.body).toMatchObject({
      "@type": "Vehicule",
      numberPlate: "1234 AB 69",
      state: false,
      buyAt: "2024-03-01",
    });
    ids.van = van.body.id;
    const kiosk = await call("user", "POST", "/api/material/animatos", {
      triangleOwner: company(2),
      name: "Borne salon",
      model: "Kiosk v2",
      buyAt: "2025-01-10",
      computer: "Intel NUC 13",
      screen: "55 pouces",
      scanner1: "Zebra DS2208",
      printer: "Epson TM-T20III",
      location: "Client (location)",
      rustdeskId: "123 456 789",
      rustdeskPass: "rustdesk-pass",
    });
    expect(kiosk.status).toBe(201);
    ids.kiosk = kiosk.body.id;
    expect(kiosk.body).toMatchObject({
      "@id": `/api/material/animatos/${kiosk.body.id}`,
      "@type": "Animatos",
      screen: "55 pouces",
      location: "Client (location)",
      secretsSet: { rustdeskPass: true, phonePassword: false },
    });

    const read = await call("user", "GET", `/api/material/phones/${ids.phone}`);
    expect(read.body).toMatchObject({ "@type": "Phone", googleAccount: "tel.lyon@triangle.test" });
    const put = await call("user", "PUT", `/api/material/phones/${ids.phone}`, {
      note: "Coque bleue",
      owner: null,
      pinCode: "",
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      note: "Coque bleue",
      owner: null,
      brand: "Samsung",
      secretsSet: { phonePassword: true, pinCode: false, googlePassword: true },
    });
    for (const body of [van.body, kiosk.body, read.body, put.body]) expectNoSecret(body);
  });

  it("GET /api/material/animatos lists the kiosks; material_abstracts-search pages by searchType", async () => {
    const kiosks = await call("user", "GET", "/api/material/animatos");
    expect(kiosks.body["hydra:totalItems"]).toBe(1);
    expect(kiosks.body["hydra:member"][0]).toMatchObject({ "@type": "Animatos", name: "Borne salon" });

    const all = await call("user", "GET", "/api/material/material_abstracts-search?maxResults=2&page=1");
    expect(all.body["hydra:totalItems"]).toBe(3);
    expect(all.body["hydra:member"].map((m: { "@id": string }) => m["@id"])).toEqual([
      `/api/material/animatos/${ids.kiosk}`,
      `/api/material/vehicules/${ids.van}`,
    ]);
    const page2 = await call("user", "GET", "/api/material/material_abstracts-search?maxResults=2&page=2");
    expect(page2.body["hydra:member"].map((m: { "@id": string }) => m["@id"])).toEqual([
      `/api/material/phones/${ids.phone}`,
    ]);
    const phones = await call("user", "GET", "/api/material/material_abstracts-search?searchType=phone");
    expect(phones.body["hydra:member"]).toHaveLength(1);
    expect(phones.body["hydra:member"][0]).toMatchObject({ IMEI1: IMEI_A, phoneNumber: "06 12 34 56 78" });
    const bad = await call("user", "GET", "/api/material/material_abstracts-search?searchType=tablette");
    expect(bad.status).toBe(400);
    expect(bad.body["hydra:description"]).toBe(
      "searchType : « tablette » n'est pas un type de matériel (phone, vehicule ou animatos).",
    );
    for (const body of [kiosks.body, all.body, page2.body, phones.body]) expectNoSecret(body);
  });

  it("a super admin's GET carries no code either: only revealSecret does", async () => {
    for (const url of [
      `/api/material/phones/${ids.phone}`,
      `/api/material/animatos/${ids.kiosk}`,
      "/api/material/material_abstracts-search",
    ]) {
      const { status, body } = await call("admin", "GET", url);
      expect(status).toBe(200);
      expectNoSecret(body);
    }
  });

  it("the browser's tRPC answers (list, get, options, choices) carry no code for a plain user", async () => {
    const cookie = await t.login("user");
    for (const url of [
      `/trpc/material.search?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`,
      `/trpc/material.get?input=${encodeURIComponent(JSON.stringify({ id: ids.phone }))}`,
      "/trpc/material.options",
      "/trpc/material.choices",
    ]) {
      const response = await app.inject({ method: "GET", url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      answers.push(response.body);
      expectNoSecret(response.json());
    }
    const reveal = await app.inject({
      method: "POST",
      url: "/trpc/material.revealSecret",
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify({ id: ids.phone, field: "phonePassword" }),
    });
    expect(reveal.statusCode).toBe(403);
    answers.push(reveal.body);
  });

  it("anonymous callers get 401", async () => {
    const response = await app.inject({ method: "GET", url: "/api/material/animatos" });
    expect(response.statusCode).toBe(401);
  });

  it("a project lists its materials as IRIs and takes them back on PUT", async () => {
    const project = await (await t.caller("admin")).project.create({
      name: "Salon Hydra",
      companyId: await insertClient(t, "Client Hydra"),
      ownerTriangleCompanyId: t.demo.companyIds[0] ?? 0,
    });
    const url = `/api/tronc-commun/tronc_commun_projects/${project.id}`;
    const put = await call("admin", "PUT", url, {
      materials: [`/api/material/phones/${ids.phone}`, `/api/material/animatos/${ids.kiosk}`],
    });
    expect(put.status).toBe(200);
    const read = await call("admin", "GET", url);
    expect([...read.body.materials].sort()).toEqual(
      [`/api/material/phones/${ids.phone}`, `/api/material/animatos/${ids.kiosk}`].sort(),
    );
    const cleared = await call("admin", "PUT", url, { materials: null });
    expect(cleared.body.materials).toEqual([]);
  });

  it("no answer of this file ever held a plain code", () => {
    expect(answers.length).toBeGreaterThan(10);
    for (const body of answers) for (const code of PLAIN_CODES) expect(body).not.toContain(code);
  });
});
