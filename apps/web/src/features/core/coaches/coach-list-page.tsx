import { PAGE_SIZES } from "@tronc/domain";
import { useState } from "react";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { type PagedSearchInput, pagedQueryOptions, usePagedSearch } from "../../../hooks/use-paged-search";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { SearchFilter } from "../../../ui/search-filter";
import { ActiveFlag, UserAvatar } from "../users/user-avatar";
import { CoachCreateDialog } from "./coach-create-dialog";
import "../users/users.css";
import "./coaches.css";

export const coachCountLabel = (count: number) => `${count} coach${count > 1 ? "s" : ""} IA`;

const useCoaches = ({ filters, ...paging }: PagedSearchInput) =>
  trpc.coach.list.useQuery(paging, pagedQueryOptions);

/** admin-tronc-commun-coach-ia: the count of coaches, search, the list and 'Ajouter un coach IA'. */
export default function CoachListPage() {
  const [adding, setAdding] = useState(false);
  const coaches = usePagedSearch(useCoaches, { key: "coaches", pageSize: PAGE_SIZES.coaches });
  const { total } = coaches;
  return (
    <>
      <PageHeader
        title="Coachs IA"
        subtitle={
          total === undefined ? undefined : <span className="coach-count">{coachCountLabel(total)}</span>
        }
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
        value={coaches.search}
        onChange={coaches.setSearch}
      />
      <PagedResults
        list={coaches}
        emptyTitle={coaches.search ? "Aucun coach IA ne correspond à votre recherche." : "Aucun coach IA"}
      >
        <div className="card table-wrap">
          <table className="table coach-table" aria-busy={coaches.query.isFetching}>
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
              {coaches.items.map((coach) => (
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
      </PagedResults>
      {adding && <CoachCreateDialog onClose={() => setAdding(false)} />}
    </>
  );
}
