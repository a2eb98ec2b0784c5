import { keepPreviousData } from "@tanstack/react-query";
import { canEditLeave, LEAVE_MACHINE, MESSAGES, monthTitle, statesOf } from "@tronc/domain";
import { useMemo, useState } from "react";
import { useSessionUser } from "../../../app/session";
import { apiErrorMessage } from "../../../lib/api-error";
import { capitalise } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { PageHeader } from "../../../ui/page-header";
import { Spinner } from "../../../ui/spinner";
import { useToast } from "../../../ui/toast";
import { DayOffEditDialog } from "./dayoff-edit-dialog";
import { LeaveCalendar } from "./leave-calendar";
import { type LeaveView, toLeaveView } from "./leave-dates";
import { LeaveLegend } from "./leave-legend";
import { useLeaveMonth } from "./use-leave-month";
import "./leave.css";

/** 'Congés' (admin-dayoff-list): the month calendar of leaves, spec 1 §2.11. */
export default function DayOffListPage() {
  const viewer = useSessionUser();
  const toast = useToast();
  const period = useLeaveMonth();
  const query = trpc.dayOff.list.useQuery(
    { year: period.year, month: period.month },
    { placeholderData: keepPreviousData },
  );
  const leaves = useMemo(() => (query.data ?? []).map(toLeaveView), [query.data]);
  /** undefined: closed; null: a new leave; otherwise the leave being edited. */
  const [editing, setEditing] = useState<LeaveView | null | undefined>(undefined);

  const openLeave = (leave: LeaveView) => {
    if (canEditLeave(viewer, leave)) setEditing(leave);
    else toast.error(MESSAGES.LEAVE_EDIT_FORBIDDEN);
  };

  return (
    <>
      <PageHeader
        title={capitalise(monthTitle(period.year, period.month))}
        subtitle="Calendrier des congés"
        actions={
          <>
            <fieldset className="leave-month-nav">
              <legend className="visually-hidden">Changer de mois</legend>
              <Button onClick={period.previous} aria-label="Mois précédent" title="Mois précédent">
                ‹
              </Button>
              <Button onClick={period.thisMonth}>Aujourd'hui</Button>
              <Button onClick={period.next} aria-label="Mois suivant" title="Mois suivant">
                ›
              </Button>
            </fieldset>
            <Button variant="primary" onClick={() => setEditing(null)}>
              Ajouter un congé
            </Button>
          </>
        }
      />
      {query.isError && (
        <div className="alert alert-danger" role="alert">
          {apiErrorMessage(query.error)}
        </div>
      )}
      <div className="card leave-calendar-card" aria-busy={query.isFetching}>
        {query.isPending ? (
          <Spinner label="Chargement des congés…" />
        ) : (
          <LeaveCalendar
            year={period.year}
            month={period.month}
            viewer={viewer}
            leaves={leaves}
            onLeaveClick={openLeave}
          />
        )}
      </div>
      <LeaveLegend states={statesOf(LEAVE_MACHINE)} />
      {editing !== undefined && (
        <DayOffEditDialog
          key={editing?.id ?? "new"}
          leave={editing}
          viewer={viewer}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
