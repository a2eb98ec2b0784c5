import { formatEuros } from "@tronc/domain";
import "./document-lines.css";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import {
  type DocumentLineView,
  frenchDecimal,
  percentLabel,
  plainText,
  quantityLabel,
} from "./document-format";

interface Props<Line extends DocumentLineView> {
  lines: Line[];
  canEdit: boolean;
  onEdit(line: NoInfer<Line>): void;
  onDelete(line: NoInfer<Line>): void;
  /** Shows each line's order index in a first column (invoices). */
  showOrder?: boolean;
}

/** A quotation's, invoice's or credit note's lines; a pack line is dimmed (it prints without its own prices). */
export function DocumentLinesTable<Line extends DocumentLineView>({
  lines,
  canEdit,
  onEdit,
  onDelete,
  showOrder = false,
}: Props<Line>) {
  if (lines.length === 0) return <p className="muted">Aucune ligne pour l'instant.</p>;
  return (
    <div className="table-wrap">
      <table className="table quotation-lines">
        <thead>
          <tr>
            {showOrder && <th className="num">Ordre</th>}
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
                {showOrder && <td className="num">{frenchDecimal(line.indexOrder)}</td>}
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
