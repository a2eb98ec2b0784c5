import { useState } from "react";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { useSessionUser } from "../../../app/session";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { QueryStatus } from "../../../ui/query-status";
import { VatCreateDialog } from "./vat-create-dialog";
import { formatRate, VAT_MESSAGES } from "./vat-messages";
import "./vat.css";
import { canAccess } from "../../../app/access";

/** admin-tronc-commun-compta-tva-list: 'Les TVA', every rate with '%' and a 'Modifier' link. */
export default function VatListPage() {
  const user = useSessionUser();
  const [adding, setAdding] = useState(false);
  const rates = trpc.vat.list.useQuery();
  const count = rates.data?.length ?? 0;
  return (
    <div className="vat-page">
      <PageHeader
        title="Les TVA"
        subtitle={rates.data ? `${count} taux de TVA` : undefined}
        actions={
          canAccess(user, "accounting") && (
            <Button variant="primary" onClick={() => setAdding(true)}>
              Ajouter une TVA
            </Button>
          )
        }
      />
      <QueryStatus query={rates} />
      {rates.isSuccess && count === 0 && <EmptyState title="Aucune TVA enregistrée" />}
      {count > 0 && (
        <div className="card table-wrap">
          <table className="table vat-table">
            <thead>
              <tr>
                <th scope="col" className="num">
                  Taux
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rates.data?.map((rate) => (
                <tr key={rate.id}>
                  <td className="num vat-rate">{formatRate(rate.tva)}</td>
                  <td className="vat-actions">
                    {canAccess(user, "accounting") && (
                      <Link
                        href={routeUrl("admin-tronc-commun-compta-tva-edit", { id: rate.id })}
                        aria-label={`Modifier la TVA à ${formatRate(rate.tva)}`}
                      >
                        Modifier
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!canAccess(user, "accounting") && <p className="muted vat-note">{VAT_MESSAGES.readOnly}</p>}
      {adding && <VatCreateDialog onClose={() => setAdding(false)} />}
    </div>
  );
}
