import { MESSAGES } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl, type ScreenProps } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { PageHeader } from "../../../ui/page-header";
import { Spinner } from "../../../ui/spinner";
import { SupplierEditForm } from "./supplier-edit-form";
import "./suppliers.css";

const backLink = <Link href={routeUrl("admin-tronc-commun-supplier-list")}>← Retour à la liste</Link>;

/** admin-tronc-commun-supplier-edit: every field of a supplier (a new one arrives here as a draft). */
export default function SupplierEditPage({ params }: ScreenProps) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const sheet = trpc.supplier.get.useQuery({ id }, { enabled: valid });
  if (!valid || sheet.isError) {
    return (
      <>
        <PageHeader title="Modifier le fournisseur" back={backLink} />
        <p className="alert alert-danger" role="alert">
          {valid ? apiErrorMessage(sheet.error) : MESSAGES.SUPPLIER_NOT_FOUND}
        </p>
      </>
    );
  }
  if (!sheet.data) return <Spinner label="Chargement du fournisseur…" />;
  return <SupplierEditForm key={sheet.data.id} sheet={sheet.data} />;
}
