import { PageHeader } from "../../ui/page-header";

/** Being built. */
export default function ChargeListPage() {
  return <PageHeader title="Budget Prévisionnel : liste des charges" />;
}
