import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadModule } from "../../src/modules/sales/leads";
import { searchByIndex, searchLeads } from "../../src/services/sales/leads/search";
import type { AppCaller } from "../../src/trpc/caller";
import { createTestApp, type TestApp } from "../helpers";
import { createLeadAs, rejection, updateLeadNow } from "./sales-helpers";

const NOW = new Date("2030-06-12T08:00:00Z");

let t: TestApp;
let user: AppCaller;
/** Newest first, as the list orders them. */
let listed: number[] = [];

// Nine 'Zanzibar' leads: eight listed under 'all statuses', one in the trash (matched by the text, not listed).
beforeAll(async () => {
  t = await createTestApp({ modules: [leadModule], now: () => NOW });
  user = await t.caller("user");
  const ids: number[] = [];
  for (let n = 1; n <= 9; n++) ids.push((await createLeadAs(user, t, { subject: `Zanzibar ${n}` })).id);
  const trashed = ids[8] ?? 0;
  await user.lead.takeOver({ id: trashed });
  await updateLeadNow(user, { id: trashed, leadLevel: "LEAD_TRASH" });
  listed = ids.slice(0, 8).reverse();
});
afterAll(() => t.close());

const search = (params: Parameters<typeof searchLeads>[1]) =>
  searchLeads({ db: t.handle.db, now: NOW }, { q: "zanzibar", searchStatus: ["ALL"], ...params });

describe("lead search counts up to a cap", () => {
  it("gives the exact total and the badges below the cap", async () => {
    // cap 10, page 1 of 2: the count reads up to 11 rows; 9 matches, 8 listed.
    const result = await search({ countCap: 10, pageSize: 2 });
    expect([result.total, result.totalIsExact, result.pageCount]).toEqual([8, true, 4]);
    expect(result.counts).toEqual({ callbackToday: 0, withoutCallback: 8, trash: 1 });
    expect(result.items.map((item) => item.id)).toEqual(listed.slice(0, 2));
  });

  it("counts a text exactly beyond the cap when it matches fewer leads than one statement reads", async () => {
    const result = await search({ countCap: 5, pageSize: 2 });
    expect([result.total, result.totalIsExact, result.pageCount]).toEqual([8, true, 4]);
    expect(result.counts).toEqual({ callbackToday: 0, withoutCallback: 8, trash: 1 });
  });

  it("answers 'more than the cap' for a broad text, the page still right, badges left uncounted", async () => {
    // One statement reads at most 5 matches here (a broad text), so the list is read the index's way.
    const broad = (params: Parameters<typeof searchLeads>[1]) => search({ onePassMatches: 5, ...params });
    // cap 5, page 1 of 2: reads 6 of the 8 listed → more than 5; pages 1 to 3 offered (5 rows known + 1).
    const first = await broad({ countCap: 5, pageSize: 2 });
    expect([first.total, first.totalIsExact, first.pageCount, first.counts]).toEqual([5, false, 3, null]);
    expect(first.items.map((item) => item.id)).toEqual(listed.slice(0, 2));
    // page 3 ends at row 6: the count reads 7 (max(5, 6) + 1) and finds 7 → more than 6.
    const third = await broad({ countCap: 5, pageSize: 2, page: 3 });
    expect([third.total, third.totalIsExact, third.pageCount]).toEqual([6, false, 4]);
    expect(third.items.map((item) => item.id)).toEqual(listed.slice(4, 6));
    // page 4 ends at row 8: the count reads up to 9 and finds the 8 → exact again.
    const fourth = await broad({ countCap: 5, pageSize: 2, page: 4 });
    expect([fourth.total, fourth.totalIsExact, fourth.pageCount]).toEqual([8, true, 4]);
    expect(fourth.items.map((item) => item.id)).toEqual(listed.slice(6, 8));
  });

  it("remembers a broad text a few minutes: its next pages skip what they know, then one statement again", async () => {
    const ids: number[] = [];
    for (let n = 1; n <= 7; n++) ids.push((await createLeadAs(user, t, { subject: `Tombouctou ${n}` })).id);
    // cap 5, 2 a page: one statement reads at most max(5, 6) = 6 matches; 7 match → broad, remembered.
    const params = { q: "tombouctou", searchStatus: ["ALL"], countCap: 5, pageSize: 2, onePassMatches: 5 };
    const ctx = { db: t.handle.db, now: NOW };
    expect((await searchLeads(ctx, params)).counts).toBeNull();
    // Three leave the text: 4 match now, fewer than one statement reads. For a few minutes the list is
    // still read the index's way (no badges) and still said to hold 'more than 5', but its rows are real.
    for (const id of ids.slice(0, 3)) await updateLeadNow(user, { id, subject: `Ailleurs ${id}` });
    const remembered = await searchLeads(ctx, params);
    expect([remembered.total, remembered.totalIsExact, remembered.counts]).toEqual([5, false, null]);
    expect(remembered.items.map((item) => item.id)).toEqual([ids[6], ids[5]]);
    const lastPage = await searchLeads(ctx, { ...params, page: 2 });
    expect(lastPage.items.map((item) => item.id)).toEqual([ids[4], ids[3]]);
    const later = await searchLeads({ ...ctx, now: new Date(NOW.getTime() + 6 * 60_000) }, params);
    expect([later.total, later.totalIsExact]).toEqual([4, true]);
    expect(later.counts).toEqual({ callbackToday: 0, withoutCallback: 4, trash: 0 });
  });

  it("caps the total of a list without text the same way, its badges exact", async () => {
    const result = await searchByIndex(t.handle.db, { q: "zanzibar", leadTrash: true, countCap: 5 }, NOW);
    expect([result.total, result.totalIsExact]).toEqual([1, true]);
    // cap 5, page 1 of 2: reads 6 of the 8 → more than 5 (with 50 a page, it would read up to 51).
    const all = await searchByIndex(
      t.handle.db,
      { q: "zanzibar", searchStatus: ["ALL"], countCap: 5, pageSize: 2 },
      NOW,
    );
    expect([all.total, all.totalIsExact, all.counts?.trash]).toEqual([5, false, 1]);
  });

  it("refuses a query whose words all have under 3 characters; a short word beside a long one filters", async () => {
    for (const q of ["za", "z 9", "06"]) {
      expect(await rejection(user.lead.search({ q }))).toEqual({
        code: "BAD_REQUEST",
        message: "Saisissez au moins un mot de 3 caractères pour rechercher",
      });
    }
    const filtered = await user.lead.search({ q: "zanzibar 9", searchStatus: ["ALL"], leadTrash: true });
    expect(filtered.total).toBe(1);
  });

  it("refuses it on the Hydra lead search too, with the French message", async () => {
    const cookie = await t.login("user");
    const response = await t.app.inject({
      method: "GET",
      url: "/api/tronc-commun/lead-search?q=za&searchStatus[]=ALL",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()["hydra:description"]).toBe(
      "Saisissez au moins un mot de 3 caractères pour rechercher",
    );
  });
});
