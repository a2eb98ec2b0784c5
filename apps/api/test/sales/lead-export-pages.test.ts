import { leads } from "@tronc/db";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadModule } from "../../src/modules/sales/leads";
import { leadExportPages } from "../../src/modules/sales/leads/export";
import { createTestApp, type TestApp } from "../helpers";

/** The export without filters does not read the clock; a fixed one all the same. */
const NOW = new Date("2030-06-12T08:00:00Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [leadModule] });
});
afterAll(() => t.close());

async function readAll(reading: "cursor" | "keyset", pageSize: number) {
  const pages: number[][] = [];
  for await (const page of leadExportPages(t.handle.db, {}, NOW, { pageSize, reading })) {
    // A row is the array PostgreSQL built, the id first.
    pages.push(page.map((row) => row[0]));
  }
  return pages;
}

describe("the lead export's reading", () => {
  it("gives every lead once, newest first, in pages, through a cursor or on the keyset alike", async () => {
    const expected = (
      await t.handle.db.select({ id: leads.id }).from(leads).orderBy(desc(leads.createdAt), desc(leads.id))
    ).map((row) => row.id);
    // The demo's leads in pages of 7: every page full but the last.
    expect(expected.length).toBeGreaterThan(14);
    for (const reading of ["cursor", "keyset"] as const) {
      const pages = await readAll(reading, 7);
      expect(pages.flat()).toEqual(expected);
      expect(pages.slice(0, -1).every((page) => page.length === 7)).toBe(true);
      expect(pages.length).toBe(Math.ceil(expected.length / 7));
    }
  });

  it("ends the cursor's transaction when the reader stops early: the database answers again at once", async () => {
    for await (const page of leadExportPages(t.handle.db, {}, NOW, {
      pageSize: 5,
      reading: "cursor",
    })) {
      expect(page).toHaveLength(5);
      break;
    }
    const [lead] = await t.handle.db.select({ id: leads.id }).from(leads).limit(1);
    expect(lead?.id).toBeGreaterThan(0);
    // A second reading opens its own cursor under the same name: the first one is closed.
    expect((await readAll("cursor", 50)).flat().length).toBeGreaterThan(14);
  });
});
