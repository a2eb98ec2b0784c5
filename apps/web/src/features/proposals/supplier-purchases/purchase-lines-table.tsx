import { deliveryDaysLabel, formatEuros, MESSAGES } from "@tronc/domain";
import { Fragment, useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { useToast } from "../../../ui/toast";
import { PurchaseFeeForm } from "./purchase-fee-form";
import {
  frenchDecimal,
  type Purchase,
  type PurchaseLine,
  quantityLabel,
  usePurchasesChanged,
} from "./purchase-format";

/** The lines of a purchase with their fees; each row edits, deletes (after confirmation) and adds a fee. */
export function PurchaseLinesTable({
  purchase,
  onEdit,
}: {
  purchase: Purchase;
  onEdit(line: PurchaseLine): void;
}) {
  const [feeFor, setFeeFor] = useState<number | null>(null);
  const confirm = useConfirm();
  const toast = useToast();
  const changed = usePurchasesChanged();
  const onError = (failure: unknown) => toast.error(apiErrorMessage(failure));
  const removeLine = trpc.purchaseLine.delete.useMutation({ onSuccess: changed, onError });
  const removeFee = trpc.purchaseFee.delete.useMutation({ onSuccess: changed, onError });

  const askRemoveLine = async (line: PurchaseLine) => {
    if (await confirm(MESSAGES.LINE_DELETE_CONFIRM, { danger: true, confirmLabel: "Supprimer" })) {
      removeLine.mutate({ id: line.id });
    }
  };
  const askRemoveFee = async (id: number) => {
    if (await confirm(MESSAGES.PURCHASE_FEE_DELETE_CONFIRM, { danger: true, confirmLabel: "Supprimer" })) {
      removeFee.mutate({ id });
    }
  };

  if (purchase.lines.length === 0) {
    return <p className="muted">Aucun produit : ajoutez les produits du bon de commande.</p>;
  }
  return (
    <div className="table-wrap">
      <table className="table purchase-lines" aria-label={`Produits de l'achat ${purchase.title}`}>
        <thead>
          <tr>
            <th scope="col">Produit</th>
            <th scope="col" className="num">
              Quantité
            </th>
            <th scope="col" className="num">
              Prix unitaire HT
            </th>
            <th scope="col" className="num">
              TVA
            </th>
            <th scope="col" className="num">
              Remise
            </th>
            <th scope="col">Livraison</th>
            <th scope="col" className="num">
              Total HT
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {purchase.lines.map((line) => (
            <Fragment key={line.id}>
              <tr data-line-id={line.id}>
                <td>
                  <strong>{line.name}</strong>
                  {line.productType?.isFood && <span className="muted"> (produit périssable)</span>}
                  {line.supplierInvoice && (
                    <>
                      {" "}
                      <Badge variant="success">Payé · {line.supplierInvoice.number}</Badge>
                    </>
                  )}
                  {line.description && (
                    <div className="muted purchase-line-description">{line.description}</div>
                  )}
                </td>
                <td className="num">{quantityLabel(line.quantity, line.unity)}</td>
                <td className="num">{formatEuros(line.unitPriceCents)}</td>
                <td className="num">{frenchDecimal(line.vatRate)} %</td>
                <td className="num">
                  {line.discountPercent === "0" ? "—" : `${frenchDecimal(line.discountPercent)} %`}
                </td>
                <td>{deliveryDaysLabel(line.deliveryDays)}</td>
                <td className="num">{formatEuros(line.totalHtCents)}</td>
                <td className="purchase-row-actions">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onEdit(line)}
                    aria-label={`Modifier ${line.name}`}
                  >
                    Modifier
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setFeeFor(line.id)}
                    aria-label={`Ajouter un frais à ${line.name}`}
                  >
                    + Frais
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => askRemoveLine(line)}
                    aria-label={`Supprimer ${line.name}`}
                  >
                    Supprimer
                  </Button>
                </td>
              </tr>
              {line.fees.map((fee) => (
                <tr key={`fee-${fee.id}`} className="purchase-fee-row">
                  <td>↳ {fee.name}</td>
                  <td className="num">{frenchDecimal(fee.quantity)}</td>
                  <td className="num">{formatEuros(fee.unitPriceCents)}</td>
                  <td className="num">{frenchDecimal(fee.vatRate)} %</td>
                  <td className="num">—</td>
                  <td />
                  <td className="num">{formatEuros(fee.totalHtCents)}</td>
                  <td className="purchase-row-actions">
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => askRemoveFee(fee.id)}
                      aria-label={`Supprimer le frais ${fee.name}`}
                    >
                      Supprimer
                    </Button>
                  </td>
                </tr>
              ))}
              {feeFor === line.id && (
                <tr className="purchase-fee-row">
                  <td colSpan={8}>
                    <PurchaseFeeForm lineId={line.id} onDone={() => setFeeFor(null)} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
