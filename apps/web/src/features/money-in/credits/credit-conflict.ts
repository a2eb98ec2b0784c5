import { CREDIT_MACHINE } from "@tronc/domain";
import { formatDate } from "../../../lib/format";
import type { FieldDifference } from "../../../ui/conflict-dialog";
import { fieldDifferences } from "../../../ui/field-differences";
import { plainText } from "../../proposals/document-lines/document-format";
import { type CreditDraft, type CreditView, draftOfCredit } from "./credit-edit-form";

type ComparedField = "title" | "creditDate" | "invoiceHeadName" | "invoiceAddress" | "comment" | "state";

/** The fields of the edit screen under their labels there (the parties are chosen, not typed). */
const LABELS: Record<ComparedField, string> = {
  title: "Titre",
  creditDate: "Date de l'avoir",
  invoiceHeadName: "Nom de facturation",
  invoiceAddress: "Adresse de facturation",
  comment: "Commentaire de l'avoir",
  state: "État",
};

/** A draft as a person reads it: the date in French, the comment's words, the state's label. */
const textsOf = (draft: CreditDraft): Record<ComparedField, string> => ({
  title: draft.title,
  creditDate: formatDate(draft.creditDate),
  invoiceHeadName: draft.invoiceHeadName,
  invoiceAddress: draft.invoiceAddress,
  comment: plainText(draft.comment),
  state: CREDIT_MACHINE.labels[draft.state],
});

/** What was typed on the credit note that is not the credit note now (the conflict dialog's table). */
export const creditDifferences = (typed: CreditDraft, current: CreditView): FieldDifference[] =>
  fieldDifferences(LABELS, textsOf(typed), textsOf(draftOfCredit(current)));
