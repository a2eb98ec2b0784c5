import { tutorials } from "@tronc/db";
import { assertCanEditTutorials, domainError, moveTutorial } from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { TutorialMoveInput } from "../../../modules/support/tutorials/contract";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { lockCategory, tutorialRow } from "./rows";
import { listTutorials, type TutorialListView } from "./view";

/** A category changed by a concurrent save is read again; past this, the entry keeps moving away. */
const ATTEMPTS = 3;

/**
 * Up or down one step within its category, the category renumbered 1…n. The category's rows are
 * locked together (never the entry first, then its neighbours: two moves would wait on each other).
 */
export async function moveTutorialEntry(
  ctx: ServiceContext,
  input: TutorialMoveInput,
): Promise<TutorialListView> {
  assertCanEditTutorials(ctx.user);
  await inTransaction(ctx, async ({ db }) => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const { category } = await tutorialRow(db, input.id);
      const siblings = await lockCategory(db, category);
      if (!siblings.some((entry) => entry.id === input.id)) continue;
      for (const change of moveTutorial(siblings, input.id, input.direction)) {
        await db
          .update(tutorials)
          .set({ position: change.position, updatedAt: ctx.now })
          .where(eq(tutorials.id, change.id));
      }
      return;
    }
    throw domainError("TUTORIAL_NOT_FOUND", "notFound");
  });
  return listTutorials(ctx);
}
