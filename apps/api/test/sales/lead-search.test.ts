import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadCallModule } from "../../src/modules/sales/lead-calls";
import { leadModule } from "../../src/modules/sales/leads";
import { searchByIndex, searchByText } from "../../src/services/sales/leads/search";
import { type LeadSearchFilters, listConditions } from "../../src/services/sales/leads/search-filters";
import { collectValues } from "../../src/services/shared/statement-values";
import type { AppCaller } from "../../src/trpc/caller";
import { createTestApp, type TestApp } from "../helpers";
import { createLeadAs, rejection, updateLeadNow } from "./sales-helpers";

/** A fixed "now": 12 June 2030, 10:00 in Paris; callbacks are placed around it. */
const NOW = new Date("2030-06-12T08:00:00Z");

let t: TestApp;
let user: AppCaller;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ modules: [leadCallModule, leadModule], now: () => NOW });
  user = await t.caller("user");
  const make = async (key: string, extra: { name?: string; phone?: string } = {}) => {
    const lead = await createLeadAs(user, t, { subject: `Kalimba ${key}`, ...extra });
    ids[key] = lead.id;
    return lead.id;
  };
  await make("unread");
  for (const key of ["today", "overdue", "tomorrow", "search", "refused", "accepted", "trash", "sent"]) {
    const id = await make(key);
    await user.lead.takeOver({ id });
  }
  await user.lead.setCallback({ id: ids.today ?? 0, callbackAt: "2030-06-12T18:00" });
  await user.lead.setCallback({ id: ids.overdue ?? 0, callbackAt: "2030-06-11T10:00" });
  await user.lead.setCallback({ id: ids.tomorrow ?? 0, callbackAt: "2030-06-13T00:00" });
  await updateLeadNow(user, { id: ids.search ?? 0, leadStatus: "LEAD_STATUS_SEARCH" });
  await updateLeadNow(user, { id: ids.refused ?? 0, leadStatus: "LEAD_STATUS_REFUSED" });
  await updateLeadNow(user, {
    id: ids.accepted ?? 0,
    leadStatus: "LEAD_STATUS_ACCEPTED",
    triangleCompanyId: t.demo.companyIds[1],
  });
  await updateLeadNow(user, { id: ids.trash ?? 0, leadLevel: "LEAD_TRASH" });
  await updateLeadNow(user, { id: ids.sent ?? 0, leadStatus: "LEAD_STATUS_SEND" });
  await user.leadCall.create({ leadId: ids.sent ?? 0, callType: "OUTGOING_MAIL", comment: "Devis envoyé" });
});
afterAll(() => t.close());

const keysOf = async (params: Parameters<AppCaller["lead"]["search"]>[0]) => {
  const result = await user.lead.search({ q: "kalimba", ...params });
  const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return result.items.map((item) => byId[item.id]);
};

