import { ComingSoonPage } from "../../app/coming-soon-page";

/** Stub while the screen is being built. */
export default function PurchaseOrderListPage() {
  return <ComingSoonPage title="Bons de commande" />;
}
