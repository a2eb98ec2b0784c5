import { formatEuros, isInvoicingStarted } from "@tronc/domain";
import { formatDateTime } from "../../../lib/format";
import { HistoryButton } from "../../../ui/history-panel";
import type { QuotationDetail } from "./quotation-format";
import { QuotationStateBadge } from "./quotation-state-badge";

interface Props {
  quotation: QuotationDetail;
  open: boolean;
  onToggle(): void;
}

/** Reference, title, totals, purchases' totals, last change and by whom; a click folds the block. */
export function QuotationHeader({ quotation, open, onToggle }: Props) {
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
        <span className="quotation-title">{quotation.title || "Sans titre"}</span>
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
    </div>
  );
}
