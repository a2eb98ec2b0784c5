import { tutorials } from "@tronc/db";
import {
  assertCanEditTutorials,
  assertVideoOrLink,
  nextTutorialPosition,
  readTutorialCategory,
  readTutorialDescription,
  readTutorialExternalUrl,
  readTutorialTitle,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { TutorialCreateInput, TutorialUpdateInput } from "../../../modules/support/tutorials/contract";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { categoryNames, lockCategory, tutorialRow } from "./rows";
import { getTutorialEntry, type TutorialEntryView } from "./view";

/** 'Ajouter un tutoriel': last of its category; with a link, or 'Bientôt disponible' until a video is sent. */
export async function createTutorial(
  ctx: ServiceContext,
  input: TutorialCreateInput,
): Promise<TutorialEntryView> {
  assertCanEditTutorials(ctx.user);
  const id = await inTransaction(ctx, async ({ db }) => {
    const title = readTutorialTitle(input.title);
    const category = readTutorialCategory(input.category, await categoryNames(db));
    const description = readTutorialDescription(input.description);
    const externalUrl = readTutorialExternalUrl(input.externalUrl);
    const siblings = await lockCategory(db, category);
    const [row] = await db
      .insert(tutorials)
      .values({
        title,
        category,
        description,
        externalUrl,
        position: nextTutorialPosition(siblings.map((entry) => entry.position)),
      })
      .returning({ id: tutorials.id });
    if (!row) throw new Error("tutorial insert returned nothing");
    return row.id;
  });
  return getTutorialEntry(ctx, { id });
}

/**
 * The modal's 'Enregistrer': absent fields stay, a null description or link is cleared. Moved to
 * another category, the entry goes last there. A link is refused while a video is stored.
 */
export async function updateTutorial(
  ctx: ServiceContext,
  input: TutorialUpdateInput,
): Promise<TutorialEntryView> {
  assertCanEditTutorials(ctx.user);
  await inTransaction(ctx, async ({ db }) => {
    const current = await tutorialRow(db, input.id, true);
    const title = input.title === undefined ? current.title : readTutorialTitle(input.title);
    const category =
      input.category === undefined
        ? current.category
        : readTutorialCategory(input.category, await categoryNames(db));
    const description =
      input.description === undefined ? current.description : readTutorialDescription(input.description);
    const externalUrl =
      input.externalUrl === undefined ? current.externalUrl : readTutorialExternalUrl(input.externalUrl);
    assertVideoOrLink({ hasVideo: current.videoFileId !== null, externalUrl });
    const position =
      category === current.category
        ? current.position
        : nextTutorialPosition((await lockCategory(db, category)).map((entry) => entry.position));
    await db
      .update(tutorials)
      .set({ title, category, description, externalUrl, position, updatedAt: ctx.now })
      .where(eq(tutorials.id, current.id));
  });
  return getTutorialEntry(ctx, { id: input.id });
}
