import type { ScreenProps } from "../../app/paths";
import { PageHeader } from "../../ui/page-header";

/** One customer invoice (§2.7): header, lines while a draft, states and validation, delete, duplicate. */
export default function InvoiceEditPage(_props: ScreenProps) {
  return <PageHeader title="Facture client" />;
}
