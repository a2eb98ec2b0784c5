import { PageHeader } from "../../ui/page-header";

/** Being built. */
export default function AccountingSummaryPage() {
  return <PageHeader title="Suivi comptable" />;
}
