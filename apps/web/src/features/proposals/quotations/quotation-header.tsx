import { formatEuros, isInvoicingStarted } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useVersionConflict } from "../../../ui/conflict-dialog";
import { HistoryButton } from "../../../ui/history-panel";
import { useToast } from "../../../ui/toast";
import type { QuotationDetail } from "./quotation-format";
import { QuotationStateBadge } from "./quotation-state-badge";

interface Props {
  quotation: QuotationDetail;
  open: boolean;
  onToggle(): void;
  onSaved(): void;
}

/** Reference, editable title, totals, purchases' totals, last change and by whom; a click folds the block. */
export function QuotationHeader({ quotation, open, onToggle, onSaved }: Props) {
  const [title, setTitle] = useState(quotation.title);
  const toast = useToast();
  const utils = trpc.useUtils();
  const save = trpc.quotation.update.useMutation({
    onSuccess: (saved) => {
      utils.quotation.get.setData({ id: quotation.id }, saved);
      toast.success("Titre modifié");
      onSaved();
    },
    onError: (error) => {
      if (!conflict.handle(error)) toast.error(apiErrorMessage(error));
    },
  });
  const conflict = useVersionConflict({
    readCurrent: () => utils.client.quotation.get.query({ id: quotation.id }),
    differences: (current) =>
      title.trim() === current.title
        ? []
        : [{ label: "Titre du devis", yours: title, theirs: current.title }],
    reload: (current) => {
      setTitle(current.title);
      utils.quotation.get.setData({ id: quotation.id }, current);
      onSaved();
    },
    overwrite: (version) => save.mutate({ id: quotation.id, version, title }),
  });
  const changed = title.trim() !== quotation.title;
  return (
    <div className="card-header quotation-header">
      <button
        type="button"
        className="quotation-toggle"
        aria-expanded={open}
        aria-label={
          open ? `Replier le devis ${quotation.reference}` : `Déplier le devis ${quotation.reference}`
        }
        onClick={onToggle}
      >
        {open ? "▾" : "▸"}
      </button>
      <div className="quotation-header-main">
        <span className="quotation-reference">
          <strong>{quotation.reference}</strong>
          {isInvoicingStarted(quotation.state) && <QuotationStateBadge state={quotation.state} />}
        </span>
        {!quotation.canEditTerms ? (
          <span className="quotation-title-locked">{quotation.title || "Sans titre"}</span>
        ) : (
          <form
            className="quotation-title-form"
            onSubmit={(event) => {
              event.preventDefault();
              event.stopPropagation();
              save.mutate({ id: quotation.id, version: quotation.version, title });
            }}
          >
            <input
              className="input"
              aria-label="Titre du devis"
              placeholder="Titre du devis"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
            {changed && (
              <Button type="submit" size="sm" variant="primary" busy={save.isPending}>
                Enregistrer le titre
              </Button>
            )}
          </form>
        )}
        <span className="muted">
          Modifié le {formatDateTime(quotation.updatedAt)}
          {quotation.updatedBy ? ` par ${quotation.updatedBy.fullname}` : ""}
        </span>
        <HistoryButton kind="quotation" id={quotation.id} size="sm" />
      </div>
      <dl className="quotation-header-totals">
        <div>
          <dt>Total HT</dt>
          <dd>{formatEuros(quotation.totalHtCents)}</dd>
        </div>
        <div>
          <dt>Total TTC</dt>
          <dd>{formatEuros(quotation.totalTtcCents)}</dd>
        </div>
        <div>
          <dt>Achats HT</dt>
          <dd>{formatEuros(quotation.expensesTotalHtCents)}</dd>
        </div>
        <div>
          <dt>Achats TTC</dt>
          <dd>{formatEuros(quotation.expensesTotalTtcCents)}</dd>
        </div>
      </dl>
      {conflict.dialog}
    </div>
  );
}
