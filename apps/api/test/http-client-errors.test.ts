import type { AddressInfo } from "node:net";
import { loginAttempts } from "@tronc/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tutorialModule } from "../src/modules/support/tutorials";
import { rawRequest } from "./fuzz-requests";
import { createTestApp, type TestApp } from "./helpers";
import { hydraDescription } from "./http-helpers";
import { fileRowCount, storedNames } from "./support/tutorials-helpers";

let t: TestApp;
let cookie: string;
let tutorialId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [tutorialModule] });
  cookie = await t.login("admin");
  tutorialId = (await (await t.caller("admin")).tutorial.create({ title: "Vidéo", category: "Aide" })).id;
});
afterAll(() => t.close());

describe("the sign-in reads its input before its throttle", () => {
  it("an e-mail holding NUL, or too long once lower-cased, is a 400 in French and counts no attempt", async () => {
    // 'İ' lower-cases to two characters: 180 of them become 360, over the e-mail column's 180.
    for (const email of ["a\u0000@tronc.test", "\u0000", "İ".repeat(180), "\ud800@tronc.test"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email, password: "tronc-demo" },
      });
      expect(response.statusCode, JSON.stringify(email)).toBe(400);
      expect(hydraDescription(response.body)).toBe("Saisissez votre e-mail et votre mot de passe.");
    }
    const attempts = await t.handle.db.select().from(loginAttempts);
    expect(attempts.filter((attempt) => attempt.email !== "admin@tronc.test")).toEqual([]);
  });
});

const truncatedPart = '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n\r\nabc';
const malformed = [
  { what: "no boundary", type: "multipart/form-data", payload: `${truncatedPart}\r\n--zz--\r\n` },
  {
    what: "an empty boundary",
    type: "multipart/form-data; boundary=",
    payload: `${truncatedPart}\r\n----\r\n`,
  },
  { what: "a truncated part", type: "multipart/form-data; boundary=zz", payload: truncatedPart },
  {
    what: "a cut part header",
    type: "multipart/form-data; boundary=zz",
    payload: "--zz\r\nContent-Disposition: form-da",
  },
];

describe("a malformed multipart body is a 400 on every upload path, and stores nothing", () => {
  const paths = () => [
    { url: `/api/tutorials/${tutorialId}/video`, message: "La vidéo n'a pas pu être lue." },
    { url: "/api/files", message: "Le fichier n'a pas pu être lu." },
    { url: "/user/upload/picture", message: "Le fichier n'a pas pu être lu." },
  ];
  for (const { what, type, payload } of malformed) {
    it(what, async () => {
      const filesBefore = storedNames(t);
      const rowsBefore = await fileRowCount(t);
      for (const { url, message } of paths()) {
        const response = await t.app.inject({
          method: "POST",
          url,
          headers: { cookie, "content-type": type },
          payload,
        });
        expect(response.statusCode, `${url} ${response.body}`).toBe(400);
        expect(hydraDescription(response.body)).toBe(message);
      }
      expect(storedNames(t)).toEqual(filesBefore);
      expect(await fileRowCount(t)).toBe(rowsBefore);
    });
  }
});

describe("what Node's HTTP parser refuses is answered in French too", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it("a URL over 16 KB → 431 hydra:Error", async () => {
    const answer = await rawRequest(
      port,
      `GET /api/me?q=${"a".repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(hydraDescription(answer.body)).toBe("L'adresse ou les en-têtes de la requête sont trop longs.");
  });

  it("bytes that are not HTTP → 400 hydra:Error", async () => {
    const answer = await rawRequest(port, "BONJOUR\r\n\r\n");
    expect(answer.status).toBe(400);
    expect(hydraDescription(answer.body)).toBe("Requête invalide.");
  });

  it("a request under the limit is still served", async () => {
    const answer = await rawRequest(
      port,
      `GET /api/me?q=${"a".repeat(8 * 1024)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(401);
    expect(hydraDescription(answer.body)).toBe("Vous devez être connecté.");
  });
});
