import {
  charges,
  companies,
  forecastBankBalances,
  forecastItems,
  forecastPayments,
  invoices,
  supplierInvoices,
} from "@tronc/db";
import {
  addDays,
  addMonths,
  firstDayOfMonth,
  formatEuros,
  monthTitle,
  toCents,
  toParisDate,
} from "@tronc/domain";
import type { Page } from "puppeteer-core";
import { beforeAll, describe, expect, it } from "vitest";
import { insertInvoice } from "../apps/api/test/billing/invoicing-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  screenshot,
  setValue,
  shotsDir,
  type TestPage,
  textsOf,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();

const today = toParisDate(new Date());
const month0 = firstDayOfMonth(today);
const month1 = addMonths(month0, 1);
const month2 = addMonths(month0, 2);
const month3 = addMonths(month0, 3);
const day = (month: string, dayOfMonth: number) => addDays(month, dayOfMonth - 1);
const monthName = (month: string) => monthTitle(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
const cardTitle = (month: string) => monthName(month).charAt(0).toUpperCase() + monthName(month).slice(1);
const windowTitle = (first: string) =>
  `Prévisionnel de ${monthName(first)} à ${monthName(addMonths(first, 11))}`;
const euros = (cents: number) => formatEuros(cents);
const formatDay = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

let companyIds: number[] = [];
let invoiceId = 0;

/**
 * The forecast of this file holds only its own lines: the demo's open invoices and supplier invoices
 * (anticipated lines) are settled, then a rent of 1 200,00 € a month on the 5th from next month, split
 * 50/30/20, a bank balance of 10 000,00 € at the opening of next month's 1st, and one invoice sent with
 * 900,00 € TTC left, due on the 15th of next month.
 */
beforeAll(async () => {
  const db = t.app.db;
  companyIds = t.app.demo.companyIds;
  const [first, second, third] = companyIds as [number, number, number];
  await db.delete(forecastItems);
  await db.delete(charges);
  await db.delete(forecastBankBalances);
  await db.delete(forecastPayments);
  await db.update(invoices).set({ amountLeftCents: toCents(0) });
  await db.update(supplierInvoices).set({ amountLeftCents: toCents(0) });
  // By hand: 1 200,00 € split 50/30/20 = 600,00 + 360,00 + 240,00 on each line.
  const parts = [
    { companyId: first, pct: "50", amountCents: toCents(-60_000) },
    { companyId: second, pct: "30", amountCents: toCents(-36_000) },
    { companyId: third, pct: "20", amountCents: toCents(-24_000) },
  ];
  const [rent] = await db
    .insert(charges)
    .values({
      title: "Loyer des bureaux",
      type: "CHARGE_TYPE_RENT",
      amountCents: toCents(-120_000),
      dateFrom: day(month1, 5),
      valuesFrom: day(month1, 5),
      color: "#2f80ed",
      state: "STATE_CHARGE_ACTIVE",
      companiesParts: parts.map(({ companyId, pct }) => ({ companyId, pct })),
    })
    .returning({ id: charges.id });
  if (!rent) throw new Error("charge not inserted");
  await db.insert(forecastItems).values(
    Array.from({ length: 11 }, (_, index) => ({
      title: "Loyer des bureaux",
      amountCents: toCents(-120_000),
      forecastDay: day(addMonths(month1, index), 5),
      chargeId: rent.id,
      companiesParts: parts,
    })),
  );
  await db.insert(forecastBankBalances).values({ date: month1, amountCents: toCents(1_000_000) });
  const [client] = await db.select({ id: companies.id }).from(companies).limit(1);
  invoiceId = await insertInvoice(db, {
    issuerId: first,
    companyId: client?.id ?? 0,
    quotationIds: [],
    state: "STATE_SEND",
    reference: "FA-TEV-2099-00042",
    title: "Solde séminaire",
    invoiceDate: today,
    eligibleAt: day(month1, 15),
    // By hand: 750,00 HT at 20 % = 900,00 TTC, all of it left to collect.
    lines: [{ name: "Séminaire", quantity: "1", unitPriceCents: toCents(75_000), vatRate: "20" }],
  });
});

const FIGURES = {
  opening: '[data-figure="opening"]',
  realExpenses: '[data-figure="expenses"] td:nth-of-type(1)',
  theoreticalExpenses: '[data-figure="expenses"] td:nth-of-type(2)',
  realIncome: '[data-figure="income"] td:nth-of-type(1)',
  theoreticalIncome: '[data-figure="income"] td:nth-of-type(2)',
  realNet: '[data-figure="net"] td:nth-of-type(1)',
  theoreticalNet: '[data-figure="net"] td:nth-of-type(2)',
  closing: '[data-figure="closing"]',
} as const;
type Figures = Partial<Record<keyof typeof FIGURES, string>>;

/** Waits until the month card shows these figures (they change once the window is fetched again). */
async function expectFigures(page: Page, month: string, expected: Figures): Promise<void> {
  const selectors = Object.fromEntries(
    Object.keys(expected).map((name) => [name, FIGURES[name as keyof Figures]]),
  );
  const read = (card: string, css: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(css).map(([name, selector]) => [
        name,
        document.querySelector(card)?.querySelector(selector)?.textContent?.trim(),
      ]),
    );
  const card = `article[data-month="${month}"]`;
  await page
    .waitForFunction(
      (root: string, css: Record<string, string>, wanted: Record<string, string>) =>
        Object.entries(css).every(
          ([name, selector]) =>
            document.querySelector(root)?.querySelector(selector)?.textContent?.trim() === wanted[name],
        ),
      { timeout: 10_000 },
      card,
      selectors,
      expected,
    )
    .catch(() => undefined);
  expect(await page.evaluate(read, card, selectors)).toEqual(expected);
}

const forecastPath = (month: string) => `${ADMIN_BASE}/compta/financial-forecast?month=${month.slice(0, 7)}`;

/** Waits for the months drawn from the window's answer, no longer busy (a busy window is faded). */
async function monthsShown(page: Page, month: string): Promise<void> {
  await page.waitForSelector(`.forecast-months[aria-busy="false"] article[data-month="${month}"]`, {
    timeout: 15_000,
  });
}

async function openForecast(page: Page, month: string): Promise<void> {
  await page.goto(`${t.app.baseUrl}${forecastPath(month)}`, { waitUntil: "domcontentloaded" });
  await monthsShown(page, month);
}

const dialogButtons = (page: Page) => textsOf(page, '[role="dialog"] .modal-footer button');

async function save(page: Page): Promise<void> {
  await clickByText(page, '[role="dialog"] button', "Enregistrer");
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 10_000 });
}

