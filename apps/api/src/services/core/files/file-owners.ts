import {
  type DbOrTx,
  files,
  leadFiles,
  projectFiles,
  quotationExpenses,
  recommendations,
  supplierInvoices,
  taskFiles,
  triangleCompanies,
  triangleCompanyLogos,
  tutorials,
  users,
} from "@tronc/db";
import { asc, eq } from "drizzle-orm";

/** Everything a file is attached to: each table referencing files.id has its list here. */
export interface FileOwners {
  uploadedById: number | null;
  companyLogos: { companyId: number; name: string }[];
  userPictures: { userId: number }[];
  leadAttachments: { leadId: number }[];
  taskAttachments: { taskId: number }[];
  projectAttachments: { projectId: number }[];
  recommendationPresentations: { recommendationId: number }[];
  supplierQuotations: { quotationExpenseId: number }[];
  supplierInvoices: { supplierInvoiceId: number }[];
  tutorialVideos: { tutorialId: number }[];
}

export const isAttached = (owners: FileOwners) =>
  owners.companyLogos.length +
    owners.userPictures.length +
    owners.leadAttachments.length +
    owners.taskAttachments.length +
    owners.projectAttachments.length +
    owners.recommendationPresentations.length +
    owners.supplierQuotations.length +
    owners.supplierInvoices.length +
    owners.tutorialVideos.length >
  0;

/** The file's owners, or null when no such file exists; `lock` holds the row until the transaction ends. */
export async function findFileOwners(
  db: DbOrTx,
  fileId: number,
  options: { lock?: boolean } = {},
): Promise<FileOwners | null> {
  const query = db.select({ uploadedById: files.uploadedById }).from(files).where(eq(files.id, fileId));
  const [file] = options.lock ? await query.for("update") : await query;
  if (!file) return null;
  const companyLogos = await db
    .select({ companyId: triangleCompanies.id, name: triangleCompanies.name })
    .from(triangleCompanyLogos)
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, triangleCompanyLogos.triangleCompanyId))
    .where(eq(triangleCompanyLogos.fileId, fileId))
    .orderBy(asc(triangleCompanies.name));
  const userPictures = await db
    .select({ userId: users.id })
    .from(users)
    .where(eq(users.pictureFileId, fileId));
  const leadAttachments = await db
    .select({ leadId: leadFiles.leadId })
    .from(leadFiles)
    .where(eq(leadFiles.fileId, fileId));
  const taskAttachments = await db
    .select({ taskId: taskFiles.taskId })
    .from(taskFiles)
    .where(eq(taskFiles.fileId, fileId));
  const projectAttachments = await db
    .select({ projectId: projectFiles.projectId })
    .from(projectFiles)
    .where(eq(projectFiles.fileId, fileId));
  const recommendationPresentations = await db
    .select({ recommendationId: recommendations.id })
    .from(recommendations)
    .where(eq(recommendations.presentationFileId, fileId));
  const supplierQuotations = await db
    .select({ quotationExpenseId: quotationExpenses.id })
    .from(quotationExpenses)
    .where(eq(quotationExpenses.supplierQuotationFileId, fileId));
  const supplierInvoiceFiles = await db
    .select({ supplierInvoiceId: supplierInvoices.id })
    .from(supplierInvoices)
    .where(eq(supplierInvoices.fileId, fileId));
  const tutorialVideos = await db
    .select({ tutorialId: tutorials.id })
    .from(tutorials)
    .where(eq(tutorials.videoFileId, fileId));
  return {
    uploadedById: file.uploadedById,
    companyLogos,
    userPictures,
    leadAttachments,
    taskAttachments,
    projectAttachments,
    recommendationPresentations,
    supplierQuotations,
    supplierInvoices: supplierInvoiceFiles,
    tutorialVideos,
  };
}
