import { auditLog, companies, deliveryReports, projects } from "@tronc/db";
import type { ProjectState } from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { and, eq } from "drizzle-orm";
import type { TestApp } from "../helpers";

/** A real 1×1 PNG, as a signature pad gives it. */
export const PNG_SIGNATURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

let serial = 0;

/** A client and a project handled by the given group company. */
export async function insertProject(
  t: TestApp,
  options: { groupCompanyId?: number; state?: ProjectState; clientName?: string } = {},
): Promise<{ projectId: number; companyId: number }> {
  serial += 1;
  const [company] = await t.handle.db
    .insert(companies)
    .values({ name: options.clientName ?? `Client PV ${serial}` })
    .returning({ id: companies.id });
  if (!company) throw new Error("client insert returned nothing");
  const [project] = await t.handle.db
    .insert(projects)
    .values({
      name: `Salon du jeu ${serial}`,
      state: options.state ?? "STATE_PLANNED",
      companyId: company.id,
      ownerTriangleCompanyId: options.groupCompanyId ?? t.demo.companyIds[0] ?? null,
    })
    .returning({ id: projects.id });
  if (!project) throw new Error("project insert returned nothing");
  return { projectId: project.id, companyId: company.id };
}

export async function reportRow(t: TestApp, id: number) {
  const [row] = await t.handle.db.select().from(deliveryReports).where(eq(deliveryReports.id, id));
  return row ?? null;
}

export async function reportCount(t: TestApp): Promise<number> {
  return (await t.handle.db.select({ id: deliveryReports.id }).from(deliveryReports)).length;
}

export async function projectState(t: TestApp, id: number) {
  const [row] = await t.handle.db.select({ state: projects.state }).from(projects).where(eq(projects.id, id));
  return row?.state;
}

export async function projectAudit(t: TestApp, id: number) {
  return t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "project"), eq(auditLog.entityId, id)));
}

/** A refused call's French message and HTTP status. */
export async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return { message: error.message, status: getHTTPStatusCodeFromError(error) };
  }
  throw new Error("expected a refusal");
}

/** A draft report on the project, with a signature and rich text to clean, created by `who`. */
export async function draftFor(t: TestApp, projectId: number, who: "user" | "chef" | "admin" = "user") {
  const caller = await t.caller(who);
  return caller.deliveryReport.create({
    projectId,
    content: "<p>Livraison de <strong>3 bornes</strong></p><script>alert(1)</script>",
    creatorSignature: PNG_SIGNATURE,
  });
}
