import { PageHeader } from "../../ui/page-header";

/** Being built. */
export default function ForecastPage() {
  return <PageHeader title="Prévisionnel" />;
}
