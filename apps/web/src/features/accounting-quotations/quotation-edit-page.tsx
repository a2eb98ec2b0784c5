import type { ScreenProps } from "../../app/paths";
import { PageHeader } from "../../ui/page-header";

/** 'Édition du Devis' (§2.6): every block, the payment schedule, the invoicing buttons. */
export default function QuotationEditPage(_props: ScreenProps) {
  return <PageHeader title="Édition du Devis" />;
}
