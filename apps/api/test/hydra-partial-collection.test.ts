import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadModule } from "../src/modules/sales/leads";
import { generateLeads } from "../src/seed/generate-leads";
import { COUNT_CAP } from "../src/services/shared/paginate";
import { createTestApp, type TestApp } from "./helpers";

let t: TestApp;

// More leads than the count cap (1,000) outside the trash, so that "all statuses" is counted up to the
// cap only; the trash (a few hundred) is counted exactly.
beforeAll(async () => {
  t = await createTestApp({ modules: [leadModule] });
  await generateLeads(t.handle.db, {
    count: COUNT_CAP + 400,
    now: new Date(),
    userIds: Object.values(t.demo.userIds),
    triangleCompanyIds: Object.values(t.demo.companyIds),
  });
});
afterAll(() => t.close());

async function getJson(url: string) {
  const response = await t.app.inject({ method: "GET", url, headers: { cookie: await t.login("admin") } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("a collection counted up to the cap", () => {
  it("says it is partial and links the next page with the same filters", async () => {
    const body = await getJson("/api/tronc-commun/lead-search?searchStatus[]=ALL&maxResults=50&page=3");
    expect(body["hydra:totalItems"]).toBe(COUNT_CAP);
    expect(body["hydra:member"]).toHaveLength(50);
    expect(body["hydra:view"]).toEqual({
      "@id": "/api/tronc-commun/lead-search?searchStatus%5B%5D=ALL&maxResults=50&page=3",
      "@type": "hydra:PartialCollectionView",
      "hydra:next": "/api/tronc-commun/lead-search?searchStatus%5B%5D=ALL&maxResults=50&page=4",
    });
  });

  it("an exactly counted collection has no partial view", async () => {
    const body = await getJson("/api/tronc-commun/lead-search?leadTrash=1&maxResults=500");
    expect(body["hydra:view"]).toBeUndefined();
    expect(body["hydra:totalItems"]).toBe(body["hydra:member"].length);
  });
});
