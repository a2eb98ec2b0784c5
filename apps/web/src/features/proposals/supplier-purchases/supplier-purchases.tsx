import { useState } from "react";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { QueryStatus } from "../../../ui/query-status";
import { AddPurchaseForm } from "./add-purchase-form";
import { PurchaseCard } from "./purchase-card";
import "./supplier-purchases.css";

/** The supplier purchases of a quotation (document 1 §2.9, §5): purchases, lines, fees, totals, PDF. */
export function SupplierPurchases({ quotationId }: { quotationId: number }) {
  const [adding, setAdding] = useState(false);
  const purchases = trpc.quotationExpense.listByQuotation.useQuery({ quotationId });
  return (
    <section className="supplier-purchases" aria-labelledby={`purchases-title-${quotationId}`}>
      <div className="supplier-purchases-header">
        <h3 id={`purchases-title-${quotationId}`}>Achats fournisseurs</h3>
        {!adding && (
          <Button size="sm" onClick={() => setAdding(true)}>
            Ajouter un achat
          </Button>
        )}
      </div>
      {adding && <AddPurchaseForm quotationId={quotationId} onDone={() => setAdding(false)} />}
      <QueryStatus query={purchases} loadingLabel="Chargement des achats…" />
      {purchases.data?.length === 0 && <p className="muted">Aucun achat fournisseur pour ce devis.</p>}
      {purchases.data && purchases.data.length > 0 && (
        <div className="stack">
          {purchases.data.map((purchase) => (
            <PurchaseCard key={purchase.id} purchase={purchase} />
          ))}
        </div>
      )}
    </section>
  );
}