describe("lead search", () => {
  it("finds a lead by subject, requester, company, e-mail or phone, whatever the accents and case", async () => {
    const lead = await createLeadAs(user, t, {
      subject: "Soirée Œnologie",
      name: "Noël Bérénice",
      phone: "+33 6 98 76 54 32",
    });
    for (const q of [
      "OENOLOGIE soiree",
      "noel berenice",
      "BOULANGERIE lefevre",
      "helene.dupre@boulangerie",
      "0698765432",
      "06 98 76 54 32",
      "06.98.76",
    ]) {
      const result = await user.lead.search({ q, searchStatus: ["ALL"] });
      expect(
        result.items.map((item) => item.id),
        q,
      ).toContain(lead.id);
    }
    expect((await user.lead.search({ q: "oenologie introuvable", searchStatus: ["ALL"] })).total).toBe(0);
    expect((await user.lead.search({ q: "100%_", searchStatus: ["ALL"] })).total).toBe(0);
  });

  it("lists the unread by default, newest first, with the red border flag", async () => {
    const result = await user.lead.search({ q: "kalimba" });
    expect(result.items.map((item) => [item.id, item.isUnread])).toEqual([[ids.unread, true]]);
    expect(await keysOf({ searchStatus: ["ALL"] })).toEqual([
      "sent",
      "accepted",
      "refused",
      "search",
      "tomorrow",
      "overdue",
      "today",
      "unread",
    ]);
  });

  it("groups NEW, SEARCH and WRITE as 'En cours de traitement', and combines statuses", async () => {
    expect(await keysOf({ searchStatus: ["IN_PROGRESS"] })).toEqual([
      "search",
      "tomorrow",
      "overdue",
      "today",
    ]);
    expect(await keysOf({ searchStatus: ["LEAD_STATUS_SEND", "LEAD_STATUS_REFUSED"] })).toEqual([
      "sent",
      "refused",
    ]);
    expect(await rejection(user.lead.search({ searchStatus: ["LEAD_STATUS_X"] }))).toEqual({
      code: "BAD_REQUEST",
      message: "L'état « LEAD_STATUS_X » n'existe pas",
    });
  });

  it("'Rappel auj.' lists callbacks due today (overdue included) by time; 'Sans rappel' and 'Poubelle' follow the rules", async () => {
    expect(await keysOf({ callback: true })).toEqual(["overdue", "today"]);
    expect(await keysOf({ withoutCallback: true })).toEqual(["sent", "search", "unread"]);
    expect(await keysOf({ leadTrash: true })).toEqual(["trash"]);
    const result = await user.lead.search({ q: "kalimba" });
    expect(result.counts).toEqual({ callbackToday: 2, withoutCallback: 3, trash: 1 });
  });

  it("lets the switches clear the statuses and each other: trash, then callback, then without callback", async () => {
    const all = { searchStatus: ["LEAD_STATUS_SEND"] };
    expect(await keysOf({ ...all, leadTrash: true, callback: true, withoutCallback: true })).toEqual([
      "trash",
    ]);
    expect(await keysOf({ ...all, callback: true, withoutCallback: true })).toEqual(["overdue", "today"]);
    expect(await keysOf({ ...all, withoutCallback: true })).toEqual(["sent", "search", "unread"]);
    expect((await user.lead.search({ q: "kalimba", leadTrash: true, callback: true })).mode).toBe("trash");
  });

  it("filters by group company, overdue callback (retard) and no exchange yet (noAnswer)", async () => {
    const second = t.demo.companyIds[1];
    expect(await keysOf({ searchStatus: ["ALL"], triangleCompanyId: second })).toEqual(["accepted"]);
    const counted = await user.lead.search({ q: "kalimba", triangleCompanyId: second });
    expect(counted.counts).toEqual({ callbackToday: 0, withoutCallback: 0, trash: 0 });
    expect(await keysOf({ searchStatus: ["ALL"], retard: true })).toEqual(["overdue"]);
    expect(await keysOf({ searchStatus: ["ALL"], noAnswer: true })).not.toContain("sent");
    expect((await keysOf({ searchStatus: ["ALL"], noAnswer: true })).length).toBe(7);
  });

  it("pages by 50 by default (1-based) with the total", async () => {
    const first = await user.lead.search({ q: "kalimba", searchStatus: ["ALL"], pageSize: 3 });
    const third = await user.lead.search({ q: "kalimba", searchStatus: ["ALL"], pageSize: 3, page: 3 });
    expect([first.total, first.pageCount, first.items.length, third.items.length]).toEqual([8, 3, 3, 2]);
    expect(third.items.map((item) => item.id)).toEqual([ids.today, ids.unread]);
    const byDefault = await user.lead.search({ searchStatus: ["ALL"] });
    expect(byDefault.pageSize).toBe(50);
    expect(byDefault.items.length).toBe(Math.min(50, byDefault.total));
  });

  it("answers the same through the text strategy (one pass) and the index strategy, for every filter", async () => {
    const filters = [
      {},
      { searchStatus: ["ALL"] },
      { searchStatus: ["IN_PROGRESS"], triangleCompanyId: t.demo.companyIds[0] },
      { callback: true },
      { withoutCallback: true },
      { leadTrash: true },
      { searchStatus: ["ALL"], retard: true },
      { searchStatus: ["ALL"], noAnswer: true, pageSize: 2, page: 2 },
    ];
    for (const filter of filters) {
      const params = { q: "kalimba", ...filter };
      const byText = await searchByText(t.handle.db, params, NOW);
      expect(byText.total, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(await searchByIndex(t.handle.db, params, NOW), JSON.stringify(filter)).toEqual(byText);
    }
  });

  it("serves each search its own values when lists of one shape follow each other on one kept statement", async () => {
    const db = t.handle.db;
    const idsOf = (found: { items: { id: number }[] }) => found.items.map((item) => item.id);
    const [first, second] = t.demo.companyIds;
    const all = { q: "kalimba", searchStatus: ["ALL"] };
    expect(idsOf(await searchByIndex(db, { ...all, triangleCompanyId: second }, NOW))).toEqual([
      ids.accepted,
    ]);
    const inFirst = idsOf(await searchByIndex(db, { ...all, triangleCompanyId: first }, NOW));
    expect(inFirst).toContain(ids.unread);
    expect(inFirst).not.toContain(ids.accepted);
    // The same callback list read the next morning also holds the callback set for that day at 0:00.
    const nextMorning = new Date("2030-06-13T08:00:00Z");
    expect(idsOf(await searchByIndex(db, { q: "kalimba", callback: true }, NOW))).toEqual([
      ids.overdue,
      ids.today,
    ]);
    expect(idsOf(await searchByIndex(db, { q: "kalimba", callback: true }, nextMorning))).toEqual([
      ids.overdue,
      ids.today,
      ids.tomorrow,
    ]);
    // Two words are another statement than one; the switch without a value of its own too.
    const keyOf = (filters: LeadSearchFilters) => {
      const collected = collectValues();
      listConditions(filters, NOW, collected);
      return collected.key();
    };
    expect(keyOf({ q: "kalimba" })).toBe(keyOf({ q: "dupont" }));
    expect(keyOf({ q: "kalimba dupont" })).not.toBe(keyOf({ q: "dupont" }));
    expect(keyOf({ q: "kalimba", noAnswer: true })).not.toBe(keyOf({ q: "kalimba" }));
  });

  it("flags 'Sans rappel' exactly as the domain rule says, over the demo leads too", async () => {
    const everything = await user.lead.search({ searchStatus: ["ALL"], pageSize: 500 });
    const flagged = everything.items.filter((item) => item.missingCallback).map((item) => item.id);
    const listed = await user.lead.search({ withoutCallback: true, pageSize: 500 });
    expect(listed.items.map((item) => item.id).sort()).toEqual(flagged.sort());
    expect(listed.total).toBe(everything.counts?.withoutCallback);
  });
});

describe("'Exporter tout'", () => {
  it("streams an Excel file of every lead matching, with French headers", async () => {
    const cookie = await t.login("user");
    const response = await t.app.inject({
      method: "GET",
      url: "/admin/leads-export?q=kalimba&searchStatus[]=ALL",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="leads-2030-06-12.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Leads");
    const header = sheet?.getRow(1).values as unknown[];
    expect(header.slice(1, 5)).toEqual(["N°", "Créé le", "Titre", "Statut"]);
    expect(sheet?.rowCount).toBe(9);
    const statuses = new Set<string>();
    sheet?.eachRow((row, number) => {
      if (number > 1) statuses.add(String(row.getCell(4).value));
    });
    expect([...statuses].sort()).toEqual([
      "1er contact",
      "Approfondissement du projet",
      "Devis accepté",
      "Devis envoyé",
      "Devis refusé",
      "Non lus",
    ]);
  });

  it("answers an unknown status with a French 400 before any byte of file", async () => {
    const cookie = await t.login("user");
    const response = await t.app.inject({
      method: "GET",
      url: "/admin/leads-export?searchStatus=NOPE",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()["hydra:description"]).toBe("L'état « NOPE » n'existe pas");
  });
});
