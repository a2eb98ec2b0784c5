import type { ScreenProps } from "../../app/paths";
import { PageHeader } from "../../ui/page-header";

/** Customer invoices (§2.7): filters, totals bar, items, the creation modal, exports for super admins. */
export default function InvoiceListPage(_props: ScreenProps) {
  return <PageHeader title="Factures client" />;
}
