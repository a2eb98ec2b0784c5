import {
  leads,
  projects,
  quotationExpenses,
  quotationLines,
  quotationSupplierProducts,
  recommendations,
} from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recommendationModule } from "../../src/modules/sales/recommendations";
import { deliveryReportModule } from "../../src/modules/work/delivery-reports";
import { createTestApp, type TestApp } from "../helpers";
import {
  insertGroupProduct,
  insertLinkedPurchase,
  insertQuotation,
  insertRecommendationWithLead,
} from "../proposals/proposal-fixtures";
import { draftFor, insertProject, PNG_SIGNATURE, rejection } from "../work/delivery-report-helpers";
import { alertsKeyed, responsibleIds } from "./alerts-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [deliveryReportModule, recommendationModule] });
});
afterAll(() => t.close());

describe("a delivery report signed by the client: its project is to invoice", () => {
  async function signedReport(decision: "validate" | "refuse") {
    const { chef, user } = t.demo.userIds;
    const { projectId } = await insertProject(t, { clientName: "Brasserie Lumière" });
    await t.handle.db
      .update(projects)
      .set({ projectManagerId: chef, creatorId: user })
      .where(eq(projects.id, projectId));
    const report = await draftFor(t, projectId);
    const anonymous = await t.caller(null);
    await anonymous.deliveryReport.answer(
      decision === "validate"
        ? { token: report.token, decision, signerName: "Camille Roux", signature: PNG_SIGNATURE }
        : { token: report.token, decision, signerName: "Camille Roux", comment: "Il manque un écran." },
    );
    const [project] = await t.handle.db.select().from(projects).where(eq(projects.id, projectId));
    return { reportId: report.id, projectId, projectName: project?.name ?? "" };
  }

  it("validated: 'Projet à facturer' in the signing's transaction, for the project's manager and creator", async () => {
    const { reportId, projectId, projectName } = await signedReport("validate");
    const raised = await alertsKeyed(t, `ALERT_TYPE_PROJECT_TO_INVOICE:delivery-report:${reportId}`);
    expect(raised).toHaveLength(1);
    const [alert] = raised;
    expect(alert).toMatchObject({
      type: "ALERT_TYPE_PROJECT_TO_INVOICE",
      state: "ALERT_STATE_NEW",
      url: `/tronc-commun/admin/projects/${projectId}`,
    });
    expect(alert?.content).toContain(
      `Le PV de livraison du projet <strong>« ${projectName} »</strong> (Brasserie Lumière) a été signé par Camille Roux le`,
    );
    expect(alert?.content).toContain(": le projet est à facturer.</p>");
    if (alert) {
      expect(await responsibleIds(t, alert.id)).toEqual(
        [t.demo.userIds.chef, t.demo.userIds.user].sort((a, b) => a - b),
      );
    }
  }, 60_000);

  it("refused: no alert", async () => {
    const { reportId } = await signedReport("refuse");
    expect(await alertsKeyed(t, `ALERT_TYPE_PROJECT_TO_INVOICE:delivery-report:${reportId}`)).toEqual([]);
  }, 60_000);
});

