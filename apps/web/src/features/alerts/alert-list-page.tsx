import type { ScreenProps } from "../../app/paths";
import { PageHeader } from "../../ui/page-header";

/** Being built (issue 17). */
export default function AlertListPage(_props: ScreenProps) {
  return <PageHeader title="Liste des Alertes" />;
}
