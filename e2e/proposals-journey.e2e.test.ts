import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import {
  companies,
  leads,
  productTypes,
  projects,
  quotations,
  recommendations,
  supplierProductTypes,
  suppliers,
  tasks,
  triangleProductCompanies,
  triangleProductExpenses,
  triangleProducts,
  vatRates,
} from "@tronc/db";
import { purchaseTasksMessage, toCents } from "@tronc/domain";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  screenshot,
  textsOf,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const WAIT = { timeout: 30_000 };
const stamp = String(Date.now()).slice(-6);
const CLIENT = `Club nautique ${stamp}`;
const SUBJECT = `Journée voile ${stamp}`;
const REGATTA = `Régate en équipe ${stamp}`;
const QUIZ = `Animation quiz ${stamp}`;
const SUPPLIER = `Nautisme Services ${stamp}`;
const plain = (texts: string[]) => texts.map((text) => text.replace(/\s+/g, " ").trim());

async function vatId(rate: number) {
  const row = (await t.app.db.select().from(vatRates)).find((one) => Number(one.rate) === rate);
  if (!row) throw new Error(`no VAT ${rate}`);
  return row.id;
}

/**
 * A lead with a client and its project (still a lead), and the group company's catalogue: a regatta
 * whose linked purchase (2 life jackets per unit sold) one supplier offers, and a quiz.
 */
async function journeyFixture() {
  const db = t.app.db;
  const groupId = t.app.demo.companyIds[0] ?? 0;
  const [company] = await db.insert(companies).values({ name: CLIENT }).returning({ id: companies.id });
  const [lead] = await db
    .insert(leads)
    .values({
      subject: SUBJECT,
      companyId: company?.id,
      triangleCompanyId: groupId,
      sourceTriangleCompanyId: groupId,
    })
    .returning({ id: leads.id });
  if (!company || !lead) throw new Error("lead not inserted");
  const [project] = await db
    .insert(projects)
    .values({ name: SUBJECT, leadId: lead.id, companyId: company.id, state: "STATE_LEAD" })
    .returning({ id: projects.id });
  const [type] = await db
    .insert(productTypes)
    .values({ name: `Gilets de sauvetage ${stamp}` })
    .returning({ id: productTypes.id });
  const [supplier] = await db.insert(suppliers).values({ name: SUPPLIER }).returning({ id: suppliers.id });
  if (!project || !type || !supplier) throw new Error("fixtures not inserted");
  await db.insert(supplierProductTypes).values({
    productTypeId: type.id,
    supplierId: supplier.id,
    priceHtCents: toCents(800),
    vatRateId: await vatId(20),
    deliveryDays: "2",
  });
  for (const [name, priceCents, linked] of [
    [REGATTA, 20000, true],
    [QUIZ, 1250, false],
  ] as const) {
    const [product] = await db
      .insert(triangleProducts)
      .values({
        name,
        reference: `J${stamp}${linked ? "R" : "Q"}`,
        description: `<p>${name} : <strong>tout compris</strong></p>`,
        type: "TYPE_SERVICE",
        priceCents: toCents(priceCents),
        unity: "UNITY_UNITY",
        vatRateId: await vatId(20),
      })
      .returning({ id: triangleProducts.id });
    if (!product) throw new Error("product not inserted");
    await db
      .insert(triangleProductCompanies)
      .values({ triangleProductId: product.id, triangleCompanyId: groupId });
    if (linked) {
      await db
        .insert(triangleProductExpenses)
        .values({ triangleProductId: product.id, productTypeId: type.id, quantity: "2" });
    }
  }
  return { leadId: lead.id, projectId: project.id };
}

async function addLine(page: Page, rows: number, fill: () => Promise<void>) {
  await clickByText(page, "button", "Ajouter un produit");
  await page.waitForSelector("#ql-product", WAIT);
  await fill();
  await page.click('button[form="quotation-line-form"]');
  await page.waitForFunction(
    (n: number) => document.querySelectorAll("table.quotation-lines tbody tr").length === n,
    WAIT,
    rows,
  );
}

const productOption = (page: Page, name: string) =>
  page.$eval(
    "#ql-product",
    (select, wanted) =>
      Array.from((select as HTMLSelectElement).options).find((o) => o.text.startsWith(wanted))?.value ?? "",
    name,
  );

/** The print link's PDF, fetched from the page as the browser opens it (with the session's cookie). */
async function fetchPrint(page: Page, url: string) {
  return page.evaluate(async (href: string) => {
    const response = await fetch(href, { credentials: "same-origin" });
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { status: response.status, type: response.headers.get("content-type"), base64: btoa(binary) };
  }, url);
}

