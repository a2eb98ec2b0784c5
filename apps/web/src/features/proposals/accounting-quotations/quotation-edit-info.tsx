import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { formatDate, formatDateTime } from "../../../lib/format";
import type { RouterOutputs } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { CompanyTag } from "../../../ui/company-tag";
import { plainText } from "../document-lines/document-format";
import { QuotationStateBadge } from "../quotations/quotation-state-badge";

export type AccountingQuotation = RouterOutputs["accountingQuotation"]["get"];

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="quotation-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The header block: links, state, dates, last change, comment. */
export function QuotationEditInfo({ quotation }: { quotation: AccountingQuotation }) {
  return (
    <section className="card" aria-labelledby="quotation-info-title">
      <div className="card-header quotation-info-header">
        <h2 id="quotation-info-title">{quotation.title || "Sans titre"}</h2>
        {quotation.showsStateBadge && <QuotationStateBadge state={quotation.state} />}
      </div>
      <div className="card-body stack">
        <dl className="quotation-facts">
          <Fact label="Lead">
            <Link href={routeUrl("admin-tronc-commun-edit-lead", { id: quotation.leadId })}>
              Voir le lead n° {quotation.leadId}
            </Link>
          </Fact>
          <Fact label="Client">
            <span className="quotation-client">
              <Link href={routeUrl("admin-tronc-commun-company-view", { id: quotation.client.id })}>
                {quotation.client.name}
              </Link>
              {quotation.client.isFactor && <Badge variant="info">FACTOR</Badge>}
            </span>
          </Fact>
          <Fact label="Entreprise du groupe">
            <CompanyTag company={quotation.issuer} />
          </Fact>
          <Fact label="Envoyé le">{formatDate(quotation.sendAt) || "—"}</Fact>
          <Fact label="Accepté le">{formatDate(quotation.acceptedAt) || "—"}</Fact>
          <Fact label="Refusé le">{formatDate(quotation.refusedAt) || "—"}</Fact>
          <Fact label="Dernière modification">
            {formatDateTime(quotation.updatedAt)}
            {quotation.updatedBy ? ` par ${quotation.updatedBy.fullname}` : ""}
          </Fact>
        </dl>
        {quotation.comment && (
          <div className="quotation-comment">
            <h3>Commentaire</h3>
            <p className="quotation-comment-text">{plainText(quotation.comment)}</p>
          </div>
        )}
      </div>
    </section>
  );
}
