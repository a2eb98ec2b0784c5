import { randomUUID } from "node:crypto";
import { alerts, users } from "@tronc/db";
import { domainError, manualAlertKey, readAlertType } from "@tronc/domain";
import { and, eq, inArray } from "drizzle-orm";
import { BACK_OFFICE_DISCR } from "../../../auth/session-user";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { sanitizeRichText } from "../../../services/shared/rich-text";
import type { AlertCreateInput } from "./contract";
import { raiseAlert } from "./raise";
import { type AlertView, getAlertView } from "./views";

/** A path of the app ('/tronc-commun/admin/…'), never another site ('//evil.test', 'https://…'). */
function appPath(url: string | null | undefined): string | null {
  const path = url?.trim() ?? "";
  if (path === "") return null;
  if (!path.startsWith("/") || path.startsWith("//") || /[\s\\]/.test(path)) {
    throw domainError("ALERT_URL_INVALID", "invalid", {}, { field: "url" });
  }
  return path;
}

/** The mail's one-line summary: the content's text, tags dropped. */
function summaryOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"' })[name] ?? "'",
    )
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/**
 * An alert written by hand (Hydra POST): its own event, raised like the others (responsibles, mails).
 * The type is read first, as the Hydra route did before asking for the rest; a missing content is
 * an empty one, refused below in French.
 */
export async function createAlert(ctx: ServiceContext, input: AlertCreateInput): Promise<AlertView> {
  const type = input.type == null ? "ALERT_TYPE_OTHER" : readAlertType(input.type);
  const content = sanitizeRichText(input.content ?? "");
  if (summaryOf(content) === "")
    throw domainError("ALERT_CONTENT_REQUIRED", "invalid", {}, { field: "content" });
  const url = appPath(input.url);
  const responsibleIds = [...new Set(input.responsibleIds ?? [])];
  const id = await inTransaction(ctx, async ({ db: tx, now }) => {
    if (responsibleIds.length > 0) {
      const known = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, responsibleIds), eq(users.discr, BACK_OFFICE_DISCR)));
      const unknown = responsibleIds.find((userId) => !known.some((row) => row.id === userId));
      if (unknown !== undefined) {
        throw domainError(
          "ALERT_RESPONSIBLE_UNKNOWN",
          "invalid",
          { id: unknown },
          { field: "responsibleIds" },
        );
      }
    }
    const raised = await raiseAlert(
      tx,
      {
        type,
        dedupeKey: manualAlertKey(randomUUID()),
        summary: summaryOf(content),
        content,
        url,
        responsibleUserIds: responsibleIds,
      },
      now,
    );
    if (raised === null) throw new Error("a manual alert's random key already existed");
    return raised;
  });
  return getAlertView(ctx.db, id);
}

/** Hydra DELETE (super admins): the alert, its responsibles and readers. */
export async function deleteAlert(ctx: ServiceContext, input: { id: number }): Promise<{ id: number }> {
  const [row] = await ctx.db.delete(alerts).where(eq(alerts.id, input.id)).returning({ id: alerts.id });
  if (!row) throw domainError("ALERT_NOT_FOUND", "notFound");
  return row;
}
