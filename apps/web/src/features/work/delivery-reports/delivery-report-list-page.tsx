import { MESSAGES, PAGE_SIZES, parisDateTimeLabel } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { type PagedSearchInput, pagedQueryOptions, usePagedSearch } from "../../../hooks/use-paged-search";
import { apiErrorMessage } from "../../../lib/api-error";
import { type RouterOutputs, trpc } from "../../../lib/trpc";
import { FileActionLink } from "../../../ui/file-action-link";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { Switch } from "../../../ui/switch";
import { useToast } from "../../../ui/toast";
import { deliveryReportPdfUrl } from "./delivery-report-links";
import {
  DEFAULT_FILTERS,
  DeliveryReportFilterBar,
  type DeliveryReportListFilters,
  exportQuery,
  filtersInput,
} from "./delivery-report-list-filters";
import { DeliveryReportStateBadge } from "./delivery-report-state-badge";
import "./delivery-reports.css";

type Item = RouterOutputs["deliveryReport"]["search"]["items"][number];

const useDeliveryReports = ({ filters, q: _, ...paging }: PagedSearchInput<DeliveryReportListFilters>) =>
  trpc.deliveryReport.search.useQuery({ ...paging, ...filtersInput(filters) }, pagedQueryOptions);

const countLabel = (total: number) => `${total.toLocaleString("fr-FR")} PV de livraison`;

/** admin-tronc-commun-delivery-reports: 'Liste des PV de livraison', 50 a page, export, billed switch. */
export default function DeliveryReportListPage() {
  const reports = usePagedSearch(useDeliveryReports, {
    key: "delivery-reports",
    pageSize: PAGE_SIZES.deliveryReports,
    filters: DEFAULT_FILTERS,
  });
  const { total } = reports;
  return (
    <>
      <PageHeader
        title="Liste des PV de livraison"
        subtitle={total === undefined ? undefined : countLabel(total)}
        actions={
          <FileActionLink
            kind="excel"
            className="btn btn-secondary"
            href={`/admin/delivery-reports-export?${exportQuery(reports.filters)}`}
          >
            Export Excel
          </FileActionLink>
        }
      />
      <DeliveryReportFilterBar filters={reports.filters} onChange={reports.setFilters} />
      <PagedResults
        list={reports}
        emptyTitle="Aucun PV de livraison ne correspond à cette recherche."
        loadingLabel="Chargement des PV de livraison…"
      >
        <div className="card">
          <table className="dr-table" aria-busy={reports.query.isFetching}>
            <thead>
              <tr>
                <th scope="col">Créé le</th>
                <th scope="col">Projet</th>
                <th scope="col">Client</th>
                <th scope="col">Entreprise du groupe</th>
                <th scope="col">État</th>
                <th scope="col">Signé le</th>
                <th scope="col">Facturé</th>
                <th scope="col">PDF</th>
              </tr>
            </thead>
            <tbody>
              {reports.items.map((report) => (
                <DeliveryReportRow key={report.id} report={report} />
              ))}
            </tbody>
          </table>
        </div>
      </PagedResults>
    </>
  );
}

function DeliveryReportRow({ report }: { report: Item }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const billed = trpc.deliveryReport.update.useMutation({
    onSuccess: () => {
      toast.success(MESSAGES.CHANGE_SAVED);
      void utils.deliveryReport.search.invalidate();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const isBilled = billed.isPending ? (billed.variables.isBilled ?? report.isBilled) : report.isBilled;
  return (
    <tr>
      <td>{parisDateTimeLabel(report.createdAt)}</td>
      <td>
        <Link href={routeUrl("admin-tronc-commun-projects-edit", { id: report.project.id })}>
          {report.project.name}
        </Link>
      </td>
      <td>{report.project.company?.name ?? "—"}</td>
      <td>{report.project.ownerTriangleCompany?.name ?? "—"}</td>
      <td>
        <DeliveryReportStateBadge state={report.state} />
      </td>
      <td>{report.signedAt ? parisDateTimeLabel(report.signedAt) : "—"}</td>
      <td>
        {report.canSetBilled ? (
          <Switch
            label={isBilled ? "Oui" : "Non"}
            aria-label={`PV n° ${report.id} facturé`}
            checked={isBilled}
            disabled={billed.isPending}
            onChange={(checked) => billed.mutate({ id: report.id, isBilled: checked })}
          />
        ) : report.isBilled ? (
          "Oui"
        ) : (
          "Non"
        )}
      </td>
      <td>
        {report.canDownloadPdf ? (
          <a href={deliveryReportPdfUrl(report.token)} target="_blank" rel="noreferrer">
            Télécharger
          </a>
        ) : (
          "—"
        )}
      </td>
    </tr>
  );
}
