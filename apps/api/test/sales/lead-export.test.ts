import { leads } from "@tronc/db";
import { toParisLocalDateTime } from "@tronc/domain";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadModule } from "../../src/modules/sales/leads";
import { DEMO_LEAD_COUNT } from "../../src/seed/sales";
import type { AppCaller } from "../../src/trpc/caller";
import { createTestApp, type TestApp } from "../helpers";
import { createLeadAs, updateLeadNow } from "./sales-helpers";

/** A fixed "now": 12 June 2030, 10:00 in Paris. */
const NOW = new Date("2030-06-12T08:00:00Z");

let t: TestApp;
let user: AppCaller;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ modules: [leadModule], now: () => NOW });
  user = await t.caller("user");
  for (const key of ["fresh", "trash", "refused", "callback"]) {
    ids[key] = (await createLeadAs(user, t, { subject: `Xylophone ${key}` })).id;
  }
  await user.lead.takeOver({ id: ids.trash ?? 0 });
  await updateLeadNow(user, { id: ids.trash ?? 0, leadLevel: "LEAD_TRASH" });
  await user.lead.takeOver({ id: ids.refused ?? 0 });
  await updateLeadNow(user, { id: ids.refused ?? 0, leadStatus: "LEAD_STATUS_REFUSED" });
  await user.lead.takeOver({ id: ids.callback ?? 0 });
  await user.lead.setCallback({ id: ids.callback ?? 0, callbackAt: "2030-06-12T18:00" });
});
afterAll(() => t.close());

interface Sheet {
  header: string[];
  rows: Map<number, Record<string, unknown>>;
  order: number[];
}

async function exportSheet(query: string): Promise<Sheet> {
  const response = await t.app.inject({
    method: "GET",
    url: `/admin/leads-export${query}`,
    headers: { cookie: await t.login("user") },
  });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Leads");
  if (!sheet) throw new Error("no 'Leads' sheet");
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows = new Map<number, Record<string, unknown>>();
  const order: number[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = (row.values as unknown[]).slice(1);
    const record = Object.fromEntries(header.map((name, i) => [name, values[i] ?? ""]));
    order.push(Number(record["N°"]));
    rows.set(Number(record["N°"]), record);
  });
  return { header, rows, order };
}

describe("'Exporter tout' with no filter", () => {
  it("is every lead, trash included, with 'Poubelle' oui/non in a column of its own", async () => {
    const { header, rows, order } = await exportSheet("");
    expect(header.slice(0, 6)).toEqual(["N°", "Créé le", "Titre", "Statut", "Qualité", "Poubelle"]);
    // The 42 demo leads and the 4 created here, each once.
    expect(order).toHaveLength(DEMO_LEAD_COUNT + 4);
    expect(rows.size).toBe(DEMO_LEAD_COUNT + 4);
    expect(rows.get(ids.trash ?? 0)?.Poubelle).toBe("oui");
    for (const key of ["fresh", "refused", "callback"]) expect(rows.get(ids[key] ?? 0)?.Poubelle).toBe("non");
    const trashInDb = await t.handle.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.leadLevel, "LEAD_TRASH"));
    const trashInFile = [...rows.values()].filter((row) => row.Poubelle === "oui").length;
    expect(trashInFile).toBe(trashInDb.length);
    expect(trashInFile).toBeGreaterThan(1);
  });

  it("writes dates as the Paris wall clock, newest first", async () => {
    const { rows, order } = await exportSheet("");
    const [stored] = await t.handle.db
      .select({ createdAt: leads.createdAt, callbackAt: leads.callbackAt })
      .from(leads)
      .where(eq(leads.id, ids.callback ?? 0));
    const row = rows.get(ids.callback ?? 0);
    const asWallClock = (value: unknown) =>
      value instanceof Date ? value.toISOString().slice(0, 16) : value;
    expect(asWallClock(row?.Rappel)).toBe("2030-06-12T18:00");
    expect(asWallClock(row?.["Créé le"])).toBe(toParisLocalDateTime(stored?.createdAt ?? NOW));
    const created = order.map((id) => asWallClock(rows.get(id)?.["Créé le"]) as string);
    expect(created).toEqual([...created].sort().reverse());
  });
});

describe("'Exporter tout' with filters", () => {
  const cases: [string, Parameters<AppCaller["lead"]["search"]>[0]][] = [
    ["?searchStatus[]=LEAD_STATUS_UNREAD", { searchStatus: ["LEAD_STATUS_UNREAD"] }],
    ["?searchStatus[]=ALL", { searchStatus: ["ALL"] }],
    ["?searchStatus[]=ALL&leadTrash=1", { searchStatus: ["ALL"], leadTrash: true }],
    ["?searchStatus[]=ALL&callback=1", { searchStatus: ["ALL"], callback: true }],
    ["?searchStatus[]=ALL&withoutCallback=1", { searchStatus: ["ALL"], withoutCallback: true }],
    ["?q=xylophone&searchStatus[]=ALL", { q: "xylophone", searchStatus: ["ALL"] }],
    ["?q=xylophone", { q: "xylophone" }],
  ];

  it.each(cases)("%s holds exactly the leads the list shows", async (query, input) => {
    const { order } = await exportSheet(query);
    const list = await user.lead.search({ ...input, pageSize: 500 });
    expect(list.total).toBeLessThan(500);
    expect([...order].sort((a, b) => a - b)).toEqual(list.items.map((item) => item.id).sort((a, b) => a - b));
  });

  it("leaves the trash out of 'all statuses', as the list does", async () => {
    const { rows } = await exportSheet("?searchStatus[]=ALL");
    expect(rows.has(ids.trash ?? 0)).toBe(false);
    expect(rows.has(ids.fresh ?? 0)).toBe(true);
    expect([...rows.values()].every((row) => row.Poubelle === "non")).toBe(true);
  });
});
