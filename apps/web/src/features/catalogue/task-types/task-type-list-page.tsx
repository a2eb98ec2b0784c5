import { PAGE_SIZES } from "@tronc/domain";
import { useState } from "react";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { useSessionUser } from "../../../app/session";
import { type PagedSearchInput, pagedQueryOptions, usePagedSearch } from "../../../hooks/use-paged-search";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { PageHeader } from "../../../ui/page-header";
import { PagedResults } from "../../../ui/paged-results";
import { LockIcon } from "./lock-icon";
import { TaskTypeCreateDialog } from "./task-type-create-dialog";
import { TASK_TYPE_MESSAGES } from "./task-type-form";
import "./task-types.css";
import { canAccess } from "../../../app/access";

const countLabel = (count: number) => `${count} type${count > 1 ? "s" : ""} de tâche`;

const useTaskTypes = ({ filters, q, ...paging }: PagedSearchInput) =>
  trpc.taskType.list.useQuery(paging, pagedQueryOptions);

/** admin-tronc-commun-task-type-list: the types as cards by name; super admins add one in a modal. */
export default function TaskTypeListPage() {
  const user = useSessionUser();
  const [adding, setAdding] = useState(false);
  const types = usePagedSearch(useTaskTypes, { key: "task-types", pageSize: PAGE_SIZES.taskTypes });
  return (
    <>
      <PageHeader
        title="Types de tâche"
        subtitle={types.total === undefined ? undefined : countLabel(types.total)}
        actions={
          canAccess(user, "superAdmin") && (
            <Button variant="primary" onClick={() => setAdding(true)}>
              Ajouter un type de tâche
            </Button>
          )
        }
      />
      <PagedResults list={types} emptyTitle="Aucun type de tâche">
        <ul className="task-type-grid" aria-label="Types de tâche">
          {types.items.map((type) => (
            <li key={type.id}>
              <Link
                href={routeUrl("admin-tronc-commun-task-type-edit", { id: type.id })}
                className={`card task-type-card${type.isPurchase ? " is-purchase" : ""}`}
              >
                <span className="task-type-name">
                  {type.isPurchase && <LockIcon />}
                  {type.name}
                </span>
                {type.isPurchase && (
                  <span className="task-type-mention">{TASK_TYPE_MESSAGES.purchaseReserved}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </PagedResults>
      {!canAccess(user, "superAdmin") && (
        <p className="muted task-type-note">{TASK_TYPE_MESSAGES.readOnly}</p>
      )}
      {adding && <TaskTypeCreateDialog onClose={() => setAdding(false)} />}
    </>
  );
}
