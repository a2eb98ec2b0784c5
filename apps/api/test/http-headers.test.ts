import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "./helpers";
import { hydraDescription, serverWithWebApp } from "./http-helpers";

let t: TestApp;
let web: Awaited<ReturnType<typeof serverWithWebApp>>;
let secure: Awaited<ReturnType<typeof serverWithWebApp>>;
beforeAll(async () => {
  t = await createTestApp({ modules: [] });
  web = await serverWithWebApp(t);
  secure = await serverWithWebApp(t, { cookieSecure: true });
});
afterAll(async () => {
  await secure.close();
  await web.close();
  await t.close();
});
afterEach(() => vi.restoreAllMocks());

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers["content-security-policy"]);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("same-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
}

describe("security headers on every answer", () => {
  it("on 200s: the web app and the API", async () => {
    const page = await web.app.inject({ method: "GET", url: "/tronc-commun/admin/lead" });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers);
    const me = await web.app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: await t.login("user") },
    });
    expect(me.statusCode).toBe(200);
    expectSecurityHeaders(me.headers);
  });

  it("on 4xx: 404, 400, 401, 403", async () => {
    for (const request of [
      { method: "GET" as const, url: "/admin/nope" },
      { method: "GET" as const, url: "/trpc/nope" },
      {
        method: "POST" as const,
        url: "/api/login",
        headers: { "content-type": "application/json" },
        payload: "{",
      },
      { method: "GET" as const, url: "/api/me" },
      { method: "POST" as const, url: "/api/logout", headers: { origin: "http://evil.test" } },
    ]) {
      const response = await web.app.inject(request);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expectSecurityHeaders(response.headers);
    }
  });

  it("on a 500", async () => {
    vi.spyOn(t.handle.db, "select").mockImplementation(() => {
      throw new Error("boom");
    });
    const response = await web.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "admin@tronc.test", password: "tronc-demo" },
    });
    expect(response.statusCode).toBe(500);
    expectSecurityHeaders(response.headers);
  });

  it("behind HTTPS (COOKIE_SECURE=true): HSTS and upgrade of insecure requests", async () => {
    const response = await secure.app.inject({ method: "GET", url: "/tronc-commun/admin" });
    expect(response.headers["strict-transport-security"]).toContain("max-age=");
    expect(response.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    const plain = await web.app.inject({ method: "GET", url: "/tronc-commun/admin" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("a state-changing request must come from this site: scheme and host", () => {
  const logout = (app: typeof web.app, origin: string) =>
    app.inject({ method: "POST", url: "/api/logout", headers: { host: "tronc.example", origin } });

  it("refuses another site", async () => {
    const response = await logout(web.app, "http://evil.test");
    expect(response.statusCode).toBe(403);
    expect(hydraDescription(response.body)).toBe("Origine de la requête refusée.");
  });

  it("refuses the right host with the wrong scheme", async () => {
    const onHttp = await logout(web.app, "https://tronc.example");
    expect(onHttp.statusCode).toBe(403);
    expect(hydraDescription(onHttp.body)).toBe("Origine de la requête refusée.");
    const onHttps = await logout(secure.app, "http://tronc.example");
    expect(onHttps.statusCode).toBe(403);
  });

  it("refuses an opaque origin and one on another port", async () => {
    expect((await logout(web.app, "null")).statusCode).toBe(403);
    expect((await logout(web.app, "http://tronc.example:8080")).statusCode).toBe(403);
  });

  it("accepts this site (and a request without Origin, as scripts send)", async () => {
    expect((await logout(web.app, "http://tronc.example")).statusCode).toBe(204);
    expect((await logout(secure.app, "https://tronc.example")).statusCode).toBe(204);
    const script = await web.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { host: "tronc.example" },
    });
    expect(script.statusCode).toBe(204);
  });

  it("does not trust X-Forwarded-Proto sent by the client", async () => {
    const response = await web.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { host: "tronc.example", origin: "https://tronc.example", "x-forwarded-proto": "https" },
    });
    expect(response.statusCode).toBe(403);
  });
});
