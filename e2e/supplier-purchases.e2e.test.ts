import { productTypes, purchaseOrders, quotations, taskAssignees } from "@tronc/db";
import { formatEuros, toCents } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import {
  clickByText,
  closeToasts,
  screenshot,
  selectWhenOffered,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";
import {
  insertLeadWithClient,
  insertRecommendation,
  insertSupplierOffer,
  tasksOfProject,
} from "./proposals-rows";
import {
  generatePurchaseTasks,
  openFirstRecommendation,
  openProject,
  signInAndOpenLead,
  WAIT,
} from "./proposals-steps";
import { clickInDialog } from "./sales-helpers";

const t = useBrowserApp();
const stamp = String(Date.now()).slice(-6);
const CLIENT = `Domaine des Achats ${stamp}`;
const SUBJECT = `Séminaire brasserie ${stamp}`;
const SUPPLIER = `Brasserie Lumière ${stamp}`;

/** An accepted recommendation with an accepted quotation, and a supplier offering beer barrels. */
async function acceptedProposal() {
  const db = t.app.db;
  const groupId = t.app.demo.companyIds[0] ?? 0;
  const { companyId, leadId, projectId } = await insertLeadWithClient(db, {
    client: CLIENT,
    subject: SUBJECT,
    triangleCompanyId: groupId,
    sourceTriangleCompanyId: groupId,
    project: { state: "STATE_PROJECT", projectManagerId: t.app.demo.userIds.chef },
  });
  const recommendationId = await insertRecommendation(db, {
    leadId,
    companyId,
    triangleCompanyId: groupId,
    state: "RECO_STATE_ACCEPTED",
  });
  const [quotation] = await db
    .insert(quotations)
    .values({
      recommendationId,
      triangleCompanyId: groupId,
      reference: `DE-E2E-${stamp}`,
      title: "Bar à bières",
      state: "QUOTATION_STATE_ACCEPTED",
    })
    .returning({ id: quotations.id });
  const [type] = await db
    .insert(productTypes)
    .values({ name: `Fût de bière ${stamp}`, isFood: true })
    .returning({ id: productTypes.id });
  if (!quotation || !type) throw new Error("fixtures missing");
  const supplierId = await insertSupplierOffer(db, {
    supplier: SUPPLIER,
    productTypeId: type.id,
    priceHtCents: toCents(420),
    deliveryDays: "3",
  });
  return { leadId, projectId, quotationId: quotation.id, supplierId, typeId: type.id };
}

describe("supplier purchases", () => {
  it("adds a purchase with a line and a fee, reads the totals, then generates the purchase task", async () => {
    const fixture = await acceptedProposal();
    const page = await signInAndOpenLead(t, fixture.leadId);
    await openFirstRecommendation(page);
    await waitForText(page, "Achats fournisseurs", 30_000);
    await waitForText(page, "Aucun achat fournisseur pour ce devis.", 30_000);

    await clickByText(page, ".supplier-purchases button", "Ajouter un achat");
    await page.waitForSelector(
      `#purchase-add-supplier-${fixture.quotationId} option[value="${fixture.supplierId}"]`,
      WAIT,
    );
    await selectWhenOffered(
      page,
      `#purchase-add-supplier-${fixture.quotationId}`,
      String(fixture.supplierId),
    );
    await page.type(`#purchase-add-title-${fixture.quotationId}`, `${CLIENT} - Bières`);
    await clickByText(page, ".purchase-add button", "Enregistrer l'achat");
    await waitForText(
      page,
      "L'achat fournisseur est bien enregistré. Ajoutez des produits au bon de commande.",
    );
    await closeToasts(page);
    await page.waitForSelector(".purchase-card", WAIT);
    expect(await page.$eval(".purchase-card", (card) => card.textContent ?? "")).toContain(SUPPLIER);

    // The title is edited in place.
    await clickByText(page, ".purchase-card button", "Modifier");
    await typeInto(page, ".purchase-title-form input", `${CLIENT} - Bières pression`);
    await clickByText(page, ".purchase-title-form button", "Enregistrer");
    await waitForText(page, "Le titre est modifié");
    await closeToasts(page);

    // The product picker offers only this supplier's products and pre-fills from the offer.
    await clickByText(page, ".purchase-card button", "Ajouter un produit");
    await page.waitForSelector(`#purchase-line-type option[value="${fixture.typeId}"]`, WAIT);
    const option = await page.$eval(
      `#purchase-line-type option[value="${fixture.typeId}"]`,
      (o) => o.textContent,
    );
    expect(option).toBe(`Fût de bière ${stamp} (produit périssable)`);
    await selectWhenOffered(page, "#purchase-line-type", String(fixture.typeId));
    expect(await page.$eval("#purchase-line-price", (input) => (input as HTMLInputElement).value)).toBe(
      "4,20",
    );
    await typeInto(page, "#purchase-line-quantity", "10");
    await clickInDialog(page, "Ajouter un produit —", "Enregistrer");
    await waitForText(page, "La ligne d'achat est ajoutée");
    await page.waitForSelector(".purchase-lines", WAIT);
    expect(await page.$eval(".purchase-lines", (table) => table.textContent ?? "")).toContain(
      "3 jours ouvrés",
    );

    await clickByText(page, ".purchase-card button", "+ Frais");
    await page.waitForSelector(".purchase-fee-form input", WAIT);
    const lineId = await page.$eval(".purchase-lines tr[data-line-id]", (row) =>
      row.getAttribute("data-line-id"),
    );
    await page.type(`#purchase-fee-${lineId}-name`, "Livraison");
    await page.type(`#purchase-fee-${lineId}-price`, "7,50");
    await typeInto(page, `#purchase-fee-${lineId}-quantity`, "2");
    await typeInto(page, `#purchase-fee-${lineId}-tva`, "5,5");
    await clickByText(page, ".purchase-fee-form button", "Ajouter le frais");
    await waitForText(page, "Le frais est ajouté");

    // 10 × 4,20 = 42,00 and 2 × 7,50 = 15,00: 57,00 HT; VAT 8,40 + 0,83 (0,825 half-up) = 9,23; TTC 66,23.
    await page.waitForFunction(
      (ttc: string) => document.querySelector(".purchase-totals")?.textContent?.includes(ttc),
      WAIT,
      formatEuros(6623),
    );
    const totals = await page.$eval(".purchase-totals", (table) => table.textContent ?? "");
    expect(totals).toContain(formatEuros(5700));
    expect(totals).toContain(formatEuros(923));
    await closeToasts(page);
    await page.$eval(".supplier-purchases", (section) => section.scrollIntoView({ block: "start" }));
    await screenshot(page, "supplier-purchases");

    await generatePurchaseTasks(page, "La tâche d'achat et son bon de commande sont générés");
    await page.waitForFunction(
      () => document.querySelector(".purchase-order")?.textContent?.includes("En attente"),
      WAIT,
    );
    const order = (await t.app.db.select().from(purchaseOrders)).find(
      (row) => row.supplierId === fixture.supplierId,
    );
    expect(order?.projectId).toBe(fixture.projectId);
    expect(await page.$eval(".purchase-order", (element) => element.textContent ?? "")).toContain(
      order?.reference,
    );
    const generated = await tasksOfProject(t.app.db, fixture.projectId);
    const assignees = await t.app.db.select().from(taskAssignees);
    const task = generated.map((row) => ({
      name: row.name,
      assignee: assignees.find((link) => link.taskId === row.id)?.userId,
    }));
    expect(task).toEqual([{ name: `${CLIENT} - Bières pression`, assignee: t.app.demo.userIds.chef }]);
    await screenshot(page, "supplier-purchases-generated");

    // The project's accepted quotations say the purchase tasks are generated.
    await openProject(page, t.app.baseUrl, fixture.projectId);
    await waitForText(page, `DE-E2E-${stamp}`, 30_000);
    await waitForText(page, "Tâches d'achats générées");
    await page.$eval(".accepted-quotations", (list) => list.scrollIntoView({ block: "center" }));
    await screenshot(page, "project-accepted-quotations");

    // The generated task's modal shows its purchase order and supplier.
    await page.$eval(".project-task", (button) => button.scrollIntoView({ block: "center" }));
    await page.click(".project-task");
    await page.waitForFunction(
      (reference: string) => document.querySelector(".task-purchase-order")?.textContent?.includes(reference),
      WAIT,
      order?.reference ?? "",
    );
    expect(await page.$eval(".task-purchase-order", (element) => element.textContent ?? "")).toContain(
      SUPPLIER,
    );
  });
});
