import { frenchPeriodLabel, MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { capitalise } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { QueryStatus } from "../../../ui/query-status";
import { useToast } from "../../../ui/toast";
import { type CalendarEventDraft, CalendarEventForm } from "./calendar-event-form";
import "./event-calendar.css";

export const DELETE_EVENT_CONFIRMATION = "Confirmez la suppression de cette date ?";

const EMPTY_DRAFT: CalendarEventDraft = { startAt: "", endAt: "", location: "" };

/** 'new' while adding, an event's id while editing it. */
type Editing = "new" | number | null;

/** The recommendation's delivery calendar: its events (start, end, location), added, edited, deleted. */
export function DeliveryCalendarEditor({
  recommendationId,
  onChanged,
}: {
  recommendationId: number;
  onChanged?: () => void;
}) {
  const toast = useToast();
  const confirm = useConfirm();
  const utils = trpc.useUtils();
  const events = trpc.eventCalendar.listByRecommendation.useQuery({ recommendationId });
  const [editing, setEditing] = useState<Editing>(null);
  const changed = async (message: string) => {
    setEditing(null);
    toast.success(message);
    await utils.eventCalendar.invalidate();
    onChanged?.();
  };
  const onError = (error: unknown) => toast.error(apiErrorMessage(error));
  const create = trpc.eventCalendar.create.useMutation({
    onSuccess: () => changed("La date est ajoutée au calendrier"),
    onError,
  });
  const update = trpc.eventCalendar.update.useMutation({
    onSuccess: () => changed("La date est modifiée"),
    onError,
  });
  const remove = trpc.eventCalendar.delete.useMutation({
    onSuccess: () => changed("La date est supprimée"),
    onError,
  });
  const askDelete = async (id: number) => {
    if (await confirm(DELETE_EVENT_CONFIRMATION, { confirmLabel: "Supprimer", danger: true })) {
      remove.mutate({ id });
    }
  };
  const items = events.data ?? [];
  return (
    <section className="delivery-calendar" aria-labelledby="delivery-calendar-title">
      <div className="delivery-calendar-header">
        <h3 id="delivery-calendar-title">Calendrier de la presta</h3>
        {editing === null && (
          <Button size="sm" variant="primary" onClick={() => setEditing("new")}>
            Ajouter une date
          </Button>
        )}
      </div>
      <QueryStatus query={events} loadingLabel="Chargement du calendrier…" />
      {events.data && items.length === 0 && editing !== "new" && (
        <p className="alert alert-warning delivery-calendar-empty">{MESSAGES.CALENDAR_NOT_SAVED}</p>
      )}
      {items.length > 0 && (
        <ul className="delivery-calendar-list">
          {items.map((event) =>
            editing === event.id ? (
              <li key={event.id}>
                <CalendarEventForm
                  initial={{ startAt: event.startDate, endAt: event.endDate, location: event.location }}
                  busy={update.isPending}
                  onSave={(draft) =>
                    // An unchanged day keeps its time (a date sent with one through the REST paths).
                    update.mutate({
                      id: event.id,
                      startAt: draft.startAt === event.startDate ? undefined : draft.startAt,
                      endAt: draft.endAt === event.endDate ? undefined : draft.endAt,
                      location: draft.location,
                    })
                  }
                  onCancel={() => setEditing(null)}
                  onInvalid={(message) => toast.error(message)}
                />
              </li>
            ) : (
              <li key={event.id} className="delivery-calendar-item" data-event-id={event.id}>
                <span className="delivery-calendar-dates">
                  {capitalise(frenchPeriodLabel(event.startDate, event.endDate))}
                </span>
                <span className="delivery-calendar-location">{event.location}</span>
                <span className="delivery-calendar-item-actions">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditing(event.id)}
                    disabled={editing !== null}
                  >
                    Modifier
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => void askDelete(event.id)}
                    busy={remove.isPending && remove.variables?.id === event.id}
                  >
                    Supprimer
                  </Button>
                </span>
              </li>
            ),
          )}
        </ul>
      )}
      {editing === "new" && (
        <CalendarEventForm
          initial={EMPTY_DRAFT}
          busy={create.isPending}
          onSave={(draft) => create.mutate({ recommendationId, ...draft })}
          onCancel={() => setEditing(null)}
          onInvalid={(message) => toast.error(message)}
        />
      )}
    </section>
  );
}
