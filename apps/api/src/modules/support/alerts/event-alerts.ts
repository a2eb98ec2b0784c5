import {
  companies,
  type DbOrTx,
  deliveryReports,
  leads,
  productTypes,
  projects,
  quotationExpenses,
  quotationLines,
  quotationSupplierProducts,
  quotations,
  recommendations,
  triangleProductExpenses,
} from "@tronc/db";
import {
  domainError,
  isDomainError,
  type MissingPurchases,
  missingPurchases,
  projectToInvoiceAlert,
  purchasesMissingAlert,
} from "@tronc/domain";
import { asc, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "../../../auth/session-user";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { raiseAlert } from "./raise";

/**
 * A delivery report validated by the client: its project is to invoice. Raised in the signing's
 * transaction for the project's manager and creator; a report raises once (its key).
 */
export async function raiseProjectToInvoiceAlert(
  tx: DbOrTx,
  deliveryReportId: number,
  now: Date,
): Promise<number | null> {
  const [report] = await tx
    .select({
      state: deliveryReports.state,
      signerName: deliveryReports.clientName,
      signedAt: deliveryReports.signedAt,
      projectId: projects.id,
      projectName: projects.name,
      managerId: projects.projectManagerId,
      creatorId: projects.creatorId,
      clientName: companies.name,
    })
    .from(deliveryReports)
    .innerJoin(projects, eq(projects.id, deliveryReports.projectId))
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(deliveryReports.id, deliveryReportId));
  if (report?.state !== "DELIVERY_REPORT_VALIDATED") return null;
  const text = projectToInvoiceAlert({
    deliveryReportId,
    projectId: report.projectId,
    projectName: report.projectName,
    clientName: report.clientName || null,
    signerName: report.signerName ?? "le client",
    signedAt: report.signedAt ?? now,
  });
  return raiseAlert(tx, { ...text, responsibleUserIds: [report.managerId, report.creatorId] }, now);
}

/** The purchases the quotations of a recommendation need (their group products' linked purchases) and lack. */
export async function findMissingPurchases(
  tx: DbOrTx,
  recommendationId: number,
): Promise<MissingPurchases[]> {
  const own = await tx
    .select({ id: quotations.id, reference: quotations.reference })
    .from(quotations)
    .where(eq(quotations.recommendationId, recommendationId))
    .orderBy(asc(quotations.id));
  if (own.length === 0) return [];
  const ids = own.map((quotation) => quotation.id);
  const needed = await tx
    .select({
      quotationId: quotationLines.quotationId,
      productTypeId: triangleProductExpenses.productTypeId,
      name: productTypes.name,
    })
    .from(quotationLines)
    .innerJoin(
      triangleProductExpenses,
      eq(triangleProductExpenses.triangleProductId, quotationLines.triangleProductId),
    )
    .innerJoin(productTypes, eq(productTypes.id, triangleProductExpenses.productTypeId))
    .where(inArray(quotationLines.quotationId, ids))
    .orderBy(asc(quotationLines.indexOrder), asc(quotationLines.id), asc(triangleProductExpenses.id));
  if (needed.length === 0) return [];
  const entered = await tx
    .select({
      quotationId: quotationExpenses.quotationId,
      productTypeId: quotationSupplierProducts.productTypeId,
    })
    .from(quotationSupplierProducts)
    .innerJoin(quotationExpenses, eq(quotationExpenses.id, quotationSupplierProducts.quotationExpenseId))
    .where(inArray(quotationExpenses.quotationId, ids));
  return missingPurchases(
    own.map((quotation) => ({
      reference: quotation.reference,
      needed: needed.filter((need) => need.quotationId === quotation.id),
      entered: entered.flatMap((line) =>
        line.quotationId === quotation.id && line.productTypeId !== null ? [line.productTypeId] : [],
      ),
    })),
  );
}

/**
 * Accepting a recommendation whose quotations lack supplier purchases is refused with the spec's
 * 'Alerte procédure interne' sentence (422): nothing of the acceptance is written.
 */
export async function assertPurchasesEntered(tx: DbOrTx, recommendationId: number): Promise<void> {
  if ((await findMissingPurchases(tx, recommendationId)).length > 0) {
    throw domainError("RECOMMENDATION_PURCHASES_MISSING", "rule", {}, { field: "state" });
  }
}

/** The refused acceptance's alert, for the person who asked and the lead's sales person. */
export async function raisePurchasesMissingAlert(
  tx: DbOrTx,
  user: Pick<SessionUser, "id" | "fullname">,
  recommendationId: number,
  now: Date,
): Promise<number | null> {
  const missing = await findMissingPurchases(tx, recommendationId);
  if (missing.length === 0) return null;
  const [facts] = await tx
    .select({
      leadId: leads.id,
      leadSubject: leads.subject,
      assigneeId: leads.userAssignedId,
      clientName: companies.name,
    })
    .from(recommendations)
    .innerJoin(leads, eq(leads.id, recommendations.leadId))
    .innerJoin(companies, eq(companies.id, recommendations.companyId))
    .where(eq(recommendations.id, recommendationId));
  if (!facts) return null;
  const text = purchasesMissingAlert({
    recommendationId,
    leadId: facts.leadId,
    leadSubject: facts.leadSubject,
    clientName: facts.clientName,
    attemptedBy: user.fullname,
    at: now,
    missing,
  });
  return raiseAlert(tx, { ...text, responsibleUserIds: [user.id, facts.assigneeId] }, now);
}

/**
 * Runs a recommendation's state change; when the acceptance is refused for missing purchases, the
 * refusal's transaction is rolled back, so its alert is raised in a transaction of its own, then the
 * refusal goes on to the caller.
 */
export async function withPurchasesMissingAlert<T>(
  ctx: ServiceContext,
  recommendationId: number,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDomainError(error) && error.code === "RECOMMENDATION_PURCHASES_MISSING") {
      await inTransaction(ctx, ({ db: tx, user, now }) =>
        raisePurchasesMissingAlert(tx, user, recommendationId, now),
      );
    }
    throw error;
  }
}
