import type { ScreenProps } from "../../app/paths";
import { PageHeader } from "../../ui/page-header";

/** 'Liste des devis' (§2.6): filters, totals bar, pagination by 50, exports for super admins. */
export default function QuotationListPage(_props: ScreenProps) {
  return <PageHeader title="Liste des devis" />;
}
