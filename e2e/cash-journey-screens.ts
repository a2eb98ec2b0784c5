import { readdirSync } from "node:fs";
import { join } from "node:path";
import { clickByText, closeToasts, type TestPage, textsOf, waitForText } from "./harness";

/** How the cash journey reads the charges and forecast screens, as a person reads them. */

/** '-1 234,56 €' → -123456. */
export function centsOf(text: string): number {
  const digits = text.replace(/[^\d,]/g, "").replace(",", ".");
  return Math.round(Number(digits) * 100) * (/[-−]/.test(text) ? -1 : 1);
}

/** Clicks 'Déployer les charges dans le prévisionnel' and returns its toast's message. */
export async function rollout(page: TestPage): Promise<string> {
  await closeToasts(page);
  await clickByText(page, "button", "Déployer les charges dans le prévisionnel");
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll(".toast-message")).some((toast) =>
      toast.textContent?.includes("Charges déployées"),
    ),
  );
  const toasts = await textsOf(page, ".toast-message");
  return toasts.find((toast) => toast.includes("Charges déployées")) ?? "";
}

/** Each month card's lines titled `title`: day, amount and badges, as written. */
export const linesTitled = (page: TestPage, title: string) =>
  page.$$eval(
    "article[data-month]",
    (cards, wanted) =>
      cards.map((card) => ({
        month: card.getAttribute("data-month"),
        lines: Array.from(card.querySelectorAll(".forecast-line"))
          .filter((line) => line.querySelector(".forecast-line-title")?.textContent === wanted)
          .map((line) => ({
            date: line.closest("li[data-date]")?.getAttribute("data-date"),
            amount: line.querySelector(".forecast-amount")?.textContent,
            badges: Array.from(line.querySelectorAll(".badge")).map((badge) => badge.textContent),
          })),
      })),
    title,
  );

export interface ExpectedLine {
  month: string;
  date: string;
  amount: string;
}

/** Waits until each month card shows a line titled `title` on the day with the amount expected. */
export async function waitForLines(page: TestPage, title: string, expected: ExpectedLine[]) {
  await page.waitForFunction(
    (wanted: ExpectedLine[], name: string) =>
      wanted.every(({ month, date, amount }) =>
        Array.from(
          document.querySelectorAll(`article[data-month="${month}"] li[data-date="${date}"] .forecast-line`),
        ).some(
          (line) =>
            line.querySelector(".forecast-line-title")?.textContent === name &&
            line.querySelector(".forecast-amount")?.textContent === amount,
        ),
      ),
    { timeout: 15_000 },
    expected,
    title,
  );
}

/** A month's recap: each company's amount under the type `label` ('' when the type is absent). */
export const recapOfType = (page: TestPage, month: string, label: string) =>
  page.$$eval(
    `article[data-month="${month}"] .forecast-recap [data-company-id]`,
    (entries, type) =>
      entries.map((entry) => {
        const row = Array.from(entry.querySelectorAll("dl > div")).find(
          (item) => item.querySelector("dt")?.textContent === type,
        );
        return [Number(entry.getAttribute("data-company-id")), row?.querySelector("dd")?.textContent ?? ""];
      }) as [number, string][],
    label,
  );

/** The month card's expenses, real (column 1) or theoretical (column 2). */
export const expensesCell = (month: string, column: 1 | 2) =>
  `article[data-month="${month}"] [data-figure="expenses"] td:nth-of-type(${column})`;

export const textOf = (page: TestPage, selector: string) =>
  page.$eval(selector, (element) => element.textContent ?? "");

/** Opens the forecast line titled `title` on `date` (a forecast line opens on a click). */
export async function openLine(page: TestPage, date: string, title: string) {
  const [line] = await page.$$(
    `xpath///li[@data-date="${date}"]//button[contains(@class,"forecast-line")][.//span[@class="forecast-line-title" and text()="${title}"]]`,
  );
  if (!line) throw new Error(`no line « ${title} » on ${date}`);
  await line.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await line.click();
  await waitForText(page, "Editer une ligne prévisionnelle");
}

/** 'Enregistrer' in the open dialog, then waits for it to close. */
export async function saveDialog(page: TestPage) {
  await clickByText(page, '[role="dialog"] button', "Enregistrer");
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 10_000 });
}

/** The .xlsx the browser saved (Chromium writes a .crdownload first, renamed once complete). */
export async function downloaded(dir: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const done = readdirSync(dir).find((name) => name.endsWith(".xlsx"));
    if (done) return join(dir, done);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("no .xlsx downloaded");
}
