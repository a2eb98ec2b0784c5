import { compileErrors, validate } from "@readme/openapi-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiPath } from "../src/docs/hydra-operations";
import { hydraRoutes } from "../src/hydra/routes";
import { appRouter } from "../src/trpc/app-router";
import type { Meta } from "../src/trpc/trpc";
import { createTestApp, type TestApp } from "./helpers";

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; description?: string; schema?: Record<string, unknown> }[];
  requestBody?: {
    content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }>;
  };
  "x-roles"?: string[];
  "x-procedures"?: string[];
  "x-paging"?: string;
  security?: unknown[];
}
interface Document {
  openapi: string;
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
    // charge.router.ts: every charge procedure is accountingProcedure.
    expect(operation("post", "/api/compta/financial-forecast/charges")?.["x-roles"]).toEqual(["accounting"]);
    // alert.router.ts: delete is superAdminProcedure.
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
});
