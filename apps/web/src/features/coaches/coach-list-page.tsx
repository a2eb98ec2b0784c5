import { useState } from "react";
import { Link } from "wouter";
import { routeUrl } from "../../app/routes";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { useListState } from "../../hooks/use-list-state";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";
import { Pagination } from "../../ui/pagination";
import { QueryStatus } from "../../ui/query-status";
import { SearchFilter } from "../../ui/search-filter";
import { ActiveFlag, UserAvatar } from "../users/user-avatar";
import { CoachCreateDialog } from "./coach-create-dialog";
import "../users/users.css";
import "./coaches.css";

export const COACHES_PAGE_SIZE = 120;

export const coachCountLabel = (count: number) => `${count} coach${count > 1 ? "s" : ""} IA`;

/** admin-tronc-commun-coach-ia: the count of coaches, search, the list and 'Ajouter un coach IA'. */
export default function CoachListPage() {
  const [adding, setAdding] = useState(false);
  const list = useListState("coaches", { filters: {} });
  const q = useDebouncedValue(list.search, 800);
  const coaches = trpc.coach.list.useQuery(
    { q, page: list.page, pageSize: COACHES_PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );
  const total = coaches.data?.total ?? 0;
  return (
    <>
      <PageHeader
        title="Coachs IA"
        subtitle={coaches.data ? <span className="coach-count">{coachCountLabel(total)}</span> : undefined}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            Ajouter un coach IA
          </Button>
        }
      />
      <SearchFilter
        id="coaches-search"
        className="users-search"
        placeholder="Prénom, nom ou e-mail"
        value={list.search}
        onChange={list.setSearch}
      />
      <QueryStatus query={coaches} />
      {coaches.isSuccess && coaches.data.items.length === 0 && (
        <EmptyState
          title={list.search ? "Aucun coach IA ne correspond à votre recherche." : "Aucun coach IA"}
        />
      )}
      {coaches.data && coaches.data.items.length > 0 && (
        <div className="card table-wrap">
          <table className="table coach-table" aria-busy={coaches.isFetching}>
            <thead>
              <tr>
                <th scope="col">Coach</th>
                <th scope="col">E-mail</th>
                <th scope="col">Téléphone</th>
                <th scope="col">Actif</th>
                <th scope="col" className="num">
                  Annulations de prises en charge
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {coaches.data.items.map((coach) => (
                <tr key={coach.id} className={coach.isActif ? undefined : "is-inactive"}>
                  <td>
                    <span className="coach-name">
                      <UserAvatar name={coach.name} lastname={coach.lastname} pictureUrl={null} size="sm" />
                      <span className="coach-fullname">{coach.fullname}</span>
                    </span>
                  </td>
                  <td>{coach.email}</td>
                  <td>{coach.phone || <span className="muted">—</span>}</td>
                  <td>
                    <ActiveFlag active={coach.isActif} label="Coach" />
                  </td>
                  <td className="num">{coach.unsetTakeOffCount}</td>
                  <td className="coach-actions">
                    <Link href={routeUrl("admin-tronc-commun-coach-ia-edit", { id: coach.id })}>
                      Modifier
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={list.page}
        pageCount={Math.max(1, Math.ceil(total / COACHES_PAGE_SIZE))}
        onPageChange={list.setPage}
      />
      {adding && <CoachCreateDialog onClose={() => setAdding(false)} />}
    </>
  );
}
