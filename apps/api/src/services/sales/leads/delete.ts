import { contactForms, leadFiles, leads, projects } from "@tronc/db";
import { assertCanDeleteLead } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { deleteFile } from "../../../files/file-store";
import { logChanges } from "../../shared/audit";
import { type FilesServiceContext, inTransaction } from "../../shared/context";
import { lockLead, projectOfLead } from "../refs";

/**
 * Deletes a trash lead whose project is still at the lead stage, with its contact form, project,
 * calls and attachments, in one transaction ('Le lead a bien été supprimé').
 */
export async function deleteLead(ctx: FilesServiceContext, input: { id: number }): Promise<{ id: number }> {
  const { id } = input;
  const fileIds = await inTransaction(ctx, async ({ db: tx, user }) => {
    const lead = await lockLead(tx, id);
    const project = await projectOfLead(tx, id);
    assertCanDeleteLead({
      leadLevel: lead.leadLevel,
      projectState: project?.state ?? null,
    });
    const attached = await tx
      .select({ fileId: leadFiles.fileId })
      .from(leadFiles)
      .where(eq(leadFiles.leadId, id));
    if (project) await tx.delete(projects).where(eq(projects.id, project.id));
    await tx.delete(leads).where(eq(leads.id, id));
    if (lead.contactFormId) await tx.delete(contactForms).where(eq(contactForms.id, lead.contactFormId));
    await logChanges(tx, { type: "lead", id }, user.id, [{ field: "deleted", from: lead.subject, to: null }]);
    return attached.map((row) => row.fileId);
  });
  // The attachments belonged to this lead only; their bytes go once the rows are gone.
  for (const fileId of fileIds) await deleteFile(ctx.db, ctx.storage, fileId);
  return { id };
}