describe("the proposals journey", () => {
  it("builds a quotation, prints it, accepts the recommendation and finds the purchase task on the project", async () => {
    const { leadId, projectId } = await journeyFixture();
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user");
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/lead/edit/${leadId}`, { waitUntil: "networkidle0" });
    await clickByText(page, "button", "Ajouter une recommandation");
    await page.waitForSelector(".modal #reco-state", WAIT);
    await clickByText(page, "button", "Ajouter un devis");
    await page.waitForSelector(".quotation-block", WAIT);

    // The regatta's linked purchase asks for a supplier: the single offer is preselected.
    await addLine(page, 1, async () => {
      await page.select("#ql-product", await productOption(page, REGATTA));
      await page.waitForSelector('select[id^="ql-supplier-"]', WAIT);
      const supplier = await page.$eval('select[id^="ql-supplier-"]', (select) => {
        const element = select as HTMLSelectElement;
        return element.options[element.selectedIndex]?.text ?? "";
      });
      expect(supplier.startsWith(SUPPLIER)).toBe(true);
      await typeInto(page, "#ql-quantity", "3");
    });
    await addLine(page, 2, async () => {
      await page.select("#ql-product", await productOption(page, QUIZ));
      await typeInto(page, "#ql-quantity", "3");
      await typeInto(page, "#ql-discount", "10");
    });
    await addLine(page, 3, async () => {
      await page.select("#ql-product", "free");
      await typeInto(page, "#ql-name", "Hébergement");
      await typeInto(page, "#ql-quantity", "2");
      await typeInto(page, "#ql-price", "45");
      await page.select("#ql-tva", "5,5");
    });

    // 3 × 200,00 = 600,00 ; 3 × 12,50 = 37,50 less 10 % = 33,75 ; 2 × 45,00 = 90,00 at 5,5 %.
    // VAT 20 % on 633,75 = 126,75 ; 5,5 % on 90,00 = 4,95 ; HT 723,75 ; VAT 131,70 ; TTC 855,45.
    await waitForText(page, "Remise : - 10 %");
    expect(plain(await textsOf(page, ".quotation-totals tr"))).toEqual([
      "Total HT723,75 €",
      "TVA 5,5 % sur 90,00 €4,95 €",
      "TVA 20 % sur 633,75 €126,75 €",
      "Total TVA131,70 €",
      "Total TTC855,45 €",
    ]);
    await closeToasts(page);
    await page.$eval(".quotation-block", (block) => block.scrollIntoView());
    await screenshot(page, "proposals-journey-quotation");

    // Print: the block's link opens the quotation's PDF.
    const [recommendation] = (await t.app.db.select().from(recommendations)).filter(
      (row) => row.leadId === leadId,
    );
    const [quotation] = (await t.app.db.select().from(quotations)).filter(
      (row) => row.recommendationId === recommendation?.id,
    );
    if (!quotation) throw new Error("no quotation saved");
    const printUrl = `/admin/print_quotation/${quotation.id}`;
    expect(await page.$$eval(`a[href="${printUrl}"]`, (links) => links.length)).toBe(1);
    const printed = await fetchPrint(page, printUrl);
    expect(printed.status).toBe(200);
    expect(printed.type).toBe("application/pdf");
    const pdf = Buffer.from(printed.base64, "base64");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    writeFileSync("/tmp/proposals-journey-quotation.pdf", pdf);
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf })
      .toString()
      .replace(/[\s\u00a0\u202f]+/g, " ");
    expect(text).toContain(quotation.reference);
    expect(text).toContain(CLIENT);
    expect(text).toContain("Total TTC 855,45 €");
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "70",
      "-f",
      "1",
      "-l",
      "1",
      "/tmp/proposals-journey-quotation.pdf",
      "/tmp/proposals-journey-quotation",
    ]);

    // Accepted with the chef as project manager, then the purchase task is generated.
    await page.select("#reco-state", "RECO_STATE_ACCEPTED");
    await page.waitForSelector("#reco-project-manager", WAIT);
    await page.select("#reco-project-manager", String(t.app.demo.userIds.chef));
    await clickByText(page, ".modal button", "Enregistrer l'état");
    await waitForText(page, "La recommandation est enregistrée", 15_000);
    await closeToasts(page);
    await clickByText(page, ".modal button", "Générer les tâches d'achats");
    await waitForText(page, purchaseTasksMessage(1), 15_000);
    const taskName = `${CLIENT} - ${REGATTA}`;
    const generated = (await t.app.db.select().from(tasks)).filter((row) => row.projectId === projectId);
    expect(generated.map((row) => row.name)).toEqual([taskName]);

    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/projects/${projectId}`, { waitUntil: "networkidle0" });
    await page.waitForFunction(
      (wanted: string) =>
        Array.from(document.querySelectorAll(".project-task-name")).some((e) => e.textContent === wanted),
      WAIT,
      taskName,
    );
    await screenshot(page, "proposals-journey-project");
    expect(page.errors).toEqual([]);
  }, 180_000);
});
