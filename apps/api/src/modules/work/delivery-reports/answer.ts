import { createHash } from "node:crypto";
import { deliveryReports, projects } from "@tronc/db";
import {
  checkDeliveryReportAnswer,
  type DeliveryReportAnswer,
  type DeliveryReportState,
  domainError,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { logChanges } from "../../../services/shared/audit";
import type { PublicServiceContext } from "../../../services/shared/context";
import { nextVersion } from "../../../services/shared/versioned-update";
import { raiseProjectToInvoiceAlert } from "../../support/alerts/event-alerts";
import { loadPrintByToken, renderDeliveryReportPdf } from "./print";

/** What the client reads before answering: the report, never the staff's fields. */
export interface PublicDeliveryReport {
  id: number;
  content: string;
  projectName: string;
  companyName: string | null;
  groupCompanyName: string | null;
  creatorName: string;
  creatorSignature: string;
  createdAt: string;
}

export interface DeliveryReportAnswered {
  state: DeliveryReportState;
  signedAt: string;
  token: string;
}

/** The client's page: a draft by its token; an unknown or used token is 'Ce lien n'est plus valable'. */
export async function publicDeliveryReport(
  { db }: PublicServiceContext,
  { token }: { token: string },
): Promise<PublicDeliveryReport> {
  const print = await loadPrintByToken(db, token);
  if (print?.state !== "DELIVERY_REPORT_DRAFT") throw domainError("DELIVERY_REPORT_LINK_INVALID", "notFound");
  return {
    id: print.id,
    content: print.content,
    projectName: print.projectName,
    companyName: print.companyName,
    groupCompanyName: print.groupCompanyName,
    creatorName: print.creatorName,
    creatorSignature: print.creatorSignature,
    createdAt: print.createdAt.toISOString(),
  };
}

/**
 * The client signs or refuses, once: the row is locked, the answer checked, the PDF printed with the
 * client's signature and time, and its SHA-256 stored with the time and address as the evidence. A
 * validated report makes its project billable (audited) and raises 'Projet à facturer'. Nothing is
 * written when anything fails.
 */
export function answerDeliveryReport(
  ctx: PublicServiceContext,
  input: DeliveryReportAnswer & { token: string },
): Promise<DeliveryReportAnswered> {
  return ctx.db.transaction(async (tx) => {
    const print = await loadPrintByToken(tx, input.token, { lock: true });
    if (!print) throw domainError("DELIVERY_REPORT_LINK_INVALID", "notFound");
    const answer = checkDeliveryReportAnswer(print.state, input);
    const signedAt = ctx.now;
    const pdf = await renderDeliveryReportPdf({
      ...print,
      state: answer.state,
      clientName: answer.signerName,
      clientComment: answer.comment,
      clientSignature: answer.signature,
      signedAt,
    });
    await tx
      .update(deliveryReports)
      .set({
        state: answer.state,
        clientName: answer.signerName.slice(0, 255),
        clientComment: answer.comment,
        clientSignature: answer.signature,
        signedAt,
        signedIp: ctx.ip?.slice(0, 45) ?? null,
        signedPdfSha256: createHash("sha256").update(pdf).digest("hex"),
        updatedAt: signedAt,
      })
      .where(eq(deliveryReports.id, print.id));
    if (answer.state === "DELIVERY_REPORT_VALIDATED" && print.projectState !== "STATE_FACTURABLE") {
      await tx
        .update(projects)
        .set({ state: "STATE_FACTURABLE", updatedAt: signedAt, version: nextVersion(projects) })
        .where(eq(projects.id, print.projectId));
      await logChanges(
        tx,
        { type: "project", id: print.projectId },
        null,
        [{ field: "state", from: print.projectState, to: "STATE_FACTURABLE" }],
        { deliveryReportId: print.id, reason: "PV de livraison validé par le client" },
      );
    }
    if (answer.state === "DELIVERY_REPORT_VALIDATED")
      await raiseProjectToInvoiceAlert(tx, print.id, signedAt);
    return { state: answer.state, signedAt: signedAt.toISOString(), token: print.token };
  });
}
