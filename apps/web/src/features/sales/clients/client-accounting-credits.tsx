import { MESSAGES, PAGE_SIZES } from "@tronc/domain";
import { pagedQueryOptions } from "../../../hooks/use-paged-search";
import { trpc } from "../../../lib/trpc";
import { CreditItem } from "../../money-in/credits/credit-item";
import { TabResults, useTabPage } from "./client-accounting-tab";
import "../../money-in/credits/credit-list.css";

/** 'Avoirs': the client's credit notes in every state (drafts too), as the credit list shows them. */
export function ClientAccountingCredits({ companyId }: { companyId: number }) {
  const [page, setPage] = useTabPage();
  const query = trpc.creditList.search.useQuery(
    { companyId, page, pageSize: PAGE_SIZES.creditNotes },
    pagedQueryOptions,
  );
  return (
    <TabResults
      query={query}
      page={page}
      onPageChange={setPage}
      emptyTitle={MESSAGES.CLIENT_CREDITS_EMPTY}
      loadingLabel="Chargement des avoirs…"
    >
      {(credits) => (
        <ul className="credit-list" aria-label="Avoirs du client" aria-busy={query.isFetching}>
          {credits.map((credit) => (
            <li key={credit.id}>
              <CreditItem credit={credit} />
            </li>
          ))}
        </ul>
      )}
    </TabResults>
  );
}
