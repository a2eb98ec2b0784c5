import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { triangleCompanies } from "@tronc/db";
import { formatEuros, toCents } from "@tronc/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_LINES } from "../apps/api/test/billing/invoicing-fixtures";
import {
  insertSummaryInvoice,
  insertSummaryQuotation,
  linesOfHt,
  readWorkbookFile,
} from "../apps/api/test/cash/forecast/accounting-summary-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  screenshot,
  selectWhenOffered,
  setValue,
  type TestPage,
  textsOf,
  useBrowserApp,
  useScratchDir,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const downloads = useScratchDir("summary-export-");
const SCREEN = `${ADMIN_BASE}/compta/exports`;
const COMPANY = "Suivi E2E Événements";

/*
 * Worked by hand, on a group company of its own in 2035:
 * Q1 10/03, TTC 3 773,75, project 'Gala des vignes' to invoice, calendar 02/05 → 11/05; invoices
 * 1 200,00 paid, 600,00 sent with 450,00 left, 120,00 draft → left to invoice 1 973,75, owed 450,00.
 * Q2 05/04, TTC 1 200,00, project 'Salon' planned, 480,00 validated and unpaid → left 720,00, owed 480,00.
 */
async function insertScenario() {
  const db = t.app.db;
  const [company] = await db
    .insert(triangleCompanies)
    .values({ name: COMPANY, code: "SUIE2E", siret: "12345678009999" })
    .returning({ id: triangleCompanies.id });
  const issuerId = company?.id ?? 0;
  const q1 = await insertSummaryQuotation(db, {
    issuerId,
    clientName: "Domaine des Vignes",
    reference: "DE-SUIE-2035-0001",
    createdAt: "2035-03-10T10:00:00Z",
    lines: SAMPLE_LINES,
    project: { name: "Gala des vignes", state: "STATE_FACTURABLE" },
    events: [["2035-05-02T07:00:00Z", "2035-05-11T16:00:00Z"]],
  });
  const a1 = { ...q1, issuerId };
  await insertSummaryInvoice(db, a1, {
    type: "TYPE_ADVANCE",
    state: "STATE_PAID",
    reference: "FA-SUIE-2035-0001",
    invoiceDate: "2035-03-15",
    lines: linesOfHt(1_000),
    amountLeftCents: toCents(0),
  });
  await insertSummaryInvoice(db, a1, {
    type: "TYPE_MONTHLY",
    state: "STATE_SEND",
    reference: "FA-SUIE-2035-0002",
    invoiceDate: "2035-04-20",
    lines: linesOfHt(500),
    amountLeftCents: toCents(45_000),
  });
  await insertSummaryInvoice(db, a1, { invoiceDate: "2035-06-01", lines: linesOfHt(100) });
  const q2 = await insertSummaryQuotation(db, {
    issuerId,
    clientName: "Salon Nautique",
    reference: "DE-SUIE-2035-0002",
    createdAt: "2035-04-05T10:00:00Z",
    lines: linesOfHt(1_000),
    project: { name: "Salon", state: "STATE_PLANNED" },
  });
  await insertSummaryInvoice(
    db,
    { ...q2, issuerId },
    {
      state: "STATE_VALIDATED",
      reference: "FA-SUIE-2035-0003",
      invoiceDate: "2035-04-06",
      lines: linesOfHt(400),
    },
  );
  return { q1: q1.quotationId };
}

const statsOf = (page: TestPage) =>
  Promise.all(
    ["summary-to-invoice", "summary-to-collect", "summary-total"].map((id) =>
      page.$eval(`[data-testid="${id}"]`, (element) => element.textContent ?? ""),
    ),
  );

/** Waits for the stats bar to show the figures (fresh content, not the previous search's). */
async function waitForStats(page: TestPage, cents: [number, number, number]) {
  const wanted = cents.map((amount) => formatEuros(amount));
  await page.waitForFunction(
    (expected: string[]) =>
      ["summary-to-invoice", "summary-to-collect", "summary-total"].every(
        (id, index) => document.querySelector(`[data-testid="${id}"]`)?.textContent === expected[index],
      ),
    { timeout: 15_000 },
    wanted,
  );
  expect(await statsOf(page)).toEqual(wanted);
}

async function waitForDownload(dir: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const done = readdirSync(dir).find((name) => name.endsWith(".xlsx"));
    if (done) return join(dir, done);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("no .xlsx downloaded");
}

