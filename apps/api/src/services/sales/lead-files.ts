import { type Db, files, leadFiles } from "@tronc/db";
import { salesError } from "@tronc/domain";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { deleteFile } from "../../files/file-store";
import { type LeadFileView, leadFileViews } from "./lead-views";
import { findLead } from "./refs";

async function assertFilesExist(db: Db, fileIds: number[]): Promise<void> {
  if (fileIds.length === 0) return;
  const rows = await db.select({ id: files.id }).from(files).where(inArray(files.id, fileIds));
  if (rows.length !== new Set(fileIds).size) throw salesError("FILE_NOT_FOUND", "notFound");
}

/** Links an uploaded file (POST /tronc-commun/lead/upload/file answered its idFile) to the lead. */
export async function attachLeadFile(db: Db, leadId: number, fileId: number): Promise<LeadFileView[]> {
  await findLead(db, leadId);
  await assertFilesExist(db, [fileId]);
  await db.insert(leadFiles).values({ leadId, fileId }).onConflictDoNothing();
  return leadFileViews(db, leadId);
}

/** 'Fichier effacé': the attachment belongs to the lead only, so the file goes with its link. */
export async function removeLeadFile(
  db: Db,
  filesDir: string,
  leadId: number,
  fileId: number,
): Promise<LeadFileView[]> {
  const removed = await db
    .delete(leadFiles)
    .where(and(eq(leadFiles.leadId, leadId), eq(leadFiles.fileId, fileId)))
    .returning({ fileId: leadFiles.fileId });
  if (removed.length === 0) throw salesError("FILE_NOT_FOUND", "notFound");
  await deleteFile(db, filesDir, fileId);
  return leadFileViews(db, leadId);
}

/** The Hydra PUT sends the whole attachment list: links are added and removed to match it. */
export async function setLeadFiles(db: Db, leadId: number, fileIds: number[]): Promise<void> {
  await findLead(db, leadId);
  await assertFilesExist(db, fileIds);
  await db.transaction(async (tx) => {
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
}