describe("accepting a recommendation whose quotations need supplier purchases that were not entered", () => {
  const SENTENCE =
    "Alerte procédure interne: Vous devez renseigner vos achats fournisseurs ! La recommandation n'est pas acceptée.";

  async function recommendationNeedingScreens() {
    const db = t.handle.db;
    const issuerId = t.demo.companyIds[0];
    if (issuerId === undefined) throw new Error("a demo group company");
    const recommendation = await insertRecommendationWithLead(db, {
      issuerId,
      clientName: "Hôtel du Lac",
      subject: "Gala des 20 ans",
    });
    await db
      .update(leads)
      .set({ userAssignedId: t.demo.userIds.chef })
      .where(eq(leads.id, recommendation.leadId));
    const productId = await insertGroupProduct(db, {
      name: "Écran géant",
      priceCents: toCents(50_000),
      vatRate: "20",
      companyIds: [issuerId],
    });
    const purchase = await insertLinkedPurchase(db, productId, "Dalle LED", "4");
    const quotationId = await insertQuotation(db, {
      recommendationId: recommendation.id,
      issuerId,
      reference: `DE-ALERTE-2026-${recommendation.id}`,
      lines: [{ name: "Écran géant", quantity: "1", unitPriceCents: toCents(50_000), vatRate: "20" }],
    });
    await db
      .update(quotationLines)
      .set({ triangleProductId: productId })
      .where(eq(quotationLines.quotationId, quotationId));
    return { recommendation, quotationId, purchase };
  }

  it("is refused with the spec's sentence (422), nothing accepted, and an alert raised for the sales people", async () => {
    const { recommendation, quotationId, purchase } = await recommendationNeedingScreens();
    const sales = await t.caller("user");
    const accept = () =>
      sales.recommendation.setState({ id: recommendation.id, state: "RECO_STATE_ACCEPTED" });

    expect(await rejection(accept())).toEqual({ status: 422, message: SENTENCE });
    const [row] = await t.handle.db
      .select()
      .from(recommendations)
      .where(eq(recommendations.id, recommendation.id));
    expect(row).toMatchObject({ state: "RECO_STATE_DRAFT", acceptedAt: null });
    const [lead] = await t.handle.db.select().from(leads).where(eq(leads.id, recommendation.leadId));
    expect(lead?.leadStatus).not.toBe("LEAD_STATUS_ACCEPTED");
    expect(
      await t.handle.db.select().from(projects).where(eq(projects.leadId, recommendation.leadId)),
    ).toEqual([]);

    const raised = await alertsKeyed(t, `ALERT_TYPE_PURCHASES_MISSING:recommendation:${recommendation.id}:`);
    expect(raised).toHaveLength(1);
    const [alert] = raised;
    expect(alert?.content).toContain(
      `<p><strong>Alerte procédure interne: Vous devez renseigner vos achats fournisseurs`,
    );
    expect(alert?.content).toContain(
      "Lead <strong>« Gala des 20 ans »</strong> (Hôtel du Lac) : acceptation demandée par Lucas Durand le",
    );
    expect(alert?.content).toContain(
      `<li>Devis <strong>DE-ALERTE-2026-${recommendation.id}</strong> : achats manquants pour Dalle LED</li>`,
    );
    expect(alert?.url).toBe(`/tronc-commun/admin/lead/edit/${recommendation.leadId}`);
    if (alert) {
      expect(await responsibleIds(t, alert.id)).toEqual(
        [t.demo.userIds.user, t.demo.userIds.chef].sort((a, b) => a - b),
      );
    }

    // Tried again the same day: refused again, no second alert.
    expect(await rejection(accept())).toMatchObject({ status: 422 });
    expect(
      await alertsKeyed(t, `ALERT_TYPE_PURCHASES_MISSING:recommendation:${recommendation.id}:`),
    ).toHaveLength(1);

    // Once the purchase is entered, the acceptance goes through.
    const [expense] = await t.handle.db
      .insert(quotationExpenses)
      .values({ quotationId, supplierId: purchase.supplierId, title: "Hôtel du Lac - écrans" })
      .returning({ id: quotationExpenses.id });
    if (!expense) throw new Error("purchase insert returned nothing");
    await t.handle.db.insert(quotationSupplierProducts).values({
      quotationExpenseId: expense.id,
      productTypeId: purchase.productTypeId,
      name: "Dalle LED",
      quantity: "4",
      unitPriceCents: toCents(800),
    });
    expect((await accept()).state).toBe("RECO_STATE_ACCEPTED");
    expect(
      await alertsKeyed(t, `ALERT_TYPE_PURCHASES_MISSING:recommendation:${recommendation.id}:`),
    ).toHaveLength(1);
  }, 60_000);
});
