import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { productTypes, quotations, recommendations } from "@tronc/db";
import { purchaseTasksMessage, toCents } from "@tronc/domain";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { closeToasts, screenshot, typeInto, useBrowserApp } from "./harness";
import {
  insertGroupProduct,
  insertLeadWithClient,
  insertSupplierOffer,
  tasksOfProject,
} from "./proposals-rows";
import {
  acceptWithProjectManager,
  addQuizAndLodgingLines,
  addQuotation,
  addQuotationLine,
  addRecommendation,
  chooseProduct,
  chosenSupplier,
  generatePurchaseTasks,
  openProject,
  plainTextsOf,
  SAMPLE_QUOTATION_TOTALS,
  saveRecommendationState,
  signInAndOpenLead,
  WAIT,
} from "./proposals-steps";

const t = useBrowserApp();
const stamp = String(Date.now()).slice(-6);
const CLIENT = `Club nautique ${stamp}`;
const SUBJECT = `Journée voile ${stamp}`;
const REGATTA = `Régate en équipe ${stamp}`;
const QUIZ = `Animation quiz ${stamp}`;
const SUPPLIER = `Nautisme Services ${stamp}`;

/**
 * A lead with a client and its project (still a lead), and the group company's catalogue: a regatta
 * whose linked purchase (2 life jackets per unit sold) one supplier offers, and a quiz.
 */
async function journeyFixture() {
  const db = t.app.db;
  const groupId = t.app.demo.companyIds[0] ?? 0;
  const { leadId, projectId } = await insertLeadWithClient(db, {
    client: CLIENT,
    subject: SUBJECT,
    triangleCompanyId: groupId,
    sourceTriangleCompanyId: groupId,
    project: { state: "STATE_LEAD" },
  });
  const [type] = await db
    .insert(productTypes)
    .values({ name: `Gilets de sauvetage ${stamp}` })
    .returning({ id: productTypes.id });
  if (!type) throw new Error("product type not inserted");
  await insertSupplierOffer(db, {
    supplier: SUPPLIER,
    productTypeId: type.id,
    priceHtCents: toCents(800),
    deliveryDays: "2",
  });
  await insertGroupProduct(db, {
    name: REGATTA,
    reference: `J${stamp}R`,
    priceCents: toCents(20000),
    companyId: groupId,
    linkedTypeId: type.id,
  });
  await insertGroupProduct(db, {
    name: QUIZ,
    reference: `J${stamp}Q`,
    priceCents: toCents(1250),
    companyId: groupId,
  });
  return { leadId, projectId };
}

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
    const page = await signInAndOpenLead(t, leadId);
    await addRecommendation(page);
    await addQuotation(page);

    // The regatta's linked purchase asks for a supplier: the single offer is preselected.
    await addQuotationLine(page, 1, async () => {
      await chooseProduct(page, REGATTA);
      expect((await chosenSupplier(page)).startsWith(SUPPLIER)).toBe(true);
      await typeInto(page, "#ql-quantity", "3");
    });
    await addQuizAndLodgingLines(page, QUIZ);
    expect(await plainTextsOf(page, ".quotation-totals tr")).toEqual(SAMPLE_QUOTATION_TOTALS);
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
    await acceptWithProjectManager(page, t.app.demo.userIds.chef);
    await saveRecommendationState(page);
    await generatePurchaseTasks(page, purchaseTasksMessage(1));
    const taskName = `${CLIENT} - ${REGATTA}`;
    const generated = await tasksOfProject(t.app.db, projectId);
    expect(generated.map((row) => row.name)).toEqual([taskName]);

    await openProject(page, t.app.baseUrl, projectId);
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
