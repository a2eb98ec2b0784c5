import { formatEuros, MESSAGES } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { pagedQueryOptions } from "../../../hooks/use-paged-search";
import { formatDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { CompanyTag } from "../../../ui/company-tag";
import { QuotationStateBadge } from "../../proposals/quotations/quotation-state-badge";
import { TabResults, useTabPage } from "./client-accounting-tab";

/** 'Devis': the client's quotations in every state, newest first; the reference opens the quotation. */
export function ClientAccountingQuotations({ companyId }: { companyId: number }) {
  const [page, setPage] = useTabPage();
  const query = trpc.clientAccounting.quotations.useQuery({ companyId, page }, pagedQueryOptions);
  return (
    <TabResults
      query={query}
      page={page}
      onPageChange={setPage}
      emptyTitle={MESSAGES.CLIENT_QUOTATIONS_EMPTY}
      loadingLabel="Chargement des devis…"
    >
      {(quotations) => (
        <div className="table-wrap">
          <table className="table client-quotation-table" aria-busy={query.isFetching}>
            <thead>
              <tr>
                <th scope="col">Référence</th>
                <th scope="col">Titre</th>
                <th scope="col">Entreprise du groupe</th>
                <th scope="col">État</th>
                <th scope="col">Créé le</th>
                <th scope="col" className="num">
                  Total TTC
                </th>
                <th scope="col" className="num">
                  Reste à facturer
                </th>
              </tr>
            </thead>
            <tbody>
              {quotations.map((quotation) => (
                <tr key={quotation.id} data-quotation-id={quotation.id}>
                  <td className="nowrap">
                    <Link href={routeUrl("admin-tronc-commun-compta-quotation-edit", { id: quotation.id })}>
                      {quotation.reference}
                    </Link>
                  </td>
                  <td>{quotation.title}</td>
                  <td className="nowrap">
                    <CompanyTag company={quotation.triangleCompany} />
                  </td>
                  <td>
                    <QuotationStateBadge state={quotation.state} />
                  </td>
                  <td className="nowrap">{formatDate(quotation.createdAt)}</td>
                  <td className="num nowrap">{formatEuros(quotation.totalTtcCents)}</td>
                  <td className="num nowrap">{formatEuros(quotation.leftCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TabResults>
  );
}
