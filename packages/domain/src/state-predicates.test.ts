import { describe, expect, it } from "vitest";
import { CHARGE_STATE_LABELS, INITIAL_CHARGE_STATE } from "./cash/charges";
import { canCreateSupplierInvoiceFromOrder } from "./money-out/purchase-order-rules";
import {
  isSupplierInvoiceIncomplete,
  SUPPLIER_INVOICE_MACHINE,
  supplierInvoiceAmountLeft,
  supplierInvoiceStateFromPayments,
  supplierInvoiceWarnings,
} from "./money-out/supplier-invoices";
import { assertQuotationClosable, canCloseQuotation, type QuotationState } from "./proposals/quotations";
import {
  assertCanDeleteRecommendation,
  canDeleteRecommendation,
  canGeneratePurchaseTasks,
  REFUSED_STATUS_LABELS,
  recommendationStateChange,
} from "./sales/recommendations";
import { toCents } from "./shared/cents";
import { DomainError } from "./shared/errors";
import { canDeclareAlertDone, declareAlertDone } from "./support/alert-rules";
import { MATERIAL_TYPE_LABELS, missingMaterialFields } from "./support/material-rules";
import { canDownloadDeliveryReportPdf, isDeliveryReportEditable } from "./work/delivery-reports-rules";
import { assertProjectTransition, deliveryDayLabel, initialProjectState } from "./work/projects";
import {
  assertTaskInput,
  dashboardSection,
  isTaskLate,
  TASK_PRIORITY_LABELS,
  type TaskRef,
  taskWarnings,
} from "./work/tasks";

describe("purchase orders and supplier invoices", () => {
  it("offers 'Créer une facture fournisseur' unless the order is finished or canceled", () => {
    expect(canCreateSupplierInvoiceFromOrder("STATE_PENDING")).toBe(true);
    expect(canCreateSupplierInvoiceFromOrder("STATE_FINISH")).toBe(false);
    expect(canCreateSupplierInvoiceFromOrder("STATE_CANCELED")).toBe(false);
  });

  it("derives the supplier invoice state from its payments", () => {
    expect(supplierInvoiceAmountLeft(toCents(12000), [toCents(2000)])).toBe(10000);
    expect(supplierInvoiceStateFromPayments(toCents(12000), [])).toBe("STATE_PENDING");
    expect(supplierInvoiceStateFromPayments(toCents(12000), [toCents(2000)])).toBe("STATE_ADVANCE");
    expect(supplierInvoiceStateFromPayments(toCents(12000), [toCents(2000), toCents(10000)])).toBe(
      "STATE_PAID",
    );
    expect(SUPPLIER_INVOICE_MACHINE.labels.STATE_PAID).toBe("Réglée");
  });

  it("flags a supplier invoice with missing information", () => {
    const complete = {
      hasFile: true,
      invoiceNumber: "F-1",
      amountCents: toCents(12000),
      amountTvaCents: toCents(2000),
      paymentAt: "2026-03-01",
      invoiceReceivedAt: "2026-02-01",
      invoiceAt: "2026-02-01",
      purchaseOrderCount: 1,
    };
    expect(isSupplierInvoiceIncomplete(complete)).toBe(false);
    expect(supplierInvoiceWarnings(complete)).toEqual([]);
    expect(supplierInvoiceWarnings({ ...complete, hasFile: false, purchaseOrderCount: 0 })).toEqual([
      "pensez à ajouter un bon de commande dans cette facture",
      "Vous devez enregistrer la facture fournisseur",
      "Informations manquantes, en cours de rédaction",
    ]);
    expect(isSupplierInvoiceIncomplete({ ...complete, amountTvaCents: null })).toBe(true);
  });
});

describe("projects", () => {
  it("archives only once every task is closed", () => {
    expect(() => assertProjectTransition("STATE_PLANNED", "STATE_ARCHIVED", { canArchive: false })).toThrow(
      "Vous devez fermer toutes les tâches pour archiver ce projet",
    );
    expect(() =>
      assertProjectTransition("STATE_PLANNED", "STATE_ARCHIVED", { canArchive: true }),
    ).not.toThrow();
    expect(() => assertProjectTransition("STATE_LEAD", "STATE_PROJECT", { canArchive: false })).not.toThrow();
    expect(initialProjectState(true)).toBe("STATE_LEAD");
    expect(initialProjectState(false)).toBe("STATE_PROJECT");
  });

  it("writes the delivery offset", () => {
    expect(deliveryDayLabel("2026-03-05", "2026-03-02")).toBe("J+3");
    expect(deliveryDayLabel("2026-03-02 10:00", "2026-03-02")).toBe("Aujourd'hui");
    expect(deliveryDayLabel("2026-02-28", "2026-03-02")).toBe("J-2");
    expect(deliveryDayLabel(null, "2026-03-02")).toBe("Pas de date de livraison prévue");
  });
});

