import { formatEuros } from "@tronc/domain";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { percentLabel, plainText, type QuotationLine, quantityLabel } from "./quotation-format";

interface Props {
  lines: QuotationLine[];
  canEdit: boolean;
  onEdit(line: QuotationLine): void;
  onDelete(line: QuotationLine): void;
}

/** The quotation's lines; a pack line is dimmed (it prints without its own prices). */
export function QuotationLinesTable({ lines, canEdit, onEdit, onDelete }: Props) {
  if (lines.length === 0) return <p className="muted">Aucune ligne pour l'instant.</p>;
  return (
    <div className="table-wrap">
      <table className="table quotation-lines">
        <thead>
          <tr>
            <th>Désignation</th>
            <th className="num">Quantité</th>
            <th className="num">Prix unitaire HT</th>
            <th className="num">TVA</th>
            <th className="num">Total HT</th>
            {canEdit && <th aria-label="Actions" />}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const discounted = Number(line.discountPercent) > 0;
            return (
              <tr key={line.id} className={line.hidden ? "quotation-line-pack" : undefined}>
                <td>
                  <strong>{line.name}</strong>
                  {line.hidden && (
                    <Badge variant="secondary" className="quotation-line-badge">
                      Pack
                    </Badge>
                  )}
                  {line.description && (
                    <div className="muted quotation-line-text">{plainText(line.description)}</div>
                  )}
                </td>
                <td className="num">{quantityLabel(line.quantity, line.unity)}</td>
                <td className="num">{formatEuros(line.unitPriceCents)}</td>
                <td className="num">{percentLabel(line.vatRate)}</td>
                <td className="num">
                  {discounted && (
                    <>
                      <Badge variant="warning">Remise : - {percentLabel(line.discountPercent)}</Badge>
                      <div>
                        <s className="muted">{formatEuros(line.baseHtCents)}</s>
                      </div>
                    </>
                  )}
                  <strong>{formatEuros(line.totalHtCents)}</strong>
                </td>
                {canEdit && (
                  <td>
                    <div className="quotation-line-actions">
                      <Button
                        size="sm"
                        onClick={() => onEdit(line)}
                        aria-label={`Modifier la ligne ${line.name}`}
                      >
                        Modifier
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => onDelete(line)}
                        aria-label={`Supprimer la ligne ${line.name}`}
                      >
                        Supprimer
                      </Button>
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
