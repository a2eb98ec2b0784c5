import { type DbOrTx, files, tutorials } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";

export type TutorialRow = typeof tutorials.$inferSelect;

/** The entry, or 404; `lock` holds it until the transaction ends. */
export async function tutorialRow(db: DbOrTx, id: number, lock = false): Promise<TutorialRow> {
  const query = db.select().from(tutorials).where(eq(tutorials.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw domainError("TUTORIAL_NOT_FOUND", "notFound");
  return row;
}

/** The category names in use, for matching a typed name to an existing one. */
export async function categoryNames(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ category: tutorials.category }).from(tutorials);
  return rows.map((row) => row.category);
}

/** The entries of one category (ids and positions), held until the transaction ends. */
export function lockCategory(db: DbOrTx, category: string) {
  return db
    .select({ id: tutorials.id, position: tutorials.position })
    .from(tutorials)
    .where(eq(tutorials.category, category))
    .orderBy(asc(tutorials.position), asc(tutorials.id))
    .for("update");
}

/** Every entry with its video's metadata, for the 'Aide' page. */
export function tutorialRowsWithVideo(db: DbOrTx) {
  return db
    .select({
      id: tutorials.id,
      category: tutorials.category,
      title: tutorials.title,
      description: tutorials.description,
      position: tutorials.position,
      externalUrl: tutorials.externalUrl,
      videoFileId: files.id,
      videoFilename: files.filename,
      videoMimeType: files.mimeType,
      videoSize: files.size,
    })
    .from(tutorials)
    .leftJoin(files, eq(files.id, tutorials.videoFileId))
    .orderBy(asc(tutorials.id));
}

/** Deletes a video's files row (its tutorial lets go of it first); the bytes go after the commit. */
export async function deleteVideoRow(db: DbOrTx, fileId: number): Promise<void> {
  await db.delete(files).where(eq(files.id, fileId));
}
