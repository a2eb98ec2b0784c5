import { formatEuros } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import type { RouterOutputs } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { CompanyTag } from "../../../ui/company-tag";
import { FileActionLink } from "../../../ui/file-action-link";

export type CreditListItem = RouterOutputs["creditList"]["search"]["items"][number];

function PrintIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 3h10v4H7zM5 8h14a2 2 0 0 1 2 2v6h-4v4H7v-4H3v-6a2 2 0 0 1 2-2zm4 8v2h6v-2zm8-5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z"
      />
    </svg>
  );
}

/** One credit note of the list (§2.8); the whole card opens it, the print icon its PDF. */
export function CreditItem({ credit }: { credit: CreditListItem }) {
  return (
    <article className="card credit-item" data-credit-id={credit.id}>
      <div className="credit-item-main">
        <h2 className="credit-item-title">
          <Link href={routeUrl("admin-compta-credit-edit", { id: credit.id })} className="credit-item-link">
            {credit.label}
          </Link>
          <Badge variant={credit.stateColor}>{credit.stateLabel}</Badge>
        </h2>
        {credit.title && <p className="credit-item-line">{credit.title}</p>}
        <p className="credit-item-line">
          <span className="credit-item-client">{credit.client.name}</span>
          {credit.client.isFactor && <Badge variant="info">FACTOR</Badge>}
        </p>
        {credit.invoice && (
          <p className="credit-item-line muted">
            Facture corrigée :{" "}
            <Link
              href={routeUrl("admin-compta-invoice-edit", { id: credit.invoice.id })}
              className="credit-item-invoice"
            >
              {credit.invoice.reference ?? "Facture en cours de création"}
            </Link>
          </p>
        )}
      </div>
      <div className="credit-item-col">
        <CompanyTag company={credit.issuer} />
        <span className="muted">
          Créé le {formatDate(credit.createdAt)}
          {credit.createdBy ? ` par ${credit.createdBy.fullname}` : ""}
        </span>
        <span className="muted">Date de l'avoir : {formatDate(credit.creditDate)}</span>
      </div>
      <dl className="credit-item-amounts">
        <div>
          <dt>Total HT</dt>
          <dd>{formatEuros(credit.totalHtCents)}</dd>
        </div>
        <div>
          <dt>Total TTC</dt>
          <dd>{formatEuros(credit.totalTtcCents)}</dd>
        </div>
        <div className={credit.displayedAmountLeftCents === 0 ? "credit-item-spent" : undefined}>
          <dt>Reste à utiliser</dt>
          <dd>{formatEuros(credit.displayedAmountLeftCents)}</dd>
        </div>
      </dl>
      <FileActionLink
        kind="pdf"
        className="credit-item-print btn btn-ghost"
        href={`/admin/print_credit/${credit.id}`}
        target="_blank"
        aria-label="Imprimer l'avoir"
        title="Imprimer l'avoir"
      >
        <PrintIcon />
      </FileActionLink>
    </article>
  );
}
