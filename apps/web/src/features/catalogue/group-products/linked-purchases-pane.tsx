import { MESSAGES, parseExpenseQuantity } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { useToast } from "../../../ui/toast";
import { frenchQuantity, type GroupProductDetail, type LinkedPurchase } from "./group-product-form";

/** The domain's quantity rule, as a message or null. */
function quantityError(text: string): string | null {
  try {
    parseExpenseQuantity(text);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function useRefresh(productId: number) {
  const utils = trpc.useUtils();
  return () => {
    void utils.triangleProduct.get.invalidate({ id: productId });
    void utils.triangleProduct.search.invalidate();
  };
}

/** 'Ajouter': a quantity and an enabled product type (filtered by name as it is typed). */
function AddPurchase({ product }: { product: GroupProductDetail }) {
  const [quantity, setQuantity] = useState("");
  const [filter, setFilter] = useState("");
  const [productTypeId, setProductTypeId] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const options = trpc.triangleProductExpense.productTypeOptions.useQuery(undefined, { staleTime: 60_000 });
  const refresh = useRefresh(product.id);
  const create = trpc.triangleProductExpense.create.useMutation({
    onSuccess: () => {
      setQuantity("");
      setProductTypeId(0);
      setFilter("");
      refresh();
    },
    onError: (failure) => setError(apiErrorMessage(failure)),
  });
  const needle = filter.trim().toLowerCase();
  const shown = (options.data ?? []).filter(
    (option) => option.id === productTypeId || option.name.toLowerCase().includes(needle),
  );
  const add = () => {
    const problem = quantityError(quantity) ?? (productTypeId ? null : "Choisissez le produit type acheté");
    setError(problem);
    if (problem) return;
    create.mutate({ triangleProductId: product.id, productTypeId, quantity });
  };
  return (
    <div className="gp-add">
      <div className="gp-add-row">
        <input
          id="gp-add-quantity"
          className="input gp-add-quantity"
          aria-label="Quantité"
          placeholder="Qté"
          inputMode="decimal"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
        <input
          id="gp-add-filter"
          className="input gp-add-filter"
          type="search"
          aria-label="Filtrer les produits types"
          placeholder="Filtrer…"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <div className="gp-add-row">
        <select
          id="gp-add-type"
          className="input gp-add-type"
          aria-label="Produit type"
          value={productTypeId}
          onChange={(event) => setProductTypeId(Number(event.target.value))}
        >
          <option value={0}>Produit type…</option>
          {shown.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
              {option.isFood ? " (frais)" : ""}
            </option>
          ))}
        </select>
        <Button variant="primary" onClick={add} busy={create.isPending}>
          Ajouter
        </Button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** One linked purchase: quantity, name, '(frais)', 'Non négocié'; inline quantity edit and delete. */
function PurchaseRow({ purchase, canEdit }: { purchase: LinkedPurchase; canEdit: boolean }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefresh(purchase.triangleProductId);
  const confirm = useConfirm();
  const toast = useToast();
  const update = trpc.triangleProductExpense.update.useMutation({
    onSuccess: () => {
      setEditing(null);
      refresh();
    },
    onError: (failure) => setError(apiErrorMessage(failure)),
  });
  const remove = trpc.triangleProductExpense.delete.useMutation({
    onSuccess: refresh,
    onError: (failure) => toast.error(apiErrorMessage(failure)),
  });
  const save = () => {
    const text = editing ?? "";
    const problem = quantityError(text);
    setError(problem);
    if (!problem) update.mutate({ id: purchase.id, quantity: text });
  };
  const askDelete = async () => {
    if (
      await confirm(MESSAGES.TRIANGLE_PRODUCT_EXPENSE_DELETE_CONFIRM, {
        confirmLabel: "Supprimer",
        danger: true,
      })
    ) {
      remove.mutate({ id: purchase.id });
    }
  };
  const { productType } = purchase;
  return (
    <li className="gp-purchase" data-expense-id={purchase.id}>
      {editing === null ? (
        <span className="gp-purchase-quantity">{frenchQuantity(purchase.quantity)}</span>
      ) : (
        <input
          className="input gp-purchase-edit"
          aria-label={`Quantité de ${productType.name}`}
          inputMode="decimal"
          value={editing}
          onChange={(event) => setEditing(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              save();
            }
          }}
        />
      )}
      <span className="gp-purchase-name">
        {productType.name}
        {productType.isFood && <span className="muted"> (frais)</span>}
      </span>
      {!productType.isNegotiated && <Badge variant="warning">Non négocié</Badge>}
      {canEdit && (
        <span className="gp-purchase-actions">
          {editing === null ? (
            <Button size="sm" variant="ghost" onClick={() => setEditing(frenchQuantity(purchase.quantity))}>
              Modifier
            </Button>
          ) : (
            <>
              <Button size="sm" variant="primary" onClick={save} busy={update.isPending}>
                OK
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
                Annuler
              </Button>
            </>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="gp-purchase-delete"
            onClick={askDelete}
            aria-label={`Supprimer ${productType.name}`}
          >
            Supprimer
          </Button>
        </span>
      )}
      {error && editing !== null && (
        <span className="field-error gp-purchase-error" role="alert">
          {error}
        </span>
      )}
    </li>
  );
}

/** The right pane 'Achats liés à la vente de ce produit'. */
export function LinkedPurchasesPane({ product }: { product: GroupProductDetail | null }) {
  return (
    <section className="gp-pane" aria-labelledby="gp-pane-title">
      <h3 id="gp-pane-title">Achats liés à la vente de ce produit</h3>
      {product === null ? (
        <p className="muted gp-pane-need">{MESSAGES.TRIANGLE_PRODUCT_EXPENSES_NEED_PRODUCT}</p>
      ) : (
        <>
          {product.canEdit && <AddPurchase product={product} />}
          {product.expenses.length === 0 ? (
            <p className="muted">Aucun achat lié</p>
          ) : (
            <ul className="gp-purchases">
              {product.expenses.map((purchase) => (
                <PurchaseRow key={purchase.id} purchase={purchase} canEdit={purchase.canEdit} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
