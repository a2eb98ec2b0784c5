import { files } from "@tronc/db";
import { eq } from "drizzle-orm";
import { discardObject, findFile, type StoredFile } from "../../../files/file-store";
import { uploadKey } from "../../../files/storage/storage";
import { type FilesServiceContext, inTransaction } from "../../shared/context";
import { fileNotFound } from "./file-messages";
import { findFileOwners } from "./file-owners";
import { canReadFile, fileDeleteRefusal } from "./file-rules";

/** The file if this user may read it; otherwise 404, the same answer as an unknown id. */
export async function getReadableFile(
  ctx: FilesServiceContext,
  input: { fileId: number },
): Promise<StoredFile> {
  const owners = await findFileOwners(ctx.db, input.fileId);
  const file = owners && canReadFile(owners, ctx.user) ? await findFile(ctx.db, input.fileId) : null;
  if (!file) throw fileNotFound();
  return file;
}

/** Deletes the file and its links, in one transaction holding the row so no one attaches it meanwhile. */
export async function deleteFileAs(ctx: FilesServiceContext, input: { fileId: number }): Promise<void> {
  await inTransaction(ctx, async ({ db, user }) => {
    const owners = await findFileOwners(db, input.fileId, { lock: true });
    if (!owners || !canReadFile(owners, user)) throw fileNotFound();
    const refusal = fileDeleteRefusal(owners, user);
    if (refusal) throw refusal;
    await db.delete(files).where(eq(files.id, input.fileId));
  });
  await discardObject(ctx.storage, uploadKey(input.fileId));
}

/** Before linking files to something: each must exist and be readable by the user, else 404. */
export async function assertFilesReadable(
  ctx: Pick<FilesServiceContext, "db" | "user">,
  input: { fileIds: number[] },
): Promise<void> {
  for (const fileId of new Set(input.fileIds)) {
    const owners = await findFileOwners(ctx.db, fileId);
    if (!owners || !canReadFile(owners, ctx.user)) throw fileNotFound();
  }
}
