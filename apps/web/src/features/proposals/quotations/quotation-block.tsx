import { MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { FileActionLink } from "../../../ui/file-action-link";
import { QueryStatus } from "../../../ui/query-status";
import { useToast } from "../../../ui/toast";
import { DocumentLinesTable } from "../document-lines/document-lines-table";
import { DocumentTotals } from "../document-lines/document-totals";
import { SupplierPurchases } from "../supplier-purchases/supplier-purchases";
import { QuotationAmendments } from "./quotation-amendments";
import type { QuotationDetail, QuotationLine } from "./quotation-format";
import { QuotationHeader } from "./quotation-header";
import { QuotationLineDialog } from "./quotation-line-dialog";

import { QuotationTerms } from "./quotation-terms";

import { useQuotationChanged } from "./use-quotation-changed";
import "./quotations.css";

/** The terms form starts again from the server's values when they change, not when a line does. */
const termsKey = (q: QuotationDetail) =>
  [q.title, q.advancePercent, q.paymentMode, q.isRecurringPayment, q.comment].join("|");

/** A quotation inside the recommendation modal (document 1 §2.9): header, lines, totals, print, purchases. */
export function QuotationBlock({
  quotationId,
  onChanged,
  onOpenRecommendation,
}: {
  quotationId: number;
  onChanged?: () => void;
  /** Opens another recommendation (an amendment's, its original's). */
  onOpenRecommendation?: ((recommendationId: number) => void) | undefined;
}) {
  const [open, setOpen] = useState(true);
  const [editing, setEditing] = useState<QuotationLine | "new" | null>(null);
  const query = trpc.quotation.get.useQuery({ id: quotationId });
  const changed = useQuotationChanged(onChanged);
  const confirm = useConfirm();
  const toast = useToast();
  const onError = (error: unknown) => toast.error(apiErrorMessage(error));
  const deleteLine = trpc.quotationLine.delete.useMutation({ onSuccess: changed, onError });
  const deleteQuotation = trpc.quotation.delete.useMutation({ onSuccess: changed, onError });
  const quotation = query.data;
  if (!quotation) return <QueryStatus query={query} />;

  const removeLine = async (line: QuotationLine) => {
    if (await confirm(MESSAGES.LINE_DELETE_CONFIRM, { danger: true, confirmLabel: "Supprimer" }))
      deleteLine.mutate({ id: line.id });
  };
  const removeQuotation = async () => {
    if (
      await confirm(`Confirmez la suppression du devis ${quotation.reference} ?`, {
        danger: true,
        confirmLabel: "Supprimer",
      })
    ) {
      deleteQuotation.mutate({ id: quotation.id });
    }
  };

  return (
    <section className="card quotation-block" aria-label={`Devis ${quotation.reference}`}>
      <QuotationHeader quotation={quotation} open={open} onToggle={() => setOpen(!open)} />
      {open && (
        <div className="card-body stack">
          <QuotationAmendments
            quotation={quotation}
            onOpenRecommendation={onOpenRecommendation}
            onChanged={changed}
          />
          <DocumentLinesTable
            lines={quotation.lines}
            canEdit={quotation.canEditLines}
            onEdit={setEditing}
            onDelete={removeLine}
          />
          <div className="quotation-under-lines">
            <div className="quotation-actions">
              {quotation.canEditLines && (
                <Button variant="primary" onClick={() => setEditing("new")}>
                  Ajouter un produit
                </Button>
              )}
              <FileActionLink
                kind="pdf"
                className="btn btn-secondary"
                href={`/admin/print_quotation/${quotation.id}`}
                target="_blank"
              >
                Imprimer
              </FileActionLink>
              {quotation.canDelete && (
                <Button variant="danger" onClick={removeQuotation} busy={deleteQuotation.isPending}>
                  Supprimer le devis
                </Button>
              )}
            </div>
            <DocumentTotals totals={quotation} label="Totaux du devis" />
          </div>
          <h4>Informations complémentaires</h4>
          <QuotationTerms key={termsKey(quotation)} quotation={quotation} onSaved={changed} />
          <SupplierPurchases quotationId={quotation.id} />
        </div>
      )}
      {editing !== null && (
        <QuotationLineDialog
          quotationId={quotation.id}
          line={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={changed}
        />
      )}
    </section>
  );
}
