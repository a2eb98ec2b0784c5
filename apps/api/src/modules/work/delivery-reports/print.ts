import { companies, type DbOrTx, deliveryReports, projects, triangleCompanies, users } from "@tronc/db";
import { canDownloadDeliveryReportPdf, domainError } from "@tronc/domain";
import { eq, sql } from "drizzle-orm";
import { htmlToPdf } from "../../../services/shared/pdf";
import { type DeliveryReportPrint, deliveryReportHtml } from "./pdf-document";
import { TOKEN_PATTERN } from "./token";

export interface LoadedPrint extends DeliveryReportPrint {
  projectId: number;
  projectState: string;
  token: string;
}

/** The report of a token with what its PDF prints; `lock` takes the row for the client's answer. */
export async function loadPrintByToken(
  db: DbOrTx,
  token: string,
  options: { lock?: boolean } = {},
): Promise<LoadedPrint | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const query = db
    .select({
      id: deliveryReports.id,
      content: deliveryReports.content,
      state: deliveryReports.state,
      createdAt: deliveryReports.createdAt,
      creatorName: sql<string>`coalesce(trim(${users.name} || ' ' || ${users.lastname}), '')`,
      creatorSignature: deliveryReports.creatorSignature,
      projectId: projects.id,
      projectName: projects.name,
      projectState: projects.state,
      companyName: companies.name,
      groupCompanyName: triangleCompanies.name,
      clientName: deliveryReports.clientName,
      clientComment: deliveryReports.clientComment,
      clientSignature: deliveryReports.clientSignature,
      signedAt: deliveryReports.signedAt,
      token: deliveryReports.token,
    })
    .from(deliveryReports)
    .innerJoin(projects, eq(projects.id, deliveryReports.projectId))
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(triangleCompanies, eq(triangleCompanies.id, projects.ownerTriangleCompanyId))
    .leftJoin(users, eq(users.id, deliveryReports.createdById))
    .where(eq(deliveryReports.token, token));
  const [row] = await (options.lock ? query.for("update", { of: deliveryReports }) : query);
  return row ?? null;
}

export function renderDeliveryReportPdf(print: DeliveryReportPrint): Promise<Buffer> {
  return htmlToPdf(deliveryReportHtml(print), {
    footer: `PV de livraison n° ${print.id} — ${print.projectName}`,
  });
}

/** The PDF by token (the staff's download and the client's copy), once the report is answered. */
export async function deliveryReportPdf(
  { db }: { db: DbOrTx },
  { token }: { token: string },
): Promise<{ bytes: Buffer; filename: string }> {
  const print = await loadPrintByToken(db, token);
  if (!print) throw domainError("DELIVERY_REPORT_NOT_FOUND", "notFound");
  if (!canDownloadDeliveryReportPdf(print.state)) throw domainError("DELIVERY_REPORT_PDF_DRAFT", "rule");
  return { bytes: await renderDeliveryReportPdf(print), filename: `pv-livraison-${print.id}.pdf` };
}
