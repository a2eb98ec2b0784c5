import { compileErrors, validate } from "@readme/openapi-parser";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../src/auth/session-user";
import { collectServedRoutes, servedOutsideTable } from "../src/docs/docs-routes";
import { openApiPath } from "../src/docs/hydra-operations";
import { buildOpenApiDocument } from "../src/docs/openapi-document";
import { POLICY_LABELS } from "../src/docs/policies";
import { hydraRoutes } from "../src/modules";
import type { Policy } from "../src/modules/policies";
import { appRouter } from "../src/trpc/app-router";
import { NOT_ALLOWED } from "../src/trpc/errors";
import type { Meta } from "../src/trpc/trpc";
import { createTestApp, type DemoUser, type TestApp } from "./helpers";

interface Operation {
  summary?: string;
  description?: string;
  responses?: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
  tags?: string[];
  parameters?: { name: string; in: string; description?: string; schema?: Record<string, unknown> }[];
  requestBody?: {
    content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }>;
  };
  "x-roles"?: string[];
  "x-procedures"?: string[];
  "x-paging"?: string;
  "x-versioned"?: boolean;
  security?: unknown[];
}
interface Document {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let cookie: string;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login("user");
  const response = await t.app.inject({ method: "GET", url: "/api/docs.json", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
const operation = (method: string, path: string) => document.paths[path]?.[method.toLowerCase()];
/** The paths outside the shim table: the tag openapi-document.ts gives them. */
const SERVED_TAG = "fichiers, impressions, exports et session";
const served = () => operations().filter(({ operation }) => operation.tags?.includes(SERVED_TAG));
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const procedures = Object.entries(appRouter._def.procedures) as unknown as [
  string,
  { _def: { type: string; meta?: Meta } },
][];

describe("the API documentation (/api/docs.json)", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    // validate() dereferences in place: it gets its own copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
  });

  it("answers 401 in French without a session, and the page sends to the sign-in", async () => {
    const json = await t.app.inject({ method: "GET", url: "/api/docs.json" });
    expect(json.statusCode).toBe(401);
    expect(json.json()["hydra:description"]).toBe("Vous devez être connecté.");
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe("/login");
  });

  it("describes every row of the Hydra table, each with its procedures and roles, and no other", () => {
    const table = new Set(
      hydraRoutes.map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path)}`),
    );
    for (const key of table) {
      const [method = "", path = ""] = key.split(" ");
      const described = operation(method, path);
      expect(described, key).toBeDefined();
      expect(described?.["x-procedures"]?.length, key).toBeGreaterThan(0);
      expect(described?.["x-roles"]?.length, key).toBeGreaterThan(0);
    }
    const hydraDescribed = operations().filter(({ operation }) => operation["x-procedures"] !== undefined);
    expect(hydraDescribed.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([...table].sort());
  });

  it("describes the paths served outside the table (sign-in, uploads, files, prints, exports)", () => {
    for (const [method, path] of [
      ["post", "/api/login"],
      ["post", "/api/logout"],
      ["get", "/api/me"],
      ["get", "/api/files/{id}"],
      ["get", "/api/files/{id}/download"],
      ["post", "/api/tutorials/{id}/video"],
      ["get", "/admin/print_quotation/{id}"],
    ] as const) {
      expect(operation(method, path), `${method} ${path}`).toBeDefined();
    }
    // Only API paths: not the web app's pages, nor the documentation itself.
    expect(
      Object.keys(document.paths).filter((path) => /^\/(tronc-commun\/admin|login)|\/api\/docs/.test(path)),
    ).toEqual([]);
  });

  it("describes every tRPC procedure with its method and its policy", () => {
    for (const [path, procedure] of procedures) {
      const method = procedure._def.type === "query" ? "get" : "post";
      const described = operation(method, `/trpc/${path}`);
      expect(described, path).toBeDefined();
      expect(described?.["x-roles"], path).toEqual([procedure._def.meta?.policy]);
    }
    const trpcDescribed = operations().filter(({ path }) => path.startsWith("/trpc/"));
    expect(trpcDescribed).toHaveLength(procedures.length);
  });

  it("says, in French, which writes check a version: If-Match and 409 on their PUT, the ETag on their GET", () => {
    expect(document.info.description).toContain("Versions (pas de mise à jour perdue)");
    expect(document.info.description).toContain(
      "Sans `If-Match` ni `version` (ou `If-Match: *`), le PUT écrit comme avant.",
    );
    // The records wired so far (docs/decisions.md, issue 29): each PUT and its GET, by hand.
    for (const path of [
      "/api/compta/quotations/{id}",
      "/api/tronc-commun/tronc_commun_leads/{id}",
      "/api/tronc-commun/tronc_commun_suppliers/{id}",
      "/api/tronc-commun/tronc_commun_projects/{id}",
      "/api/tronc-commun/tronc_commun_tasks/{id}",
      "/api/compta/financial-forecast/charges/{id}",
    ]) {
      const put = operation("put", path);
      expect(put?.["x-versioned"], path).toBe(true);
      expect(put?.parameters?.find((parameter) => parameter.name === "If-Match")?.in, path).toBe("header");
      expect(put?.responses?.["409"], path).toEqual({ $ref: "#/components/responses/Conflict" });
      expect(put?.description, path).toContain(
        "dépassée → 409 (qui et quand), rien n'est écrit ; aucune → écrit comme avant",
      );
      expect(Object.keys(operation("get", path)?.responses?.["200"]?.headers ?? {}), path).toEqual(["ETag"]);
    }
    // A PUT whose record carries no version says nothing of them (a line of the forecast).
    const unversioned = operation("put", "/api/compta/financial-forecast/items/{id}");
    expect(unversioned).toBeDefined();
    expect(unversioned?.["x-versioned"]).toBeUndefined();
    expect(unversioned?.responses?.["409"]).toBeUndefined();
    for (const procedure of [
      "project.update",
      "task.update",
      "charge.update",
      "charge.updateFuture",
      "lead.update",
    ]) {
      const described = operation("post", `/trpc/${procedure}`);
      expect(described?.["x-versioned"], procedure).toBe(true);
      expect(described?.description, procedure).toContain("`version` obligatoire (celle lue avec la fiche)");
    }
    expect(operation("post", "/trpc/lead.setCallback")?.["x-versioned"]).toBeUndefined();
  });

  it("says which searches count pages from 0 (spec §7) and which from 1", () => {
    const zeroBased = operations()
      .filter(({ operation }) => operation["x-paging"] === "0-based")
      .map(({ path }) => path)
      .sort();
    // The five searches of spec §7 paged from 0 (quotation-search.ts, invoice-search.ts, credit-search.ts,
    // purchase-order-search.ts, supplier-invoice-search.ts).
    expect(zeroBased).toEqual([
      "/api/compta/credits-search",
      "/api/compta/invoices-search",
      "/api/compta/purchase_orders-search",
      "/api/compta/quotations-search",
      "/api/compta/supplier_invoices-search",
    ]);
    const plain = operation("get", "/api/compta/quotations");
    expect(plain?.["x-paging"]).toBe("1-based");
    expect(plain?.parameters?.find((p) => p.name === "page")?.schema?.default).toBe(1);
    const search = operation("get", "/api/compta/quotations-search");
    expect(search?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(["searchName", "searchState", "searchTriangleCompany", "page", "maxResults"]),
    );
    expect(search?.parameters?.find((p) => p.name === "page")?.schema?.default).toBe(0);
  });

  it("gives each path the roles of the procedures it calls", () => {
    // modules/cash/charges/contract.ts: every charge operation is accounting's.
    expect(operation("post", "/api/compta/financial-forecast/charges")?.["x-roles"]).toEqual(["accounting"]);
    // modules/support/alerts/contract.ts: delete is a super admin's.
    expect(operation("delete", "/api/tronc-commun/tronc_commun_alerts/{id}")?.["x-roles"]).toEqual([
      "superAdmin",
    ]);
    expect(operation("get", "/api/tronc-commun/tronc_commun_alerts-search")?.["x-roles"]).toEqual([
      "alertReader",
    ]);
    // The client's delivery report link (by its token) and the session lookup are the public procedures.
    expect(operation("get", "/trpc/session.current")?.security).toEqual([]);
  });

  it("documents the bodies with the wire's names (the spec's spellings), references as IRIs", () => {
    const body = operation("put", "/api/tronc-commun/tronc_commun_projects/{id}")?.requestBody;
    const properties = body?.content["application/ld+json"]?.schema.properties ?? {};
    expect(Object.keys(properties)).toContain("delieveryDate");
    expect(Object.keys(properties)).not.toContain("deliveryDate");
    expect(JSON.stringify(properties.projectManager)).toContain("/api/users/{id}");
    const quotation = operation("post", "/api/compta/quotations")?.requestBody;
    expect(quotation?.content["application/ld+json"]?.schema.required).toEqual(["recommandation"]);
  });

  it("serves the viewer's page and its files under the app's Content-Security-Policy", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs", headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>[^<]/);
    for (const file of ["swagger-ui.css", "swagger-ui-bundle.js", "init.js"]) {
      const asset = await t.app.inject({ method: "GET", url: `/api/docs/${file}` });
      expect(asset.statusCode, file).toBe(200);
      expect(asset.body.length, file).toBeGreaterThan(100);
    }
  });

  it("states the roles of every operation (Hydra row, served path, tRPC procedure) in POLICY_LABELS' words", () => {
    const policies = Object.keys(POLICY_LABELS);
    for (const { path, method, operation } of operations()) {
      const key = `${method} ${path}`;
      const roles = operation["x-roles"] ?? [];
      expect(
        roles.length,
        `${key}: x-roles (a served route needs its config.doc, route-doc.ts)`,
      ).toBeGreaterThan(0);
      for (const role of roles) {
        expect(policies, key).toContain(role);
        expect(operation.description, key).toContain(POLICY_LABELS[role as Policy]);
      }
      expect(operation.description, key).toMatch(/^Rôles : /);
    }
  });

  it("shows a route registered without its declaration as undeclared, so the check above fails on it", async () => {
    const app = Fastify();
    const registered = collectServedRoutes(app);
    app.get("/admin/new-export", () => "");
    app.get(
      "/admin/declared",
      {
        config: {
          doc: {
            summary: "Déclaré",
            roles: ["accounting"],
            answers: { types: ["application/pdf"], description: "Le PDF." },
          },
        },
      },
      () => "",
    );
    await app.ready();
    const built = (await buildOpenApiDocument({
      hydraRoutes: [],
      served: servedOutsideTable(registered, []),
      procedures: {},
    })) as unknown as Document;
    const undeclared = built.paths["/admin/new-export"]?.get;
    expect(undeclared?.["x-roles"]).toBeUndefined();
    expect(undeclared?.description).toContain("non déclarés");
    expect(built.paths["/admin/declared"]?.get?.["x-roles"]).toEqual(["accounting"]);
    await app.close();
  });

  it("gives each served path a French summary and what it answers (media type)", () => {
    expect(served().length).toBeGreaterThanOrEqual(38);
    for (const { path, method, operation } of served()) {
      const key = `${method} ${path}`;
      expect(operation.summary, key).not.toMatch(/^(GET|POST|PUT|DELETE) \//);
      const [status, answer] =
        Object.entries(operation.responses ?? {}).find(([code]) => code.startsWith("2")) ?? [];
      expect(status, key).toBeDefined();
      if (status !== "204") expect(Object.keys(answer?.content ?? {}).length, key).toBeGreaterThan(0);
    }
    const types = (method: string, path: string) => {
      const responses = operation(method, path)?.responses ?? {};
      const [, answer] = Object.entries(responses).find(([code]) => code.startsWith("2")) ?? [];
      return Object.keys(answer?.content ?? {});
    };
    expect(types("get", "/admin/print_invoice/{id}")).toEqual(["application/pdf"]);
    expect(types("get", "/admin/export-invoice-zip")).toEqual(["application/zip"]);
    expect(types("get", "/admin/export-credit-xls")).toEqual([XLSX]);
    expect(types("get", "/admin/global")).toEqual(["application/json", XLSX]);
    expect(types("get", "/api/history/{kind}/{id}")).toEqual(["application/json"]);
    expect(types("get", "/api/files/{id}/download")).toEqual(["*/*"]);
    expect(types("get", "/api/tutorials/{id}/video")).toEqual(["video/mp4", "video/webm"]);
    expect(types("post", "/api/files")).toEqual(["application/json"]);
    expect(Object.keys(operation("post", "/api/files")?.requestBody?.content ?? {})).toEqual([
      "multipart/form-data",
    ]);
    // An export documents the list's filters it reads (the route's own reader, dry-run), and no page.
    const exportParameters = operation("get", "/admin/export-invoice-xls")?.parameters?.map((p) => p.name);
    expect(exportParameters).toEqual(expect.arrayContaining(["state", "triangleCompany", "from", "to"]));
    expect(exportParameters).not.toContain("page");
    // The history documents its path's kind and id, and its page.
    const historyParameters = operation("get", "/api/history/{kind}/{id}")?.parameters?.map((p) => p.name);
    expect(historyParameters).toEqual(expect.arrayContaining(["kind", "id", "page", "pageSize"]));
  });

  it("documents on each served path the roles the server enforces (anonymous, plain user, accounting)", async () => {
    const sessions = new Map<DemoUser, { cookie: string; user: SessionUser }>();
    for (const who of ["user", "compta"] as const) {
      const cookie = await t.login(who);
      const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
      sessions.set(who, { cookie, user: me.json() });
    }
    const holds = (user: SessionUser, role: string) =>
      role === "public" ||
      role === "authed" ||
      (role === "superAdmin" && user.isSuperAdmin) ||
      (role === "accounting" && user.isCompta) ||
      (role === "finance" && (user.isCompta || user.isSuperAdmin)) ||
      (role === "alertReader" && user.isReadAlert);
    let restricted = 0;
    for (const { path, method, operation } of served()) {
      const key = `${method} ${path}`;
      const roles = operation["x-roles"] ?? [];
      const url = path.replace("{token}", "jeton-inconnu").replace(/\{\w+\}/g, "1");
      const send = (cookie?: string) =>
        t.app.inject({ method: method.toUpperCase() as "GET", url, headers: cookie ? { cookie } : {} });
      const anonymous = await send();
      if (roles.includes("public")) expect(anonymous.statusCode, key).not.toBe(401);
      else expect(anonymous.statusCode, key).toBe(401);
      // Past the role a path may change data (DELETE /api/files/1): only the refusals are sent for those.
      if (roles.includes("public") || roles.includes("authed")) continue;
      restricted++;
      for (const [who, session] of sessions) {
        const allowed = roles.some((role) => holds(session.user, role));
        if (allowed && method !== "get") continue;
        const answer = await send(session.cookie);
        if (allowed) expect(answer.statusCode, `${key} as ${who}`).not.toBe(403);
        else {
          expect(answer.statusCode, `${key} as ${who}`).toBe(403);
          expect(answer.json()["hydra:description"], `${key} as ${who}`).toBe(NOT_ALLOWED);
        }
      }
    }
    // Invoice and quotation exports, credit, collections, purchase order and supplier invoice exports, the
    // accounting follow-up, the tutorial video upload and the failed background jobs.
    expect(restricted).toBe(14);
  });

  it("spot checks: an accounting export, the follow-up, the video upload and the client's PDF link", async () => {
    const user = await t.login("user");
    const compta = await t.login("compta");
    const path = "/admin/supplier-invoices-list-export-excel";
    expect(operation("get", path)?.["x-roles"]).toEqual(["accounting", "superAdmin"]);
    expect((await t.app.inject({ method: "GET", url: path, headers: { cookie: user } })).statusCode).toBe(
      403,
    );
    const file = await t.app.inject({ method: "GET", url: path, headers: { cookie: compta } });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe(XLSX);

    expect(operation("get", "/admin/global")?.["x-roles"]).toEqual(["accounting"]);
    expect(
      (await t.app.inject({ method: "GET", url: "/admin/global", headers: { cookie: user } })).statusCode,
    ).toBe(403);
    const summary = await t.app.inject({ method: "GET", url: "/admin/global", headers: { cookie: compta } });
    expect(summary.statusCode).toBe(200);
    expect(summary.headers["content-type"]).toMatch(/^application\/json/);

    expect(operation("post", "/api/tutorials/{id}/video")?.["x-roles"]).toEqual(["superAdmin"]);
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/tutorials/1/video",
      headers: { cookie: compta },
    });
    expect(upload.statusCode).toBe(403);

    // The client's copy of a delivery report: no session, the token is the access.
    const link = operation("get", "/api/tronc-commun/delivery-report-pdf/{token}");
    expect(link?.["x-roles"]).toEqual(["public"]);
    expect(link?.security).toEqual([]);
    expect(link?.description).toContain("jeton");
  });
});
