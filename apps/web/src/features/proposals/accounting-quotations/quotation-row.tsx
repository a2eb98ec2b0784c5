import { formatEuros, showsQuotationStateBadge } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import type { RouterOutputs } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { CompanyTag } from "../../../ui/company-tag";
import { QuotationStateBadge } from "../quotations/quotation-state-badge";

export type QuotationListItem = RouterOutputs["accountingQuotation"]["search"]["items"][number];

/** One quotation of 'Liste des devis': the reference opens its edit page. */
export function QuotationRow({ quotation }: { quotation: QuotationListItem }) {
  return (
    <tr data-quotation-id={quotation.id}>
      <td className="nowrap">
        <Link href={routeUrl("admin-tronc-commun-compta-quotation-edit", { id: quotation.id })}>
          {quotation.reference}
        </Link>
      </td>
      <td className="quotation-cell-title">{quotation.title}</td>
      <td>
        <span className="quotation-client">
          {quotation.client.name}
          {quotation.client.isFactor && <Badge variant="info">FACTOR</Badge>}
        </span>
      </td>
      <td className="nowrap">
        <CompanyTag company={quotation.triangleCompany} />
      </td>
      <td>
        {showsQuotationStateBadge(quotation.totalHtCents) && <QuotationStateBadge state={quotation.state} />}
      </td>
      <td>{formatDate(quotation.createdAt)}</td>
      <td className="num">{formatEuros(quotation.totalHtCents)}</td>
      <td className="num">{formatEuros(quotation.totalTtcCents)}</td>
      <td className="num">{formatEuros(quotation.billedCents)}</td>
      <td className="num quotation-left">{formatEuros(quotation.leftCents)}</td>
    </tr>
  );
}
