import { useState } from "react";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { useListState } from "../../hooks/use-list-state";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";
import { Pagination } from "../../ui/pagination";
import { QueryStatus } from "../../ui/query-status";
import { SearchFilter } from "../../ui/search-filter";
import { UserCard } from "./user-card";
import { UserCreateDialog } from "./user-create-dialog";
import "./users.css";

export const USERS_PAGE_SIZE = 120;

/** admin-tronc-commun-user: search, a card per group user, 120 per page, 'Ajouter un utilisateur'. */
export default function UserListPage() {
  const [adding, setAdding] = useState(false);
  const list = useListState("users", { filters: {} });
  const q = useDebouncedValue(list.search, 800);
  const users = trpc.user.list.useQuery(
    { q, page: list.page, pageSize: USERS_PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );
  const total = users.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  return (
    <>
      <PageHeader
        title="Utilisateurs"
        subtitle={users.data ? `${total} utilisateur${total > 1 ? "s" : ""}` : undefined}
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
        value={list.search}
        onChange={list.setSearch}
      />
      <QueryStatus query={users} />
      {users.isSuccess && users.data.items.length === 0 && (
        <EmptyState title="Aucun utilisateur ne correspond à votre recherche." />
      )}
      {users.data && users.data.items.length > 0 && (
        <ul className="user-grid" aria-label="Utilisateurs" aria-busy={users.isFetching}>
          {users.data.items.map((user) => (
            <li key={user.id}>
              <UserCard user={user} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={pageCount} onPageChange={list.setPage} />
      {adding && <UserCreateDialog onClose={() => setAdding(false)} />}
    </>
  );
}
