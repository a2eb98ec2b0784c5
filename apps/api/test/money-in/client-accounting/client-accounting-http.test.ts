import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAccountingModule } from "../../../src/modules/money-in/client-accounting";
import { createTestApp, type TestApp } from "../../helpers";
import { hydraAs, trpcAs } from "../../input-helpers";
import { issuerName } from "../payments/collections-fixtures";
import { insertReportingScenario } from "./client-accounting-fixtures";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let s: Awaited<ReturnType<typeof insertReportingScenario>>;
let nameA: string;
let nameB: string;

beforeAll(async () => {
  t = await createTestApp({ modules: [clientAccountingModule] });
  send = hydraAs(t);
  const [issuerA = 0, issuerB = 0] = t.demo.companyIds;
  nameA = await issuerName(t.handle.db, issuerA);
  nameB = await issuerName(t.handle.db, issuerB);
  s = await insertReportingScenario(t.handle.db, { issuerA, issuerB, code: "RPTH" });
});
afterAll(() => t.close());

const PATH = "/api/compta/reporting_company/";

describe("GET /api/compta/reporting_company/?company={id}", () => {
  it("answers caHT, caTTC, the two amounts per group company and restTTC, in euros", async () => {
    for (const company of [String(s.companyId), `/api/companies/${s.companyId}`]) {
      const { status, body } = await send("user", "GET", `${PATH}?company=${encodeURIComponent(company)}`);
      expect(status).toBe(200);
      // Worked by hand in insertReportingScenario.
      expect(body).toMatchObject({
        caHT: 480,
        caTTC: 571,
        CAHTTriangleCompanies: { [nameA]: 230, [nameB]: 250 },
        restTriangleCompanies: { [nameA]: 75, [nameB]: 300 },
        restTTC: 375,
        creditsLeftTTC: 24,
      });
    }
  });

  it("answers the same without the final slash", async () => {
    const { status, body } = await send(
      "user",
      "GET",
      `/api/compta/reporting_company?company=${s.companyId}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ caHT: 480, restTTC: 375 });
  });

  it("refuses a missing or wrong client in French, and anonymous callers", async () => {
    const missing = await send("user", "GET", PATH);
    expect(missing.status).toBe(400);
    expect(missing.description).toBe("Précisez le client : paramètre company (identifiant ou IRI)");
    const unknown = await send("user", "GET", `${PATH}?company=2000000000`);
    expect(unknown.status).toBe(404);
    expect(unknown.description).toBe("Cette entreprise est introuvable");
    const wrongType = await send("user", "GET", `${PATH}?company=/api/compta/invoices/1`);
    expect(wrongType.status).toBe(400);
    expect((await t.app.inject({ method: "GET", url: `${PATH}?company=${s.companyId}` })).statusCode).toBe(
      401,
    );
  });
});

describe("the client sheet's calls over tRPC", () => {
  it("reporting and quotations answer the web app, bad input in French", async () => {
    const call = trpcAs(t);
    const reporting = await call("user", "query", "clientAccounting.reporting", { companyId: s.companyId });
    expect(reporting.status).toBe(200);
    const quotations = await call("user", "query", "clientAccounting.quotations", {
      companyId: s.companyId,
      pageSize: 501,
    });
    expect(quotations.status).toBe(400);
    expect(quotations.message).toContain("La taille de page doit être au plus 500.");
  });
});
