import { credits } from "@tronc/db";
import {
  assertCanChangeCreditState,
  assertCreditHeaderEditable,
  assertCreditPartiesChangeable,
  assertCreditTransition,
  type CreditState,
  parseCreditDate,
  parseCreditTitle,
  parseInvoiceAddress,
  parseInvoiceHeadName,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { logChanges } from "../../shared/audit";
import { type FilesServiceContext, inTransaction, type ServiceContext } from "../../shared/context";
import { renderAfterCommit } from "../../shared/issued-pdfs/background";
import { sanitizeRichText } from "../../shared/rich-text";
import { versionedUpdate } from "../../shared/versioned-update";
import { creditRecipientHeader } from "./recipient";
import { CREDIT_RECORD, findCredit, lockCredit } from "./rows";
import { refreshCreditSearchText } from "./search-text";
import { validateCredit } from "./validation";
import { type CreditDetail, getCredit } from "./view";

/** The edit page's save; absent keeps a field, null clears a text. */
export interface CreditUpdate {
  id: number;
  /** The version the screen read: a save based on an older one is refused (409). */
  version: number;
  title?: string | null | undefined;
  comment?: string | null | undefined;
  invoiceHeadName?: string | null | undefined;
  invoiceAddress?: string | null | undefined;
  creditDate?: string | undefined;
  triangleCompanyId?: number | undefined;
  companyId?: number | undefined;
  state?: CreditState | undefined;
  /** The confirmation switch 'Confirmez la création définitive de l'avoir' (CREATED → VALIDATED). */
  confirmed?: boolean | undefined;
}

/** Parsed before any lock: a bad field is a 400 in French and nothing is read or written. */
function parseHeader(input: CreditUpdate) {
  return {
    ...(input.title === undefined ? {} : { title: parseCreditTitle(input.title) }),
    ...(input.comment === undefined ? {} : { comment: sanitizeRichText(input.comment ?? "") }),
    ...(input.invoiceHeadName === undefined
      ? {}
      : { invoiceHeadName: parseInvoiceHeadName(input.invoiceHeadName) }),
    ...(input.invoiceAddress === undefined
      ? {}
      : { invoiceAddress: parseInvoiceAddress(input.invoiceAddress) }),
    ...(input.creditDate === undefined ? {} : { creditDate: parseCreditDate(input.creditDate) }),
    ...(input.triangleCompanyId === undefined ? {} : { triangleCompanyId: input.triangleCompanyId }),
    ...(input.companyId === undefined ? {} : { companyId: input.companyId }),
  };
}

/**
 * While CREATED every header field changes (issuer and recipient only when it corrects no invoice);
 * once validated nothing that prints changes, only the state (accounting or super admin). CREATED →
 * VALIDATED needs the confirmation and numbers the credit in this same transaction.
 */
export async function updateCredit(
  ctx: ServiceContext & Partial<FilesServiceContext>,
  input: CreditUpdate,
): Promise<CreditDetail> {
  const header = parseHeader(input);
  const numbered = await inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const { credit, invoice } = await lockCredit(tx, input.id);
    const changes: Partial<typeof header> = Object.fromEntries(
      Object.entries(header).filter(([key, value]) => credit[key as keyof typeof header] !== value),
    );
    if (changes.triangleCompanyId !== undefined || changes.companyId !== undefined) {
      assertCreditPartiesChangeable(credit);
      const parties = {
        triangleCompanyId: changes.triangleCompanyId ?? credit.triangleCompanyId,
        companyId: changes.companyId ?? credit.companyId,
      };
      const billedAs = await creditRecipientHeader(txCtx, parties);
      // A new recipient is billed under its own name and address unless this save gives them.
      if (changes.companyId !== undefined) {
        changes.invoiceHeadName ??= header.invoiceHeadName ?? billedAs.invoiceHeadName;
        changes.invoiceAddress ??= header.invoiceAddress ?? billedAs.invoiceAddress;
      }
    }
    // Written before the state's rules are asked (a refusal rolls it back): a stale save is told so
    // rather than refused by the rules of a state it did not see. The version always moves.
    await versionedUpdate(txCtx, CREDIT_RECORD, {
      id: credit.id,
      version: input.version,
      values: changes,
      before: credit,
    });
    assertCreditHeaderEditable(credit.state, Object.keys(changes));
    const nextState = input.state ?? credit.state;
    if (nextState !== credit.state) {
      assertCanChangeCreditState(ctx.user);
      assertCreditTransition(credit.state, nextState, { confirmed: input.confirmed ?? false });
    }
    await refreshCreditSearchText(tx, credit.id);
    if (nextState === credit.state) return null;
    if (credit.state === "CREDIT_STATE_CREATED") {
      return validateCredit(tx, await findCredit(tx, credit.id), invoice, {
        userId: ctx.user.id,
        now: ctx.now,
      });
    }
    await tx.update(credits).set({ state: nextState }).where(eq(credits.id, credit.id));
    await logChanges(tx, { type: "credit", id: credit.id }, ctx.user.id, [
      { field: "state", from: credit.state, to: nextState },
    ]);
    return null;
  });
  if (numbered) await renderAfterCommit(ctx, { kind: "credit", id: input.id, reference: numbered });
  return getCredit(ctx, { id: input.id });
}
