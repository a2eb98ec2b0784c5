import { ComingSoonPage } from "../../app/coming-soon-page";

/** Stub while the screen is being built. */
export default function PurchaseOrderEditPage() {
  return <ComingSoonPage title="Bon de commande" />;
}
