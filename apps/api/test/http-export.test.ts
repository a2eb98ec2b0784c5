import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadModule } from "../src/modules/sales/leads";
import { createTestApp, type TestApp } from "./helpers";
import { hydraDescription } from "./http-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [leadModule] });
});
afterAll(() => t.close());

const exportLeads = async (query: string, who: "admin" | null = "admin") =>
  t.app.inject({
    method: "GET",
    url: `/admin/leads-export${query}`,
    headers: who ? { cookie: await t.login(who) } : {},
  });

describe("an export checks its filters before its first byte", () => {
  it.each([
    ["?q=%00", "Le texte contient un caractère non autorisé."],
    ["?q=abc%00def", "Le texte contient un caractère non autorisé."],
    ["?triangleCompany=99999999999999999999", null],
    ["?triangleCompany=2147483648", null],
    ["?triangleCompany=/api/tronc-commun/triangle_companies/0", null],
    ["?triangleCompany=abc", null],
    ["?searchStatus[]=LEAD_STATUS_NOPE", null],
    ["?leadTrash=peut-etre", null],
    [`?q=${"x".repeat(300)}`, null],
  ])("%s → 400 in French, no file", async (query, message) => {
    const response = await exportLeads(query);
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-disposition"]).toBeUndefined();
    const description = hydraDescription(response.body);
    if (message) expect(description).toBe(message);
    expect(description).toMatch(/[a-zàâçéèêëîïôûùüÿœ]/);
  });

  it("refuses anyone not signed in with a 401 and no file", async () => {
    const response = await exportLeads("", null);
    expect(response.statusCode).toBe(401);
    expect(hydraDescription(response.body)).toBe("Vous devez être connecté.");
  });

  it("streams the workbook when the filters are right", async () => {
    const response = await exportLeads("?searchStatus[]=ALL&q=dupont");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(response.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });
});
