import {
  MESSAGES,
  supplierAdvanceLabel,
  supplierOfferDelayLabel,
  supplierOfferPriceLabel,
  supplierOfferProductLabel,
} from "@tronc/domain";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { routeUrl, type ScreenProps } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { Spinner } from "../../../ui/spinner";
import { useToast } from "../../../ui/toast";
import { paymentTermLabel, SUPPLIER_SCREEN_MESSAGES, type SupplierSheet } from "./supplier-form";
import "./suppliers.css";

const listUrl = routeUrl("admin-tronc-commun-supplier-list");
const backLink = <Link href={listUrl}>← Retour à la liste</Link>;
const none = <span className="muted">Non renseigné</span>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="supplier-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function IdentityCard({ sheet }: { sheet: SupplierSheet }) {
  const { address } = sheet;
  return (
    <section className="card" aria-labelledby="supplier-identity-title">
      <div className="card-header">
        <h2 id="supplier-identity-title">Coordonnées</h2>
      </div>
      <dl className="card-body supplier-facts">
        <Fact label="Téléphone">{sheet.phone ?? none}</Fact>
        <Fact label="E-mail">{sheet.email ? <a href={`mailto:${sheet.email}`}>{sheet.email}</a> : none}</Fact>
        <Fact label="SIRET">{sheet.siret ?? none}</Fact>
        <Fact label="Adresse">
          {address ? (
            <>
              {address.address && <span className="supplier-line">{address.address}</span>}
              {address.complement && <span className="supplier-line">{address.complement}</span>}
              <span className="supplier-line">
                {address.postalCode} {address.city}
              </span>
            </>
          ) : (
            none
          )}
        </Fact>
        <Fact label="Contact">
          {sheet.contactName || sheet.contactMail || sheet.contactPhone ? (
            <>
              {sheet.contactName && <span className="supplier-line">{sheet.contactName}</span>}
              {sheet.contactMail && <span className="supplier-line">{sheet.contactMail}</span>}
              {sheet.contactPhone && <span className="supplier-line">{sheet.contactPhone}</span>}
            </>
          ) : (
            none
          )}
        </Fact>
        <Fact label="Paiement">{paymentTermLabel(sheet.paymentMode)}</Fact>
        <Fact label="Acompte">Acompte demandé : {supplierAdvanceLabel(sheet.advancePercent)}</Fact>
        <Fact label="Note interne">
          {sheet.note ? <span className="supplier-pre">{sheet.note}</span> : none}
        </Fact>
      </dl>
    </section>
  );
}

function ProductsCard({ sheet }: { sheet: SupplierSheet }) {
  return (
    <section className="card" aria-labelledby="supplier-products-title">
      <div className="card-header">
        <h2 id="supplier-products-title">Produits proposés ({sheet.products.length})</h2>
      </div>
      {sheet.products.length === 0 ? (
        <EmptyState title="Ce fournisseur ne propose encore aucun produit" />
      ) : (
        <ul className="supplier-products">
          {sheet.products.map((offer) => (
            <li key={offer.id}>
              <Link href={routeUrl("admin-tronc-commun-product-type-view", { id: offer.productTypeId })}>
                {supplierOfferProductLabel(offer.name, offer.isFood)}
              </Link>
              <span>{supplierOfferPriceLabel(offer.priceHtCents, offer.unity)}</span>
              <span className="muted">{supplierOfferDelayLabel(offer.deliveryDays)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SupplierSheetView({ sheet }: { sheet: SupplierSheet }) {
  const [, navigate] = useLocation();
  const confirm = useConfirm();
  const toast = useToast();
  const utils = trpc.useUtils();
  const remove = trpc.supplier.delete.useMutation({
    onSuccess: () => {
      void utils.supplier.search.invalidate();
      toast.success(SUPPLIER_SCREEN_MESSAGES.deleted);
      navigate(listUrl);
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const askDelete = async () => {
    const ok = await confirm(SUPPLIER_SCREEN_MESSAGES.confirmDelete, {
      confirmLabel: "Supprimer",
      danger: true,
    });
    if (ok) remove.mutate({ id: sheet.id });
  };
  const town = sheet.address ? `${sheet.address.postalCode} ${sheet.address.city}` : null;
  return (
    <>
      <PageHeader
        back={backLink}
        title={sheet.isDraft ? "Nouveau fournisseur" : sheet.name}
        subtitle={
          <span className="row">
            {["Fiche fournisseur", town].filter(Boolean).join(" · ")}
            {!sheet.isActive && <Badge variant="secondary">Inactif</Badge>}
          </span>
        }
        actions={
          <>
            {sheet.canDelete && (
              <Button variant="danger" busy={remove.isPending} onClick={askDelete}>
                Supprimer
              </Button>
            )}
            {sheet.canEdit && (
              <Link
                href={routeUrl("admin-tronc-commun-supplier-edit", { id: sheet.id })}
                className="btn btn-primary"
              >
                Modifier
              </Link>
            )}
          </>
        }
      />
      <div className="supplier-layout">
        <IdentityCard sheet={sheet} />
        <div className="stack">
          <ProductsCard sheet={sheet} />
          <section className="card" aria-labelledby="supplier-quotes-title">
            <div className="card-header">
              <h2 id="supplier-quotes-title">Devis fournisseur</h2>
            </div>
            <p className="card-body muted">
              Les devis de ce fournisseur apparaîtront ici lorsqu'ils seront saisis sur les achats des devis
              clients.
            </p>
          </section>
        </div>
      </div>
    </>
  );
}

/** admin-tronc-commun-supplier-view: 'Fiche fournisseur'. */
export default function SupplierSheetPage({ params }: ScreenProps) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const sheet = trpc.supplier.get.useQuery({ id }, { enabled: valid });
  if (!valid || sheet.isError) {
    return (
      <>
        <PageHeader title="Fiche fournisseur" back={backLink} />
        <p className="alert alert-danger" role="alert">
          {valid ? apiErrorMessage(sheet.error) : MESSAGES.SUPPLIER_NOT_FOUND}
        </p>
      </>
    );
  }
  if (!sheet.data) return <Spinner label="Chargement de la fiche fournisseur…" />;
  return <SupplierSheetView key={id} sheet={sheet.data} />;
}
