import { formatEuros, formatPercent } from "@tronc/domain";
import { Badge } from "../../../ui/badge";
import { CompanyTag } from "../../../ui/company-tag";
import type { ChargeListItem } from "./charge-list-helpers";

/** One charge of the list (§2.3); clicking it edits its type and colour. */
export function ChargeCard({ charge, onOpen }: { charge: ChargeListItem; onOpen(): void }) {
  return (
    <article className="card charge-card" data-charge-id={charge.id}>
      <button
        type="button"
        className="charge-card-open"
        onClick={onOpen}
        aria-label={`Modifier le type et la couleur de ${charge.title}`}
      />
      <span className="charge-card-color" style={{ background: charge.color }} aria-hidden="true" />
      <div className="charge-card-main">
        <h2 className="charge-card-title">
          {charge.title}
          <Badge variant="info">{charge.typeLabel}</Badge>
          {!charge.isActive && <Badge variant="secondary">Inactif</Badge>}
        </h2>
        <p className="charge-card-recurrence muted">{charge.recurrenceText}</p>
        <ul className="charge-card-shares" aria-label="Répartition">
          {charge.companiesParts.map((part) => (
            <li key={part.companyId}>
              <CompanyTag company={part} />
              <span className="charge-card-share">
                {formatPercent(part.pct)} · {formatEuros(part.amountCents)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <strong className="charge-card-amount">{formatEuros(charge.amountCents)}</strong>
    </article>
  );
}
