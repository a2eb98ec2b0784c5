import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [] });
});
afterAll(() => t.close());

const loginAs = (email: string, password: string, ip = "10.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { email, password }, remoteAddress: ip });

describe("sign-in over HTTP", () => {
  it("POST /api/login sets an httpOnly SameSite=Lax cookie and GET /api/me answers the flags", async () => {
    const response = await loginAs("admin@tronc.test", "tronc-demo");
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === "tc_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    const me = await t.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: `tc_session=${cookie?.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: "admin@tronc.test",
      fullname: "Alice Martin",
      isSuperAdmin: true,
      isCompta: true,
      isReadAlert: true,
      isLeaveAdmin: true,
    });
    expect(me.json().triangleCompanies).toHaveLength(3);
  });

  it("a plain user has none of the four role flags", async () => {
    const cookie = await t.login("user");
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(me.json()).toMatchObject({
      isSuperAdmin: false,
      isCompta: false,
      isReadAlert: false,
      isLeaveAdmin: false,
    });
  });

  it("the e-mail is matched without regard to case", async () => {
    const response = await loginAs("Compta@Tronc.TEST", "tronc-demo", "10.0.0.9");
    expect(response.statusCode).toBe(200);
  });

  it("a wrong password and an unknown e-mail get the same answer, which says neither", async () => {
    const wrongPassword = await loginAs("chef@tronc.test", "nope", "10.0.0.2");
    const unknownEmail = await loginAs("nobody@tronc.test", "tronc-demo", "10.0.0.2");
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()["hydra:description"]).toBe("Identifiants invalides");
    }
  });

  it("after five failures on an e-mail from one IP, even the right password is refused there for a while", async () => {
    for (let i = 0; i < 5; i++)
      expect((await loginAs("user@tronc.test", "bad", "10.0.0.3")).statusCode).toBe(401);
    const blocked = await loginAs("user@tronc.test", "tronc-demo", "10.0.0.3");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()["hydra:description"]).toMatch(/Trop de tentatives/);
  });

  it("a protected path without a session answers 401", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json()["@type"]).toBe("hydra:Error");
  });

  it("logout ends the session", async () => {
    const response = await loginAs("chef@tronc.test", "tronc-demo", "10.0.0.4");
    const cookie = `tc_session=${response.cookies.find((c) => c.name === "tc_session")?.value}`;
    expect((await t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie } })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).statusCode).toBe(401);
  });

  it("a state-changing request from another site is refused", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { origin: "https://evil.example", host: "localhost:3000" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("the Hydra shim around unknown paths and bad bodies", () => {
  it("an unknown /api path answers a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      "@type": "hydra:Error",
      "hydra:description": "Ressource introuvable.",
    });
  });

  it("malformed JSON answers 400 with a hydra:Error in French", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()["hydra:description"]).toBe("Le corps de la requête n'est pas un JSON valide.");
  });
});
