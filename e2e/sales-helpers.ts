import type { ElementHandle, Page } from "puppeteer-core";
import { isValidSiret, toParisDate, toParisLocalDateTime } from "../packages/domain/src";
import { clickByText } from "./harness";

/** Helpers of the sales screens' tests (leads.e2e.test.ts, clients.e2e.test.ts). */

/** A SIRET with a correct key that no demo company has (the demo ones follow their ids). */
export function freshSiret(first = "8"): string {
  const base = `${first}${String(Date.now()).slice(-12)}`;
  for (let key = 0; key < 10; key += 1) {
    if (isValidSiret(`${base}${key}`)) return `${base}${key}`;
  }
  throw new Error("no SIRET key found");
}

/** Later today in Paris (half an hour from now, or 23:59 when the day is nearly over). */
export function laterToday(): string {
  const today = toParisDate(new Date());
  const later = toParisLocalDateTime(new Date(Date.now() + 30 * 60_000));
  return later.startsWith(today) ? later : `${today}T23:59`;
}

/** The value of the first real option of a select. */
export const firstOption = (page: Page, selector: string) =>
  page.$eval(selector, (select) => {
    const option = Array.from((select as HTMLSelectElement).options).find((one) => one.value !== "");
    return option?.value ?? "";
  });

/** Fills step 2 of 'Ajouter un Lead' (the request), with the first group companies offered. */
export async function fillLeadRequest(
  page: Page,
  request: { subject: string; source: string; message: string },
) {
  await page.waitForSelector("#lead-new-subject");
  await page.type("#lead-new-subject", request.subject);
  await page.type("#lead-new-source", request.source);
  await page.select("#lead-new-triangleCompanyId", await firstOption(page, "#lead-new-triangleCompanyId"));
  await page.select(
    "#lead-new-sourceTriangleCompanyId",
    await firstOption(page, "#lead-new-sourceTriangleCompanyId"),
  );
  await page.type("#lead-new-message", request.message);
}

/** Clicks a button of the topmost dialog showing `text`. */
export async function clickInDialog(page: Page, text: string, button: string) {
  const handle = await page.waitForFunction(
    (wanted: string, label: string) => {
      const dialogs = Array.from(document.querySelectorAll('[role="dialog"]'));
      const dialog = dialogs.filter((candidate) => candidate.textContent?.includes(wanted)).at(-1);
      const buttons = Array.from(dialog?.querySelectorAll("button") ?? []);
      return buttons.find((candidate) => candidate.textContent?.trim() === label && !candidate.disabled);
    },
    { timeout: 10_000 },
    text,
    button,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`No « ${button} » in the dialog « ${text} »`);
  await (element as ElementHandle<Element>).click();
}

/** Brings the element to the middle of the window first (the fixed top bar would catch the click). */
export async function clickCentered(page: Page, selector: string, text: string) {
  await page.waitForFunction(
    (sel: string, wanted: string) => {
      const element = Array.from(document.querySelectorAll<HTMLElement>(sel)).find(
        (candidate) => candidate.textContent?.trim() === wanted && candidate.offsetParent !== null,
      );
      element?.scrollIntoView({ block: "center" });
      return element;
    },
    { timeout: 10_000 },
    selector,
    text,
  );
  await clickByText(page, selector, text);
}

/** Waits until no dialog (nor its overlay) is left on the page. */
export const noDialog = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[role="dialog"], .modal-overlay'));