describe("forecast screen", () => {
  let page: TestPage;

  it("shows the 12 months with balances worked by hand, the recap and the anticipated invoice", async () => {
    page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", forecastPath(month0));
    await monthsShown(page, month0);
    expect(await textsOf(page, "h1")).toEqual([windowTitle(month0)]);
    const titles = Array.from({ length: 12 }, (_, index) => cardTitle(addMonths(month0, index)));
    expect(await textsOf(page, ".forecast-month-title")).toEqual(titles);
    // This month: nothing at all, from 0. Next month opens on the bank balance, pays the rent and
    // expects the invoice: 10 000,00 − 1 200,00 + 900,00 = 9 700,00.
    await expectFigures(page, month0, { opening: euros(0), closing: euros(0) });
    await expectFigures(page, month1, {
      opening: euros(1_000_000),
      realExpenses: euros(0),
      theoreticalExpenses: euros(-120_000),
      realIncome: euros(0),
      theoreticalIncome: euros(90_000),
      realNet: euros(0),
      theoreticalNet: euros(-30_000),
      closing: euros(970_000),
    });
    // The month after: 9 700,00 − 1 200,00 = 8 500,00.
    await expectFigures(page, month2, { opening: euros(970_000), closing: euros(850_000) });
    const closing = await page.$eval(
      `article[data-month="${month1}"] ${FIGURES.closing} span`,
      (el) => getComputedStyle(el).color,
    );
    expect(closing).toBe("rgb(31, 122, 68)");
    // The recap: each company's share of the rent, by type and in total, red as it is negative.
    const recap = `article[data-month="${month1}"] .forecast-recap`;
    const recapOf = (id: number | undefined) => textsOf(page, `${recap} [data-company-id="${id}"] dl > div`);
    const [first, second, third] = companyIds;
    expect(await textsOf(page, `${recap} .forecast-recap-company`)).toHaveLength(3);
    expect(await recapOf(first)).toEqual([`Loyer${euros(-60_000)}`, `Total${euros(-60_000)}`]);
    expect(await recapOf(second)).toEqual([`Loyer${euros(-36_000)}`, `Total${euros(-36_000)}`]);
    expect(await recapOf(third)).toEqual([`Loyer${euros(-24_000)}`, `Total${euros(-24_000)}`]);
    expect(await textsOf(page, `${recap} .forecast-recap-total dd.is-danger`)).toHaveLength(3);

    const invoiceLine = `li[data-date="${day(month1, 15)}"] .forecast-line`;
    expect(await textsOf(page, `${invoiceLine} .badge`)).toEqual(["Anticipé"]);
    await page.click(invoiceLine);
    await waitForText(page, "Ligne anticipée");
    expect(await dialogButtons(page)).toEqual(["Fermer"]);
    const source = await page.$eval('[role="dialog"] a', (link) => link.getAttribute("href"));
    expect(source).toBe(`${ADMIN_BASE}/compta/invoice/${invoiceId}`);
    await screenshot(page, "forecast-anticipated-modal");
    await clickByText(page, '[role="dialog"] button', "Fermer");
    await screenshot(page, "forecast-window");
  });

  it("adds an income with '+ ajouter' and the card's figures change", async () => {
    await page.click(`li[data-date="${day(month1, 20)}"] .forecast-day-add`);
    await waitForText(page, "Ajouter une ligne prévisionnelle");
    await clickByText(page, "label.forecast-choice-option", "Encaissement");
    await typeInto(page, "#forecast-line-title", "Acompte Dupont");
    await typeInto(page, "#forecast-line-amount", "2000");
    await typeInto(page, `#forecast-split-${companyIds[0]}`, "60");
    const total = () =>
      page.$eval("[data-split-total]", (row) => [
        row.querySelector("[data-split-total-pct]")?.textContent,
        row.getAttribute("data-split-total"),
        getComputedStyle(row.querySelector("td") as Element).color,
      ]);
    // The theme's red (--danger) below 100 %, its green (--success) at 100 %.
    expect(await total()).toEqual(["60\u00a0%", "incomplete", "rgb(192, 54, 44)"]);
    await typeInto(page, `#forecast-split-${companyIds[1]}`, "40");
    expect(await total()).toEqual(["100\u00a0%", "complete", "rgb(31, 122, 68)"]);
    // 2 000,00 × 60 % = 1 200,00 and × 40 % = 800,00.
    const amountOf = (index: number) => textsOf(page, `[data-company-amount="${companyIds[index]}"]`);
    expect([await amountOf(0), await amountOf(1), await amountOf(2)]).toEqual([
      [euros(120_000)],
      [euros(80_000)],
      [euros(0)],
    ]);
    await screenshot(page, "forecast-add-modal");
    await save(page);
    // 900,00 + 2 000,00 = 2 900,00 expected in; 9 700,00 + 2 000,00 = 11 700,00 at the end.
    await expectFigures(page, month1, {
      theoreticalIncome: euros(290_000),
      theoreticalNet: euros(170_000),
      closing: euros(1_170_000),
    });
    await expectFigures(page, month2, { opening: euros(1_170_000), closing: euros(1_050_000) });
  });

  it("edits one month of the charge with 'Cette valeur uniquement'", async () => {
    await page.click(`li[data-date="${day(month2, 5)}"] .forecast-line`);
    await waitForText(page, "Appliquer la modification");
    expect(await dialogButtons(page)).toEqual(["Fermer", "Enregistrer"]);
    // The future scope offers switching the charge off, with its warning; back to this value only.
    await clickByText(page, "label.forecast-choice-option", "Cette valeur et toutes les valeurs futures");
    await clickByText(page, "label.switch span", "Désactiver cette charge à partir de cette date");
    await waitForText(page, "seront supprimées");
    await screenshot(page, "forecast-charge-modal");
    await clickByText(page, "label.forecast-choice-option", "Cette valeur uniquement");
    expect(await textsOf(page, '[role="dialog"] label.switch span')).toEqual(["Déclarer le paiement réél"]);
    await typeInto(page, "#forecast-line-amount", "1500");
    await save(page);
    // That month pays 1 500,00: 11 700,00 − 1 500,00 = 10 200,00; the next keeps 1 200,00.
    await expectFigures(page, month2, { theoreticalExpenses: euros(-150_000), closing: euros(1_020_000) });
    await expectFigures(page, month3, { theoreticalExpenses: euros(-120_000), closing: euros(900_000) });
    expect(await textsOf(page, `li[data-date="${day(month2, 5)}"] .badge`)).toEqual(["Modifiée"]);
  });

  it("refuses the amount 'abc': the modal stays open and the line is not 'Modifiée'", async () => {
    await closeToasts(page);
    await page.waitForFunction(() => !document.querySelector(".toast"), { timeout: 10_000 });
    await page.click(`li[data-date="${day(month3, 5)}"] .forecast-line`);
    await waitForText(page, "Appliquer la modification");
    await typeInto(page, "#forecast-line-amount", "abc");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "Saisissez un montant, par exemple 1 234,56.");
    // The message stands under the 'Montant' field, the modal is still open, nothing was saved.
    expect(
      await page.$eval("#forecast-line-amount", (input) =>
        input.closest(".field")?.textContent?.includes("Saisissez un montant, par exemple 1 234,56."),
      ),
    ).toBe(true);
    expect(await textsOf(page, '[role="dialog"] .modal-title')).toEqual(["Editer une ligne prévisionnelle"]);
    expect(await page.$eval("#forecast-line-amount", (input) => (input as HTMLInputElement).value)).toBe(
      "abc",
    );
    expect(await textsOf(page, ".toast")).toEqual([]);
    await screenshot(page, "forecast-amount-refused");
    await clickByText(page, '[role="dialog"] button', "Fermer");
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 10_000 });
    // Still the charge's 1 200,00 €, and no 'Modifiée' badge: the nightly rollout keeps it up to date.
    expect(await textsOf(page, `li[data-date="${day(month3, 5)}"] .badge`)).toEqual([]);
    await expectFigures(page, month3, { theoreticalExpenses: euros(-120_000), closing: euros(900_000) });
    const rows = await t.app.db
      .select({
        day: forecastItems.forecastDay,
        isPinned: forecastItems.isPinned,
        amountCents: forecastItems.amountCents,
      })
      .from(forecastItems);
    expect(rows.filter((row) => row.day === day(month3, 5))).toEqual([
      { day: day(month3, 5), isPinned: false, amountCents: toCents(-120_000) },
    ]);
  });

  it("declares a line really paid on another day: it moves to that day's real lines", async () => {
    await page.click(`li[data-date="${day(month1, 5)}"] .forecast-line`);
    await waitForText(page, "Appliquer la modification");
    await clickByText(page, "label.switch span", "Déclarer le paiement réél");
    // No date yet: nothing to save.
    expect(await dialogButtons(page)).toEqual(["Fermer"]);
    await setValue(page, "#forecast-line-real-day", day(month1, 6));
    await save(page);
    // Same money, now real: 1 200,00 real expenses, none left in theory, the same closing balance.
    await expectFigures(page, month1, {
      realExpenses: euros(-120_000),
      theoreticalExpenses: euros(0),
      realNet: euros(-120_000),
      closing: euros(1_170_000),
    });
    expect(await page.$(`li[data-date="${day(month1, 5)}"] .forecast-line`)).toBeNull();
    expect(await textsOf(page, `li[data-date="${day(month1, 6)}"] .forecast-line.is-real .badge`)).toEqual([
      "Réel",
    ]);
    await page.$eval(`li[data-date="${day(month1, 6)}"]`, (item) => item.scrollIntoView({ block: "center" }));
    await screenshot(page, "forecast-real-line");
  });

  it("records the bank's balance on a day: that month opens on it", async () => {
    await clickByText(page, ".page-header-actions button", "Solde bancaire");
    await waitForText(page, `Dernier solde enregistré : ${euros(1_000_000)} au ${formatDay(month1)}.`);
    await setValue(page, "#forecast-bank-date", month2);
    await typeInto(page, "#forecast-bank-amount", "5000");
    await screenshot(page, "forecast-bank-modal");
    await save(page);
    // The month after next now opens on 5 000,00 and pays 1 500,00: 3 500,00.
    await expectFigures(page, month2, { opening: euros(500_000), closing: euros(350_000) });
    await waitForText(page, `Dernier solde bancaire : ${euros(500_000)} au ${formatDay(month2)}`);
    expect(await textsOf(page, `li[data-date="${month2}"] [data-figure="bank"]`)).toEqual([
      `Solde bancaire : ${euros(500_000)}`,
    ]);
  });

  it("shows four whole months at 1366 and 1920 px wide, the others a horizontal scroll away", async () => {
    const layout = () =>
      page.$eval(".forecast-months", (months) => {
        const box = months.getBoundingClientRect();
        const cards = Array.from(months.querySelectorAll("article[data-month]"), (card) =>
          card.getBoundingClientRect(),
        );
        const whole = (card: DOMRect) => card.left >= box.left - 1 && card.right <= box.right + 1;
        const seen = (card: DOMRect) => card.right > box.left + 1 && card.left < box.right - 1;
        return {
          whole: cards.filter(whole).length,
          cut: cards.filter((card) => seen(card) && !whole(card)).length,
          monthsScroll: months.scrollWidth > months.clientWidth,
          pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
        };
      });
    for (const [width, height] of [
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewport({ width, height });
      await page.$eval(".forecast-months", (months) => months.scrollTo({ left: 0, behavior: "instant" }));
      expect(await layout()).toEqual({ whole: 4, cut: 0, monthsScroll: true, pageScrolls: false });
      await page.screenshot({ path: `${shotsDir("forecast")}/forecast-${width}x${height}.png` });
      // Scrolled to the end, the last four months stand whole too.
      await page.$eval(".forecast-months", (months) =>
        months.scrollTo({ left: months.scrollWidth, behavior: "instant" }),
      );
      expect(await layout()).toMatchObject({ whole: 4, cut: 0 });
    }
    await page.setViewport({ width: 1366, height: 900 });
  });

  it("sets a past line never paid apart, its text still readable (contrast of 4.5:1 or more)", async () => {
    const lastMonth = addMonths(month0, -1);
    await t.app.db.insert(forecastItems).values([
      { title: "Abonnement jamais payé", amountCents: toCents(-4_500), forecastDay: day(lastMonth, 10) },
      { title: "Acompte jamais reçu", amountCents: toCents(30_000), forecastDay: day(lastMonth, 10) },
    ]);
    await openForecast(page, lastMonth);
    const lines = `li[data-date="${day(lastMonth, 10)}"] .forecast-line`;
    await page.waitForSelector(lines);
    const looks = await page.$$eval(lines, (buttons) =>
      buttons.map((button) => {
        const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = (color: string) => {
          const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const contrast = (a: string, b: string) => {
          const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
        };
        // A faded element (opacity) cannot be read for sure: every ancestor up to the day is opaque.
        let opacity = 1;
        let background = "rgb(255, 255, 255)";
        for (let element: Element | null = button; element; element = element.parentElement) {
          const style = getComputedStyle(element);
          opacity *= Number(style.opacity);
          const alpha = channels(style.backgroundColor)[3] ?? 1;
          if (alpha === 1) {
            background = style.backgroundColor;
            break;
          }
        }
        const colorOf = (selector: string) =>
          getComputedStyle(button.querySelector(selector) as Element).color;
        return {
          stale: button.classList.contains("is-stale"),
          border: getComputedStyle(button).borderTopStyle,
          opacity,
          title: Math.round(contrast(colorOf(".forecast-line-title"), background) * 100) / 100,
          amount: Math.round(contrast(colorOf(".forecast-amount"), background) * 100) / 100,
        };
      }),
    );
    expect(looks).toHaveLength(2);
    for (const look of looks) {
      expect(look).toMatchObject({ stale: true, border: "dashed", opacity: 1 });
      expect(look.title).toBeGreaterThanOrEqual(4.5);
      expect(look.amount).toBeGreaterThanOrEqual(4.5);
    }
    await page.$eval(lines, (line) => line.scrollIntoView({ block: "center" }));
    await screenshot(page, "forecast-stale-lines");
    // A line of a day to come keeps its plain frame.
    await openForecast(page, month0);
    expect(
      await page.$eval(`li[data-date="${day(month2, 5)}"] .forecast-line`, (line) => [
        line.classList.contains("is-stale"),
        getComputedStyle(line).borderTopStyle,
      ]),
    ).toEqual([false, "solid"]);
  });

  it("shifts the window by one month with the arrows, the month kept in the URL", async () => {
    await page.click('button[aria-label="Mois suivant"]');
    await waitForText(page, windowTitle(month1));
    await page.waitForFunction(
      (title: string) => document.querySelector(".forecast-month-title")?.textContent === title,
      { timeout: 10_000 },
      cardTitle(month1),
    );
    expect(new URL(page.url()).searchParams.get("month")).toBe(month1.slice(0, 7));
    expect(await textsOf(page, ".forecast-month-title")).toHaveLength(12);
    await expectFigures(page, month1, { opening: euros(1_000_000), closing: euros(1_170_000) });
    await page.click('button[aria-label="Mois précédent"]');
    await waitForText(page, windowTitle(month0));
    await page.waitForSelector(`article[data-month="${month0}"]`);
    expect(new URL(page.url()).searchParams.get("month")).toBe(month0.slice(0, 7));
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("refuses a plain user, on the screen and on the API", async () => {
    const user = await newPage(t.browser);
    await loginAs(user, t.app.baseUrl, "user", `${ADMIN_BASE}/compta/financial-forecast`);
    await waitForText(user, "Accès refusé");
    expect(await user.$(".forecast-months")).toBeNull();
    const status = await user.evaluate(async () => {
      const input = encodeURIComponent(JSON.stringify({ month: null }));
      return (await fetch(`/trpc/forecast.window?input=${input}`, { credentials: "same-origin" })).status;
    });
    expect(status).toBe(403);
    await user.close();
  });
});
