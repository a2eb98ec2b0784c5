import { PAGE_SIZES } from "@tronc/domain";
import { useState } from "react";
import { type PagedSearchInput, pagedQueryOptions, usePagedSearch } from "../../../hooks/use-paged-search";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { SearchFilter } from "../../../ui/search-filter";
import { UserCard } from "./user-card";
import { UserCreateDialog } from "./user-create-dialog";
import "./users.css";

const useUsers = ({ filters, ...paging }: PagedSearchInput) =>
  trpc.user.list.useQuery(paging, pagedQueryOptions);

/** admin-tronc-commun-user: search, a card per group user, 120 per page, 'Ajouter un utilisateur'. */
export default function UserListPage() {
  const [adding, setAdding] = useState(false);
  const users = usePagedSearch(useUsers, { key: "users", pageSize: PAGE_SIZES.users });
  const { total } = users;
  return (
    <>
      <PageHeader
        title="Utilisateurs"
        subtitle={total === undefined ? undefined : `${total} utilisateur${total > 1 ? "s" : ""}`}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            Ajouter un utilisateur
          </Button>
        }
      />
      <SearchFilter
        id="users-search"
        className="users-search"
        placeholder="Prénom, nom ou e-mail"
        value={users.search}
        onChange={users.setSearch}
      />
      <PagedResults list={users} emptyTitle="Aucun utilisateur ne correspond à votre recherche.">
        <ul className="user-grid" aria-label="Utilisateurs" aria-busy={users.query.isFetching}>
          {users.items.map((user) => (
            <li key={user.id}>
              <UserCard user={user} />
            </li>
          ))}
        </ul>
      </PagedResults>
      {adding && <UserCreateDialog onClose={() => setAdding(false)} />}
    </>
  );
}
