import { leadFiles } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { and, eq, notInArray } from "drizzle-orm";
import { deleteFile } from "../../../files/file-store";
import { assertFilesReadable } from "../../core/files/file-access";
import { type FilesServiceContext, inTransaction, type ServiceContext } from "../../shared/context";
import { findLead } from "../refs";
import { getLeadDetail, type LeadDetail, type LeadFileView, leadFileViews } from "./views";

/** Links an uploaded file (POST /tronc-commun/lead/upload/file answered its idFile) to the lead. */
export async function attachLeadFile(
  { db, user }: ServiceContext,
  { id: leadId, fileId }: { id: number; fileId: number },
): Promise<LeadFileView[]> {
  await findLead(db, leadId);
  await assertFilesReadable({ db, user }, { fileIds: [fileId] });
  await db.insert(leadFiles).values({ leadId, fileId }).onConflictDoNothing();
  return leadFileViews(db, leadId);
}

/** 'Fichier effacé': the attachment belongs to the lead only, so the file goes with its link. */
export async function removeLeadFile(
  { db, storage }: FilesServiceContext,
  { id: leadId, fileId }: { id: number; fileId: number },
): Promise<LeadFileView[]> {
  const removed = await db
    .delete(leadFiles)
    .where(and(eq(leadFiles.leadId, leadId), eq(leadFiles.fileId, fileId)))
    .returning({ fileId: leadFiles.fileId });
  if (removed.length === 0) throw domainError("FILE_NOT_FOUND", "notFound");
  await deleteFile(db, storage, fileId);
  return leadFileViews(db, leadId);
}

/** The Hydra PUT sends the whole attachment list: links are added and removed to match it. */
export async function setLeadFiles(
  ctx: ServiceContext,
  { id: leadId, fileIds }: { id: number; fileIds: number[] },
): Promise<LeadDetail> {
  await findLead(ctx.db, leadId);
  await assertFilesReadable(ctx, { fileIds });
  await inTransaction(ctx, async ({ db: tx }) => {
    await tx
      .delete(leadFiles)
      .where(
        fileIds.length > 0
          ? and(eq(leadFiles.leadId, leadId), notInArray(leadFiles.fileId, fileIds))
          : eq(leadFiles.leadId, leadId),
      );
    if (fileIds.length > 0) {
      await tx
        .insert(leadFiles)
        .values([...new Set(fileIds)].map((fileId) => ({ leadId, fileId })))
        .onConflictDoNothing();
    }
  });
  return getLeadDetail(ctx, { id: leadId });
}