let q1 = 0;
beforeAll(async () => {
  q1 = (await insertScenario()).q1;
});

describe("the accounting follow-up ('Suivi comptable')", () => {
  it("filters, adds up, shows the cards and exports the file", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", SCREEN);
    await page.waitForSelector("#summary-filter-basis");
    await setValue(page, "#summary-filter-from", "2035-03-01");
    await setValue(page, "#summary-filter-to", "2035-04-30");
    await clickByText(page, ".toggle-chip", COMPANY);
    await clickByText(page, "button", "Rechercher");
    // 1 973,75 + 720,00 to invoice; 450,00 + 480,00 owed.
    await waitForStats(page, [269_375, 93_000, 362_375]);
    await waitForText(page, "2 devis");

    const card = `article[data-quotation-id="${q1}"]`;
    expect(await page.$eval(card, (element) => element.classList.contains("summary-card-to-invoice"))).toBe(
      true,
    );
    const cardText = await page.$eval(card, (element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
      return parts.join(" ").replace(/\s+/g, " ");
    });
    for (const part of [
      "DE-SUIE-2035-0001",
      "À facturer",
      "Domaine des Vignes",
      COMPANY,
      "Gala des vignes",
    ]) {
      expect(cardText).toContain(part);
    }
    expect(cardText).toContain("Évènement du 02/05/2035 au 11/05/2035");
    expect(cardText.replace(/\s/g, " ")).toContain(
      `Reste à facturer ${formatEuros(197_375)}`.replace(/\s/g, " "),
    );
    const chips = await page.$$eval(`${card} .summary-invoice`, (links) =>
      links.map((link) => [
        link.className.replace("summary-invoice", "").trim(),
        link.textContent?.split(" · ")[0],
      ]),
    );
    expect(chips).toEqual([
      ["badge badge-success", "FA-SUIE-2035-0001"],
      ["badge badge-danger", "FA-SUIE-2035-0002"],
      ["badge badge-warning", "Brouillon"],
    ]);
    expect(await textsOf(page, `${card} .summary-card-title a`)).toEqual(["DE-SUIE-2035-0001"]);
    await screenshot(page, "accounting-summary", true);

    // On the event's first day in May: Q1 alone.
    await selectWhenOffered(page, "#summary-filter-basis", "event_start");
    await setValue(page, "#summary-filter-from", "2035-05-01");
    await setValue(page, "#summary-filter-to", "2035-05-31");
    await clickByText(page, "button", "Rechercher");
    await waitForStats(page, [197_375, 45_000, 242_375]);
    await waitForText(page, "1 devis");

    const cdp = await page.createCDPSession();
    await cdp.send("Browser.setDownloadBehavior", {
      behavior: "allow",
      downloadPath: downloads.path,
      browserContextId: page.browserContext().id,
    });
    await clickByText(page, "a", "Exporter");
    const file = await waitForDownload(downloads.path);
    expect(existsSync(file)).toBe(true);
    const sheets = await readWorkbookFile(file);
    expect([...sheets.keys()]).toEqual(["Synthèse", "Suivi comptable"]);
    expect(sheets.get("Synthèse")?.slice(0, 3)).toEqual([
      ["Reste à facturer", 1973.75],
      ["Reste à encaisser", 450],
      ["Total", 2423.75],
    ]);
    expect(sheets.get("Suivi comptable")?.map((row) => row[0])).toEqual(["Devis", "DE-SUIE-2035-0001"]);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("keeps the filters for the session", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", SCREEN);
    await page.waitForSelector("#summary-filter-basis");
    await setValue(page, "#summary-filter-from", "2035-03-01");
    await setValue(page, "#summary-filter-to", "2035-03-31");
    await clickByText(page, ".toggle-chip", COMPANY);
    await clickByText(page, "button", "Rechercher");
    await waitForStats(page, [197_375, 45_000, 242_375]);
    await page.reload({ waitUntil: "domcontentloaded" });
    await waitForStats(page, [197_375, 45_000, 242_375]);
    expect(await page.$eval("#summary-filter-from", (input) => (input as HTMLInputElement).value)).toBe(
      "2035-03-01",
    );
    await page.close();
  });

  it("refuses the screen to a plain user", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", SCREEN);
    await waitForText(page, "Accès refusé");
    expect(await page.$("#summary-filter-basis")).toBeNull();
    await page.close();
  });
});
