import { ComingSoonPage } from "../../app/coming-soon-page";

/** Stub while the screen is being built. */
export default function SupplierInvoiceEditPage() {
  return <ComingSoonPage title="Facture fournisseur" />;
}
