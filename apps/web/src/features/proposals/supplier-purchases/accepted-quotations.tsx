import { formatEuros } from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import "./supplier-purchases.css";

type AcceptedQuotation = RouterOutputs["project"]["get"]["acceptedQuotations"][number];

/** The project's accepted quotations: reference, title, total, print link, purchase-task status. */
export function AcceptedQuotations({ quotations }: { quotations: AcceptedQuotation[] }) {
  if (quotations.length === 0) return <p className="muted">Aucun devis accepté.</p>;
  return (
    <ul className="accepted-quotations">
      {quotations.map((quotation) => (
        <li key={quotation.id} className="accepted-quotation">
          <strong>{quotation.reference}</strong>
          <span>{quotation.title}</span>
          <span className="num">{formatEuros(quotation.totalHtCents)} HT</span>
          <a href={quotation.printUrl} target="_blank" rel="noreferrer">
            Imprimer
          </a>
          {quotation.purchases > 0 && (
            <Badge variant={quotation.purchasesWithoutTask === 0 ? "success" : "warning"}>
              {quotation.purchaseTaskStatus}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