describe("tasks", () => {
  const task = (over: Partial<TaskRef>): TaskRef => ({
    state: "STATE_IN_COURSE",
    startAt: "2026-03-01",
    endAt: "2026-03-10",
    avancement: 50,
    ...over,
  });

  it("sorts the dashboard and warns", () => {
    expect(isTaskLate(task({}), "2026-03-11")).toBe(true);
    expect(isTaskLate(task({ state: "STATE_RESOLVED" }), "2026-03-11")).toBe(false);
    expect(isTaskLate(task({ endAt: null }), "2026-03-11")).toBe(false);
    expect(dashboardSection(task({}), "2026-03-11")).toBe("late");
    expect(dashboardSection(task({}), "2026-03-05")).toBe("inProgress");
    expect(dashboardSection(task({ state: "STATE_STAND_BY" }), "2026-03-05")).toBe("upcoming");
    expect(taskWarnings(task({}), "2026-03-12")).toEqual(["late"]);
    expect(taskWarnings(task({}), "2026-03-18")).toEqual(["veryLate"]);
    expect(taskWarnings(task({ avancement: 100 }), "2026-03-05")).toEqual(["shouldBeResolved"]);
    expect(taskWarnings(task({ state: "STATE_NEW", avancement: 0 }), "2026-03-05")).toEqual([
      "shouldBeInProgress",
    ]);
    expect(taskWarnings(task({ avancement: 0 }), "2026-03-05")).toEqual(["progressToUpdate"]);
    expect(TASK_PRIORITY_LABELS.PRIORITY_HIGH).toBe("Haut");
  });

  it("needs a duration and a real description", () => {
    expect(() => assertTaskInput({ durationHours: 0, description: "x".repeat(30) })).toThrow(
      "Veuillez saisir une durée pour cette tâche !",
    );
    expect(() => assertTaskInput({ durationHours: 1.5, description: "<p>trop court</p>" })).toThrow(
      "Veuillez donner plus de détails sur la description de la tâche",
    );
    expect(() =>
      assertTaskInput({ durationHours: 1.5, description: "<p>Installer les bornes au salon</p>" }),
    ).not.toThrow();
  });
});

describe("delivery reports, alerts, materials, recommendations, charges", () => {
  it("delivery reports: draft editable, PDF once decided", () => {
    expect(isDeliveryReportEditable("DELIVERY_REPORT_DRAFT")).toBe(true);
    expect(isDeliveryReportEditable("DELIVERY_REPORT_VALIDATED")).toBe(false);
    expect(canDownloadDeliveryReportPdf("DELIVERY_REPORT_DRAFT")).toBe(false);
    expect(canDownloadDeliveryReportPdf("DELIVERY_REPORT_REFUSED")).toBe(true);
  });

  it("alerts: settled once, from read", () => {
    expect(canDeclareAlertDone("ALERT_STATE_READ")).toBe(true);
    expect(canDeclareAlertDone("ALERT_STATE_DONE")).toBe(false);
    expect(declareAlertDone("2026-03-02T10:00")).toEqual({
      state: "ALERT_STATE_DONE",
      doneAt: "2026-03-02T10:00",
    });
  });

  it("materials: types, required fields", () => {
    expect(MATERIAL_TYPE_LABELS.vehicule).toBe("Véhicule");
    expect(
      missingMaterialFields("vehicule", {
        triangleOwner: 1,
        buyAt: "2026-01-01",
        brand: "Renault",
        model: " ",
      }),
    ).toEqual(["model", "numberPlate"]);
  });

  it("recommendations: reason kept only when refused, deletion only when empty", () => {
    expect(recommendationStateChange("RECO_STATE_REFUSED")).toEqual({
      state: "RECO_STATE_REFUSED",
      refusedStatus: "REFUSED_STATE_FARFELU",
    });
    expect(recommendationStateChange("RECO_STATE_REFUSED", "REFUSED_STATE_BUDGET").refusedStatus).toBe(
      "REFUSED_STATE_BUDGET",
    );
    expect(recommendationStateChange("RECO_STATE_SEND", "REFUSED_STATE_BUDGET").refusedStatus).toBeNull();
    expect(canDeleteRecommendation({ deliveryDate: null, quotationCount: 0 })).toBe(true);
    expect(canDeleteRecommendation({ deliveryDate: "2026-03-01", quotationCount: 0 })).toBe(false);
    expect(() => assertCanDeleteRecommendation({ deliveryDate: null, quotationCount: 2 })).toThrow(
      DomainError,
    );
    expect(() => assertCanDeleteRecommendation({ deliveryDate: null, quotationCount: 0 })).not.toThrow();
    expect(canGeneratePurchaseTasks("RECO_STATE_ACCEPTED", false)).toBe(true);
    expect(canGeneratePurchaseTasks("RECO_STATE_ACCEPTED", true)).toBe(false);
    expect(REFUSED_STATUS_LABELS.REFUSED_STATE_BUDGET).toBe("Budget");
  });

  it("charges start pending", () => {
    expect(INITIAL_CHARGE_STATE).toBe("STATE_PENDING");
    expect(CHARGE_STATE_LABELS.STATE_CHARGE_INACTIVE).toBe("Inactif");
  });
});

describe("closing a quotation ('Clôturer le devis')", () => {
  it("closes an accepted quotation or one in billing, never a draft, sent, refused or done one", () => {
    const closable: QuotationState[] = [
      "QUOTATION_STATE_ACCEPTED",
      "QUOTATION_STATE_BILLED",
      "QUOTATION_STATE_IN_BILLED",
      "QUOTATION_STATE_PAID",
    ];
    const not: QuotationState[] = [
      "QUOTATION_STATE_DRAFT",
      "QUOTATION_STATE_SEND",
      "QUOTATION_STATE_REFUSED",
      "QUOTATION_STATE_DONE",
    ];
    for (const state of closable) expect(canCloseQuotation(state)).toBe(true);
    for (const state of not) expect(canCloseQuotation(state)).toBe(false);
    expect(() => assertQuotationClosable("QUOTATION_STATE_DRAFT")).toThrow(
      "Un devis « Brouillon » ne peut pas être clôturé : seul un devis accepté ou en facturation peut l'être",
    );
  });
});
