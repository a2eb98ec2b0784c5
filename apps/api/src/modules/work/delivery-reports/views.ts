import { companies, type DbOrTx, deliveryReports, projects, triangleCompanies, users } from "@tronc/db";
import {
  canDeleteDeliveryReport,
  canDownloadDeliveryReportPdf,
  canEditDeliveryReport,
  canSetDeliveryReportBilled,
  type DeliveryReportActor,
  type DeliveryReportState,
  domainError,
} from "@tronc/domain";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../services/shared/context";

export interface NamedRef {
  id: number;
  name: string;
}

/** A row of the project's reports and of 'Liste des PV de livraison'. */
export interface DeliveryReportListItem {
  id: number;
  createdAt: string;
  project: { id: number; name: string; company: NamedRef | null; ownerTriangleCompany: NamedRef | null };
  state: DeliveryReportState;
  signedAt: string | null;
  isBilled: boolean;
  token: string;
  createdBy: NamedRef | null;
  canEdit: boolean;
  canDelete: boolean;
  canDownloadPdf: boolean;
  canSetBilled: boolean;
}

/** What the client answered through the link, shown to staff as the evidence of the signature. */
export interface DeliveryReportEvidence {
  clientName: string | null;
  clientComment: string | null;
  clientSignature: string | null;
  signedAt: string | null;
  signedIp: string | null;
  signedPdfSha256: string | null;
}

export interface DeliveryReportView extends DeliveryReportListItem {
  content: string;
  creatorSignature: string;
  evidence: DeliveryReportEvidence | null;
}

const ref = (id: number | null, name: string | null): NamedRef | null =>
  id === null ? null : { id, name: name ?? "" };

/** The columns of a list item, with the project, its client and group company, and the creator. */
export function listItemQuery(db: DbOrTx) {
  return db
    .select({
      id: deliveryReports.id,
      createdAt: deliveryReports.createdAt,
      state: deliveryReports.state,
      signedAt: deliveryReports.signedAt,
      isBilled: deliveryReports.isBilled,
      token: deliveryReports.token,
      createdById: deliveryReports.createdById,
      createdByName: sql<string | null>`trim(${users.name} || ' ' || ${users.lastname})`,
      projectId: projects.id,
      projectName: projects.name,
      companyId: companies.id,
      companyName: companies.name,
      groupId: triangleCompanies.id,
      groupName: triangleCompanies.name,
    })
    .from(deliveryReports)
    .innerJoin(projects, eq(projects.id, deliveryReports.projectId))
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(triangleCompanies, eq(triangleCompanies.id, projects.ownerTriangleCompanyId))
    .leftJoin(users, eq(users.id, deliveryReports.createdById))
    .$dynamic();
}

export type ListItemRow = Awaited<ReturnType<ReturnType<typeof listItemQuery>["execute"]>>[number];

export function toListItem(actor: DeliveryReportActor, row: ListItemRow): DeliveryReportListItem {
  const ownership = { state: row.state, createdById: row.createdById };
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    project: {
      id: row.projectId,
      name: row.projectName,
      company: ref(row.companyId, row.companyName),
      ownerTriangleCompany: ref(row.groupId, row.groupName),
    },
    state: row.state,
    signedAt: row.signedAt?.toISOString() ?? null,
    isBilled: row.isBilled,
    token: row.token,
    createdBy: ref(row.createdById, row.createdByName),
    canEdit: canEditDeliveryReport(ownership),
    canDelete: canDeleteDeliveryReport(actor, ownership),
    canDownloadPdf: canDownloadDeliveryReportPdf(row.state),
    canSetBilled: canSetDeliveryReportBilled(actor),
  };
}

/** A project's reports, newest first (a project has a handful). */
export async function listProjectDeliveryReports(
  { db, user }: ServiceContext,
  { projectId }: { projectId: number },
): Promise<DeliveryReportListItem[]> {
  const rows = await listItemQuery(db)
    .where(eq(deliveryReports.projectId, projectId))
    .orderBy(desc(deliveryReports.createdAt), desc(deliveryReports.id))
    .limit(200);
  return rows.map((row) => toListItem(user, row));
}

async function loadView(db: DbOrTx, actor: DeliveryReportActor, where: SQL): Promise<DeliveryReportView> {
  const [row] = await listItemQuery(db).where(where);
  if (!row) throw domainError("DELIVERY_REPORT_NOT_FOUND", "notFound");
  const [detail] = await db.select().from(deliveryReports).where(eq(deliveryReports.id, row.id));
  if (!detail) throw domainError("DELIVERY_REPORT_NOT_FOUND", "notFound");
  const answered = detail.state !== "DELIVERY_REPORT_DRAFT";
  return {
    ...toListItem(actor, row),
    content: detail.content,
    creatorSignature: detail.creatorSignature,
    evidence: answered
      ? {
          clientName: detail.clientName,
          clientComment: detail.clientComment,
          clientSignature: detail.clientSignature,
          signedAt: detail.signedAt?.toISOString() ?? null,
          signedIp: detail.signedIp,
          signedPdfSha256: detail.signedPdfSha256,
        }
      : null,
  };
}

export function getDeliveryReport({ db, user }: ServiceContext, { id }: { id: number }) {
  return loadView(db, user, eq(deliveryReports.id, id));
}
