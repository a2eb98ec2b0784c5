import { validateCalendarEvent } from "@tronc/domain";
import { useState } from "react";
import { Button } from "../../../ui/button";
import { DateInput } from "../../../ui/date-input";

export interface CalendarEventDraft {
  startAt: string;
  endAt: string;
  location: string;
}

interface Props {
  initial: CalendarEventDraft;
  busy: boolean;
  onSave(draft: CalendarEventDraft): void;
  onCancel(): void;
  /** The refusal to show (the domain's sentence, checked here before sending, or the server's). */
  onInvalid(message: string): void;
}

/**
 * Start, end and location of one date. No <form>: it sits inside the recommendation's modal, whose
 * own form must not be submitted by it.
 */
export function CalendarEventForm({ initial, busy, onSave, onCancel, onInvalid }: Props) {
  const [draft, setDraft] = useState(initial);
  const save = () => {
    try {
      validateCalendarEvent(draft);
    } catch (error) {
      onInvalid(error instanceof Error ? error.message : String(error));
      return;
    }
    onSave(draft);
  };
  return (
    <fieldset className="calendar-event-form">
      <legend className="visually-hidden">Date du calendrier</legend>
      <div className="field">
        <label htmlFor="calendar-event-start">Début</label>
        <DateInput
          id="calendar-event-start"
          value={draft.startAt}
          onChange={(startAt) =>
            setDraft((current) => ({ ...current, startAt, endAt: current.endAt || startAt }))
          }
        />
      </div>
      <div className="field">
        <label htmlFor="calendar-event-end">Fin</label>
        <DateInput
          id="calendar-event-end"
          value={draft.endAt}
          min={draft.startAt || undefined}
          onChange={(endAt) => setDraft((current) => ({ ...current, endAt }))}
        />
      </div>
      <div className="field calendar-event-location">
        <label htmlFor="calendar-event-location">Lieu</label>
        <input
          id="calendar-event-location"
          className="input"
          maxLength={255}
          value={draft.location}
          onChange={(event) => setDraft((current) => ({ ...current, location: event.target.value }))}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              save();
            }
          }}
        />
      </div>
      <div className="calendar-event-actions">
        <Button variant="primary" size="sm" busy={busy} onClick={save}>
          Enregistrer la date
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Annuler
        </Button>
      </div>
    </fieldset>
  );
}
