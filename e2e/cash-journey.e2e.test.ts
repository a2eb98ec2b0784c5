import { addMonths, firstDayOfMonth, formatEuros, monthTitle, toCents, toParisDate } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import {
  insertSummaryInvoice,
  insertSummaryQuotation,
  linesOfHt,
  readWorkbookFile,
} from "../apps/api/test/cash/forecast/accounting-summary-fixtures";
import {
  centsOf,
  downloaded,
  expensesCell,
  linesTitled,
  openLine,
  recapOfType,
  rollout,
  saveDialog,
  textOf,
  waitForLines,
} from "./cash-journey-screens";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  screenshot,
  setValue,
  type TestPage,
  textsOf,
  typeInto,
  useBrowserApp,
  useScratchDir,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const downloads = useScratchDir("cash-journey-");
const CHARGES = `${ADMIN_BASE}/compta/financial-forecast/charges`;
const FORECAST = `${ADMIN_BASE}/compta/financial-forecast`;
const TITLE = "Crédit-bail chariots Parcours";
const TYPE_LABEL = "Loyer financier";
const today = toParisDate(new Date());
const month0 = firstDayOfMonth(today);
const months = Array.from({ length: 12 }, (_, index) => addMonths(month0, index));
const monthName = (month: string) => monthTitle(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
/** The charge falls on the 28th, a day every month has. */
const dueOn = (month: string) => `${month.slice(0, 8)}28`;
const euros = (cents: number) => formatEuros(cents);
const plain = (text: string) => text.replace(/\s+/g, " ");

/*
 * By hand: 1 234,56 € = 123 456 cents at 50/30/20 → 61 728 (exact), 37 036,8 and 24 691,2; the floors
 * sum to 123 455, and the one cent left goes to the largest remainder (0,8, the 30 %): 617,28 / 370,37 /
 * 246,91 €, all negative (an expense).
 */
const AMOUNT = -123_456;
const SHARES = [-61_728, -37_037, -24_691];
/** The month edited alone: 1 300,00 €. */
const PINNED = addMonths(month0, 2);
const PINNED_AMOUNT = -130_000;

/** The group companies in the split's order (by name), read from the create modal. */
let companies: { id: number; name: string }[] = [];
/** What the current month showed before the charge: its recap under the type, its real expenses. */
const before = { recap: new Map<number, number>(), realExpenses: 0 };

async function openCharges(page: TestPage) {
  await page.goto(`${t.app.baseUrl}${CHARGES}`, { waitUntil: "domcontentloaded" });
  await waitForText(page, "Budget Prévisionnel : liste des charges");
}

async function openForecast(page: TestPage) {
  await page.goto(`${t.app.baseUrl}${FORECAST}?month=${month0.slice(0, 7)}`, {
    waitUntil: "domcontentloaded",
  });
  await waitForText(page, `Prévisionnel de ${monthName(month0)} à ${monthName(months[11] ?? month0)}`);
  // The months are drawn once the window's answer is in (not busy): its recap and figures with them.
  await page.waitForSelector(`.forecast-months[aria-busy="false"] article[data-month="${month0}"]`, {
    timeout: 15_000,
  });
}

const wantedLines = (amountOf: (month: string) => number) =>
  months.map((month) => ({ month, date: dueOn(month), amount: euros(amountOf(month)) }));

describe("the cash journey of the accountant", () => {
  let page: TestPage;

  it("adds a monthly charge split 50/30/20 on the charges screen", async () => {
    page = await newPage(t.browser);
    // What waits for the rollout already (the demo's charges) goes out first, then the month is noted.
    await loginAs(page, t.app.baseUrl, "compta", CHARGES);
    await waitForText(page, "Budget Prévisionnel : liste des charges");
    expect(await rollout(page)).toContain("Charges déployées");
    await openForecast(page);
    for (const [id, text] of await recapOfType(page, month0, TYPE_LABEL))
      before.recap.set(id, text ? centsOf(text) : 0);
    before.realExpenses = centsOf(await textOf(page, expensesCell(month0, 1)));

    await openCharges(page);
    await clickByText(page, "button", "Ajouter une charge");
    await waitForText(page, "Enregistrer une charge");
    await page.waitForSelector(".charge-split tbody tr");
    companies = await page.$$eval(".charge-split tbody tr", (rows) =>
      rows.map((row) => ({
        id: Number(row.querySelector("input")?.id.replace("charge-split-", "")),
        name: row.querySelector("th")?.textContent?.trim() ?? "",
      })),
    );
    expect(companies).toHaveLength(3);
    await page.type("#charge-title", TITLE);
    await page.select("#charge-type", "CHARGE_TYPE_FINANCIAL_RENT");
    await page.select("#charge-day", "28");
    await setValue(page, "#charge-date-from", month0);
    await page.type("#charge-amount", "1234,56");
    for (const [index, pct] of ["50", "30", "20"].entries()) {
      await typeInto(page, `#charge-split-${companies[index]?.id}`, pct);
    }
    await page.waitForFunction(
      () => document.querySelector("[data-split-total]")?.getAttribute("data-split-total") === "complete",
    );
    expect(await textsOf(page, "[data-company-amount]")).toEqual(SHARES.map(euros));
    expect(await textsOf(page, "[data-split-total-amount]")).toEqual([euros(AMOUNT)]);
    await screenshot(page, "cash-journey-1-charge-modal");
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, `La charge « ${TITLE} » est enregistrée`);
    const card = `article.charge-card:has(h2.charge-card-title)`;
    await page.waitForFunction(
      (css: string, title: string) =>
        Array.from(document.querySelectorAll(css)).some((element) => element.textContent?.includes(title)),
      {},
      card,
      TITLE,
    );
    const cardText = await page.$$eval(
      "article.charge-card",
      (cards, title) => cards.find((element) => element.textContent?.includes(title))?.textContent ?? "",
      TITLE,
    );
    const frenchStart = `01/${month0.slice(5, 7)}/${month0.slice(0, 4)}`;
    expect(plain(cardText)).toContain(`Tous les 1 mois le 28 depuis le ${frenchStart}`);
    expect(plain(cardText)).toContain(plain(`${companies[1]?.name}30 % · ${euros(SHARES[1] ?? 0)}`));
    expect(plain(cardText)).toContain(plain(euros(AMOUNT)));
  });

  it("shows the line in each of the 12 months as soon as it is saved, and the three shares in this month's recap", async () => {
    await openForecast(page);
    await waitForLines(
      page,
      TITLE,
      wantedLines(() => AMOUNT),
    );
    const lines = await linesTitled(page, TITLE);
    expect(lines.map(({ month }) => month)).toEqual(months);
    for (const { month, lines: ofMonth } of lines) {
      expect(ofMonth).toEqual([{ date: dueOn(month ?? ""), amount: euros(AMOUNT), badges: [] }]);
    }
    const recap = new Map(await recapOfType(page, month0, TYPE_LABEL));
    for (const [index, company] of companies.entries()) {
      const share = (before.recap.get(company.id) ?? 0) + (SHARES[index] ?? 0);
      expect(recap.get(company.id)).toBe(euros(share));
    }
    await page.$eval(`article[data-month="${month0}"] .forecast-recap`, (recapCard) =>
      recapCard.scrollIntoView({ block: "center" }),
    );
    await screenshot(page, "cash-journey-3-forecast");
  });

  it("leaves the rollout button nothing to add: the charge's 12 lines were written when it was saved", async () => {
    await openCharges(page);
    expect(await rollout(page)).toBe("Charges déployées : 0 ligne ajoutée, 0 modifiée, 0 supprimée");
    await screenshot(page, "cash-journey-2-rollout-toast");
    await openForecast(page);
    await waitForLines(
      page,
      TITLE,
      wantedLines(() => AMOUNT),
    );
  });

  it("changes one month with 'Cette valeur uniquement', which the next rollout leaves alone", async () => {
    await openLine(page, dueOn(PINNED), TITLE);
    await clickByText(page, "label.forecast-choice-option", "Cette valeur uniquement");
    await typeInto(page, "#forecast-line-amount", "1300");
    // 1 300,00 € at 50/30/20: 650,00 / 390,00 / 260,00, nothing to round.
    expect(await textsOf(page, '[role="dialog"] [data-company-amount]')).toEqual(
      [-65_000, -39_000, -26_000].map(euros),
    );
    await screenshot(page, "cash-journey-4-only-this-value");
    await saveDialog(page);
    const amountOf = (month: string) => (month === PINNED ? PINNED_AMOUNT : AMOUNT);
    await waitForLines(page, TITLE, wantedLines(amountOf));

    await openCharges(page);
    expect(await rollout(page)).toBe("Charges déployées : 0 ligne ajoutée, 0 modifiée, 0 supprimée");
    await openForecast(page);
    await waitForLines(page, TITLE, wantedLines(amountOf));
    for (const { month, lines } of await linesTitled(page, TITLE)) {
      const pinned = month === PINNED;
      expect(lines).toEqual([
        {
          date: dueOn(month ?? ""),
          amount: euros(amountOf(month ?? "")),
          badges: pinned ? ["Modifiée"] : [],
        },
      ]);
    }
    await page.$eval(`li[data-date="${dueOn(PINNED)}"]`, (day) => day.scrollIntoView({ block: "center" }));
    await screenshot(page, "cash-journey-4-after-rerun");
  });

  it("declares this month's line paid today: it is real and the real expenses grow by its amount", async () => {
    const theoretical = centsOf(await textOf(page, expensesCell(month0, 2)));
    await openLine(page, dueOn(month0), TITLE);
    await clickByText(page, "label.switch span", "Déclarer le paiement réél");
    await waitForText(page, "Date réelle du paiement");
    await setValue(page, "#forecast-line-real-day", today);
    await screenshot(page, "cash-journey-5-real-payment");
    await saveDialog(page);
    // Real: before + (−1 234,56 €); theoretical: the planned line no longer counts, − (−1 234,56 €).
    const wanted = [euros(before.realExpenses + AMOUNT), euros(theoretical - AMOUNT)];
    await page.waitForFunction(
      (css: string[], texts: string[]) =>
        css.every((cell, index) => document.querySelector(cell)?.textContent === texts[index]),
      { timeout: 10_000 },
      [expensesCell(month0, 1), expensesCell(month0, 2)],
      wanted,
    );
    expect(await textsOf(page, `article[data-month="${month0}"] [data-figure="expenses"] td`)).toEqual(
      wanted,
    );
    const real = await page.$$eval(
      `li[data-date="${today}"] .forecast-line.is-real`,
      (lines, title) =>
        lines
          .filter((line) => line.querySelector(".forecast-line-title")?.textContent === title)
          .map((line) => [
            line.querySelector(".forecast-amount")?.textContent,
            ...Array.from(line.querySelectorAll(".badge")).map((badge) => badge.textContent),
          ]),
      TITLE,
    );
    expect(real).toEqual([[euros(AMOUNT), "Réel"]]);
    await page.$eval(`li[data-date="${today}"]`, (day) => day.scrollIntoView({ block: "center" }));
    await screenshot(page, "cash-journey-5-real-line");
    expect(page.errors).toEqual([]);
  });

  it("searches the accounting follow-up, reads the stats and exports the workbook", async () => {
    // Meanwhile, sales: a quotation of 1 000,00 € HT (1 200,00 TTC) in March 2035 by the first company,
    // invoiced 300,00 HT (360,00 TTC), sent and unpaid → left to invoice 840,00, to collect 360,00.
    const issuerId = companies[0]?.id ?? 0;
    const quotation = await insertSummaryQuotation(t.app.db, {
      issuerId,
      clientName: "Parcours Logistique",
      reference: "DE-PARC-2035-0001",
      createdAt: "2035-03-12T10:00:00Z",
      lines: linesOfHt(1_000),
    });
    await insertSummaryInvoice(
      t.app.db,
      { ...quotation, issuerId },
      {
        state: "STATE_SEND",
        reference: "FA-PARC-2035-0001",
        invoiceDate: "2035-03-20",
        eligibleAt: "2035-04-19",
        lines: linesOfHt(300),
        amountLeftCents: toCents(36_000),
      },
    );
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/compta/exports`, { waitUntil: "domcontentloaded" });
    await waitForText(page, "Suivi comptable");
    await page.waitForSelector("#summary-filter-basis");
    await setValue(page, "#summary-filter-from", "2035-03-01");
    await setValue(page, "#summary-filter-to", "2035-03-31");
    await clickByText(page, ".toggle-chip", companies[0]?.name ?? "");
    await clickByText(page, "button", "Rechercher");
    const stats = '[aria-label="Totaux du suivi comptable"] > div';
    const wanted = [
      `Reste à facturer${euros(84_000)}`,
      `Reste à encaisser${euros(36_000)}`,
      `Total${euros(120_000)}`,
    ];
    await page.waitForFunction(
      (css: string, expected: string[]) =>
        JSON.stringify(Array.from(document.querySelectorAll(css)).map((item) => item.textContent)) ===
        JSON.stringify(expected),
      { timeout: 15_000 },
      stats,
      wanted,
    );
    expect(await textsOf(page, stats)).toEqual(wanted);
    await waitForText(page, "DE-PARC-2035-0001");
    await waitForText(page, "1 devis");
    await screenshot(page, "cash-journey-6-follow-up", true);

    const cdp = await page.createCDPSession();
    await cdp.send("Browser.setDownloadBehavior", {
      behavior: "allow",
      downloadPath: downloads.path,
      browserContextId: page.browserContext().id,
    });
    await clickByText(page, "a", "Exporter");
    const sheets = await readWorkbookFile(await downloaded(downloads.path));
    expect(sheets.get("Synthèse")?.slice(0, 3)).toEqual([
      ["Reste à facturer", 840],
      ["Reste à encaisser", 360],
      ["Total", 1200],
    ]);
    const rows = sheets.get("Suivi comptable") ?? [];
    expect(rows.map((row) => row[0])).toEqual(["Devis", "DE-PARC-2035-0001"]);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
