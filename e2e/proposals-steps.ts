import { leads } from "@tronc/db";
import type { Page } from "puppeteer-core";
import {
  ADMIN_BASE,
  type BrowserApp,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  selectWhenOffered,
  type TestPage,
  textsOf,
  typeInto,
  waitForText,
} from "./harness";

/**
 * What the person does in the proposals' tests (recommendations, quotations, supplier purchases,
 * event calendar, the journey), on the lead's page and its recommendation's modal. The rows they
 * write first are in proposals-rows.ts.
 */

export const WAIT = { timeout: 30_000 };

/** A new page signed in as the demo salesperson ('user'). */
export async function signInAsSalesperson(t: BrowserApp): Promise<TestPage> {
  const page = await newPage(t.browser);
  await loginAs(page, t.app.baseUrl, "user");
  return page;
}

/** The lead page's recommendations once listed: their cards, or the sentence saying there are none. */
const LEAD_RECOMMENDATIONS_LISTED = '[aria-labelledby="lead-recos-title"] :is(.reco-cards, .empty-state)';

/** Signs in as the demo salesperson and opens the lead's page, its recommendations listed. */
export async function signInAndOpenLead(t: BrowserApp, leadId: number): Promise<TestPage> {
  const page = await newPage(t.browser);
  await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/lead/edit/${leadId}`);
  await page.waitForSelector(LEAD_RECOMMENDATIONS_LISTED, WAIT);
  return page;
}

/** Opens the project's page, until its tasks' card shows (the project read). */
export async function openProject(page: Page, baseUrl: string, projectId: number) {
  await page.goto(`${baseUrl}${ADMIN_BASE}/projects/${projectId}`, { waitUntil: "domcontentloaded" });
  await page.waitForSelector('[aria-labelledby="project-tasks-title"]', WAIT);
}

/** 'Ajouter une recommandation' on the lead's page: its modal opens. */
export async function addRecommendation(page: Page) {
  await clickByText(page, "button", "Ajouter une recommandation");
  await page.waitForSelector(".modal #reco-state", WAIT);
}

/** Opens the lead's first recommendation card (its modal). */
export async function openFirstRecommendation(page: Page) {
  await page.waitForSelector(".reco-card", WAIT);
  await page.click(".reco-card");
}

/** Chooses 'Acceptée' and the project manager (not saved yet). */
export async function acceptWithProjectManager(page: Page, managerId: number) {
  await selectWhenOffered(page, "#reco-state", "RECO_STATE_ACCEPTED");
  await page.waitForSelector("#reco-project-manager", WAIT);
  await selectWhenOffered(page, "#reco-project-manager", String(managerId));
}

/** 'Enregistrer l'état': the toast says it is saved and the button goes (the choice is what is saved). */
export async function saveRecommendationState(page: Page) {
  await clickByText(page, ".modal button", "Enregistrer l'état");
  await waitForText(page, "La recommandation est enregistrée", 15_000);
  await page.waitForFunction(
    () =>
      !Array.from(document.querySelectorAll(".modal button")).some(
        (button) => button.textContent?.trim() === "Enregistrer l'état",
      ),
    WAIT,
  );
  await closeToasts(page);
}

/** 'Générer les tâches d'achats' in the recommendation's modal, until the toast says so. */
export async function generatePurchaseTasks(page: Page, toast: string) {
  await clickByText(page, ".modal button", "Générer les tâches d'achats");
  await waitForText(page, toast, 15_000);
}

/** 'Ajouter un devis' in the recommendation's modal: the quotation's block shows. */
export async function addQuotation(page: Page) {
  await clickByText(page, "button", "Ajouter un devis");
  await page.waitForSelector(".quotation-block", WAIT);
}

/** 'Ajouter un produit' on the quotation: the line's dialog opens. */
export async function openNewQuotationLine(page: Page) {
  await clickByText(page, "button", "Ajouter un produit");
  await page.waitForSelector("#ql-product", WAIT);
}

/** 'Ajouter un produit', filled by `fill`, saved: the quotation then has `rows` lines. */
export async function addQuotationLine(page: Page, rows: number, fill: () => Promise<void>) {
  await openNewQuotationLine(page);
  await fill();
  await page.click('button[form="quotation-line-form"]');
  await page.waitForFunction(
    (n: number) => document.querySelectorAll("table.quotation-lines tbody tr").length === n,
    WAIT,
    rows,
  );
}

/** Picks the catalogue product whose name starts with `name` in the line's dialog, once it is offered. */
export async function chooseProduct(page: Page, name: string) {
  await page.waitForFunction(
    (wanted: string) => {
      const select = document.querySelector("#ql-product") as HTMLSelectElement | null;
      return Array.from(select?.options ?? []).some((option) => option.text.startsWith(wanted));
    },
    WAIT,
    name,
  );
  const value = await page.$eval(
    "#ql-product",
    (select, wanted) =>
      Array.from((select as HTMLSelectElement).options).find((o) => o.text.startsWith(wanted))?.value ?? "",
    name,
  );
  await selectWhenOffered(page, "#ql-product", value);
}

/** The text of the supplier chosen for the line's linked purchase. */
export async function chosenSupplier(page: Page): Promise<string> {
  await page.waitForSelector('select[id^="ql-supplier-"]', WAIT);
  return page.$eval('select[id^="ql-supplier-"]', (select) => {
    const element = select as HTMLSelectElement;
    return element.options[element.selectedIndex]?.text ?? "";
  });
}

/** Adds a catalogue product's line with a quantity and a discount in percent. */
export async function addDiscountedLine(
  page: Page,
  rows: number,
  line: { product: string; quantity: string; discount: string },
) {
  await addQuotationLine(page, rows, async () => {
    await chooseProduct(page, line.product);
    await typeInto(page, "#ql-quantity", line.quantity);
    await typeInto(page, "#ql-discount", line.discount);
  });
}

/** Adds a free-text line (name, quantity, unit price HT, VAT rate as shown). */
export async function addFreeLine(
  page: Page,
  rows: number,
  line: { name: string; quantity: string; price: string; vat: string },
) {
  await addQuotationLine(page, rows, async () => {
    await selectWhenOffered(page, "#ql-product", "free");
    await typeInto(page, "#ql-name", line.name);
    await typeInto(page, "#ql-quantity", line.quantity);
    await typeInto(page, "#ql-price", line.price);
    await selectWhenOffered(page, "#ql-tva", line.vat);
  });
}

/**
 * The sample quotation's lines 2 and 3, after its first line of 3 regattas at 200,00 €: 3 quizzes
 * at 12,50 € less 10 %, then 2 nights' lodging at 45,00 € HT (5,5 %). Waits for the discount shown.
 */
export async function addQuizAndLodgingLines(page: Page, quiz: string) {
  await addDiscountedLine(page, 2, { product: quiz, quantity: "3", discount: "10" });
  await addFreeLine(page, 3, { name: "Hébergement", quantity: "2", price: "45", vat: "5,5" });
  await waitForText(page, "Remise : - 10 %");
}

/**
 * The sample quotation's totals, by hand: 3 × 200,00 = 600,00 ; 3 × 12,50 = 37,50 less 10 % = 33,75 ;
 * 2 × 45,00 = 90,00 at 5,5 %. VAT 20 % on 633,75 = 126,75 ; 5,5 % on 90,00 = 4,95 ; HT 723,75 ;
 * VAT 131,70 ; TTC 855,45.
 */
export const SAMPLE_QUOTATION_TOTALS = [
  "Total HT723,75 €",
  "TVA 5,5 % sur 90,00 €4,95 €",
  "TVA 20 % sur 633,75 €126,75 €",
  "Total TVA131,70 €",
  "Total TTC855,45 €",
];

/** The texts of the elements, their white space collapsed (cells read as one line). */
export async function plainTextsOf(page: Page, selector: string): Promise<string[]> {
  return (await textsOf(page, selector)).map((text) => text.replace(/\s+/g, " ").trim());
}

/**
 * The first demo lead with a client and an issuer, signed in as the salesperson on its page, with a new
 * recommendation and its quotation opened: the line dialog is one click away.
 */
export async function openQuotationOfDemoLead(t: BrowserApp): Promise<{ page: TestPage; leadId: number }> {
  const lead = (
    await t.app.db
      .select({ id: leads.id, issuer: leads.triangleCompanyId, company: leads.companyId })
      .from(leads)
  )
    .filter((row) => row.company !== null && row.issuer !== null)
    .sort((a, b) => a.id - b.id)[0];
  if (!lead) throw new Error("no demo lead with a company");
  const page = await signInAndOpenLead(t, lead.id);
  await addRecommendation(page);
  await addQuotation(page);
  return { page, leadId: lead.id };
}
