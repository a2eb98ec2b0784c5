import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { leadCallModule } from "../src/modules/sales/lead-calls";
import { leadModule } from "../src/modules/sales/leads";
import { createTestApp, type TestApp } from "./helpers";
import { hydraDescription, INTERNAL_ERROR, serverWithWebApp } from "./http-helpers";

let t: TestApp;
let web: Awaited<ReturnType<typeof serverWithWebApp>>;
beforeAll(async () => {
  t = await createTestApp({ modules: [leadCallModule, leadModule] });
  web = await serverWithWebApp(t);
});
afterAll(async () => {
  await web.close();
  await t.close();
});
afterEach(() => vi.restoreAllMocks());

const json = { "content-type": "application/json" };
const trpcMessage = (body: string) => (JSON.parse(body) as { error: { message: string } }).error.message;

describe("bodies Fastify refuses answer in French, as hydra:Error or tRPC errors", () => {
  it("invalid JSON → 400", async () => {
    const login = await t.app.inject({ method: "POST", url: "/api/login", headers: json, payload: "{nope" });
    expect(login.statusCode).toBe(400);
    expect(hydraDescription(login.body)).toBe("Le corps de la requête n'est pas un JSON valide.");
    const hydra = await t.app.inject({
      method: "POST",
      url: "/api/tronc-commun/tronc_commun_leads",
      headers: { cookie: await t.login("admin"), "content-type": "application/ld+json" },
      payload: '{"subject":',
    });
    process.stderr.write(`HYDRA ${hydra.statusCode} ${hydra.body}\n`);
    expect(hydra.statusCode).toBe(400);
    expect(hydraDescription(hydra.body)).toBe("Le corps de la requête n'est pas un JSON valide.");
    const trpc = await t.app.inject({
      method: "POST",
      url: "/trpc/lead.create",
      headers: { ...json, cookie: await t.login("admin") },
      payload: "{nope",
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpcMessage(trpc.body)).toBe("Le corps de la requête n'est pas un JSON valide.");
  });

  it("an empty body announced as JSON → 400", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/login", headers: json, payload: "" });
    expect(response.statusCode).toBe(400);
    expect(hydraDescription(response.body)).toBe(
      "Le corps de la requête est vide alors qu'un JSON est annoncé.",
    );
  });

  it("a 3 MB JSON body → 413", async () => {
    const payload = JSON.stringify({ email: "a".repeat(3 * 1024 * 1024), password: "x" });
    const login = await t.app.inject({ method: "POST", url: "/api/login", headers: json, payload });
    expect(login.statusCode).toBe(413);
    expect(hydraDescription(login.body)).toBe("La requête est trop volumineuse.");
    const trpc = await t.app.inject({ method: "POST", url: "/trpc/lead.create", headers: json, payload });
    expect(trpc.statusCode).toBe(413);
    expect(trpcMessage(trpc.body)).toBe("La requête est trop volumineuse.");
  });

  it("a text/plain body on a JSON route → 415", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "text/plain" },
      payload: "admin@tronc.test",
    });
    expect(login.statusCode).toBe(415);
    expect(hydraDescription(login.body)).toBe("Type de contenu non pris en charge.");
    const batch = await t.app.inject({
      method: "POST",
      url: "/trpc/lead.create,lead.update?batch=1",
      headers: { "content-type": "text/plain" },
      payload: "x",
    });
    expect(batch.statusCode).toBe(415);
    const errors = JSON.parse(batch.body) as { error: { message: string; data: { path: string } } }[];
    expect(errors.map((e) => [e.error.data.path, e.error.message])).toEqual([
      ["lead.create", "Type de contenu non pris en charge."],
      ["lead.update", "Type de contenu non pris en charge."],
    ]);
  });

  it("a URL that cannot be decoded → 400", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/tronc-commun/tronc_commun_leads/%E0%A4%A",
    });
    expect(response.statusCode).toBe(400);
    expect(hydraDescription(response.body)).toBe("L'adresse demandée est invalide.");
  });

  it("tRPC's own English errors come out in French", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/trpc/nope.nope" });
    expect(unknown.statusCode).toBe(404);
    expect(trpcMessage(unknown.body)).toBe("Procédure inconnue.");
    const wrongMethod = await t.app.inject({ method: "GET", url: "/trpc/lead.create" });
    expect(wrongMethod.statusCode).toBe(405);
    expect(trpcMessage(wrongMethod.body)).toBe("Méthode non autorisée pour cette procédure.");
  });
});

describe("a database failure is a neutral 500: the SQL, its parameters, e-mails and IPs stay in the log", () => {
  const failure = () =>
    new DrizzleQueryError(
      'select "user_id" from "sessions" where "token_hash" = $1 and "email" = $2',
      ["admin@tronc.test", "203.0.113.7"],
      new Error('relation "sessions" does not exist'),
    );
  const leaks = (body: string) => {
    for (const secret of ["Failed query", "select", "sessions", "admin@tronc.test", "203.0.113.7", "stack"]) {
      expect(body).not.toContain(secret);
    }
  };

  const failingDatabase = () =>
    vi.spyOn(t.handle.db, "select").mockImplementation(() => {
      throw failure();
    });

  it("on the shim's own routes (/api/login, /api/files)", async () => {
    const cookie = await t.login("admin");
    failingDatabase();
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "admin@tronc.test", password: "tronc-demo" },
    });
    expect(login.statusCode).toBe(500);
    expect(hydraDescription(login.body)).toBe(INTERNAL_ERROR);
    leaks(login.body);
    const file = await t.app.inject({ method: "GET", url: "/api/files/1", headers: { cookie } });
    expect(file.statusCode).toBe(500);
    expect(hydraDescription(file.body)).toBe(INTERNAL_ERROR);
    leaks(file.body);
  });

  it("on a Hydra row and on tRPC", async () => {
    const cookie = await t.login("admin");
    failingDatabase();
    const hydra = await t.app.inject({
      method: "GET",
      url: "/api/tronc-commun/tronc_commun_leads/1",
      headers: { cookie },
    });
    expect(hydra.statusCode).toBe(500);
    expect(hydraDescription(hydra.body)).toBe(INTERNAL_ERROR);
    leaks(hydra.body);
    const trpc = await t.app.inject({
      method: "GET",
      url: `/trpc/lead.get?input=${encodeURIComponent(JSON.stringify({ id: 1 }))}`,
      headers: { cookie },
    });
    expect(trpc.statusCode).toBe(500);
    expect(trpcMessage(trpc.body)).toBe(INTERNAL_ERROR);
    leaks(trpc.body);
  });
});

describe("unknown paths: a JSON 404 outside the web app's own paths", () => {
  it.each([
    "/api/nope",
    "/admin/nope",
    "/compta/nope/x.pdf",
    "/user/upload/nope",
    "/triangle-company/upload/nope",
    "/tronc-commun/lead/upload/nope",
    "/admin/print_nothing/1",
    "/index.php",
  ])("%s → 404 hydra:Error", async (url) => {
    const response = await web.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/ld+json");
    expect(hydraDescription(response.body)).toBe("Ressource introuvable.");
  });

  it.each([
    "/",
    "/login",
    "/tronc-commun/admin",
    "/tronc-commun/admin/lead",
    "/tronc-commun/admin/lead/edit/3",
  ])("%s → the web app (200 HTML)", async (url) => {
    const response = await web.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain('<div id="root">');
  });

  it("a POST to an unknown path is a JSON 404 even under the web app", async () => {
    const response = await web.app.inject({ method: "POST", url: "/tronc-commun/admin/lead", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(hydraDescription(response.body)).toBe("Ressource introuvable.");
  });
});
