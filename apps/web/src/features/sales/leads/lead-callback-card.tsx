import { callbackAlertAt, toParisLocalDateTime } from "@tronc/domain";
import { type FormEvent, useState } from "react";
import { useSessionUser } from "../../../app/session";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import { Modal } from "../../../ui/modal";
import { useToast } from "../../../ui/toast";
import { domainCodeOf, LEAD_MESSAGES, type LeadDetail, type LeadOptions, useNow } from "./lead-helpers";
import { callbackWhen } from "./lead-row";
import { useLeadCache } from "./use-lead-actions";

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** 'YYYY-MM-DDTHH:mm' that is a real date (the native field gives '' while incomplete). */
const isCallbackValue = (value: string) => WALL_CLOCK.test(value) && !Number.isNaN(Date.parse(value));

/** The callback card: add, modify, cancel with a reason; warning colour under 60 minutes, danger under 10. */
export function LeadCallbackCard({ lead, options }: { lead: LeadDetail; options: LeadOptions }) {
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const now = useNow(15_000);
  const alert = lead.callbackAt ? callbackAlertAt(lead.callbackAt, now) : null;
  return (
    <section
      className={`card lead-callback${alert ? ` is-${alert}` : ""}`}
      aria-labelledby="lead-callback-title"
    >
      <div className="card-header">
        <h2 id="lead-callback-title">Rappel</h2>
      </div>
      <div className="card-body">
        {editing ? (
          <CallbackForm lead={lead} options={options} onDone={() => setEditing(false)} />
        ) : lead.callbackAt ? (
          <div className="stack">
            <p className="lead-callback-when">
              <time dateTime={lead.callbackAt}>{callbackWhen(lead.callbackAt, now).replace(/^a/, "A")}</time>
              {alert === "danger" && <span className="lead-callback-flag">Maintenant</span>}
              {alert === "warning" && <span className="lead-callback-flag">Dans moins d'une heure</span>}
            </p>
            {lead.callbackSubject && <p className="lead-callback-subject">{lead.callbackSubject}</p>}
            <p className="muted lead-callback-by">À faire par {lead.callbackUser?.fullname ?? "—"}</p>
            <div className="row">
              <Button size="sm" onClick={() => setEditing(true)}>
                Modifier
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="lead-danger-link"
                onClick={() => setCancelling(true)}
              >
                Supprimer
              </Button>
            </div>
          </div>
        ) : (
          <div className="stack">
            {lead.callbackRequired ? (
              <p className="alert alert-warning">Aucun rappel prévu : ce lead doit en avoir un.</p>
            ) : (
              <p className="muted">Pas de rappel nécessaire pour ce lead.</p>
            )}
            <Button variant="primary" onClick={() => setEditing(true)}>
              Ajouter un rappel
            </Button>
          </div>
        )}
      </div>
      {cancelling && <CancelCallbackDialog leadId={lead.id} onClose={() => setCancelling(false)} />}
    </section>
  );
}

function CallbackForm({ lead, options, onDone }: { lead: LeadDetail; options: LeadOptions; onDone(): void }) {
  const me = useSessionUser();
  const [at, setAt] = useState(lead.callbackAt ? toParisLocalDateTime(lead.callbackAt) : "");
  const [subject, setSubject] = useState(lead.callbackSubject ?? "");
  const [userId, setUserId] = useState(String(lead.callbackUser?.id ?? me.id));
  const toast = useToast();
  const cache = useLeadCache(lead.id);
  const save = trpc.lead.setCallback.useMutation({
    onSuccess: (detail) => {
      cache.put(detail);
      toast.success(LEAD_MESSAGES.callbackSaved);
      onDone();
    },
    onError: (error) =>
      domainCodeOf(error) === "CALLBACK_DATE_INVALID"
        ? toast.warning(apiErrorMessage(error))
        : toast.error(apiErrorMessage(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCallbackValue(at)) {
      toast.warning(LEAD_MESSAGES.callbackInvalid);
      return;
    }
    save.mutate({
      id: lead.id,
      callbackAt: at,
      callbackSubject: subject.trim() || null,
      callbackUserId: Number(userId),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Field label="Date et heure du rappel" required>
        <DateInput id="lead-callback-at" withTime step={60} value={at} onChange={setAt} />
      </Field>
      <Field label="Objet">
        <input
          id="lead-callback-subject"
          placeholder="Ex. : rappeler pour le devis"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
        />
      </Field>
      <Field label="Qui rappelle">
        <select id="lead-callback-user" value={userId} onChange={(event) => setUserId(event.target.value)}>
          {options.users.map((user) => (
            <option key={user.id} value={user.id}>
              {user.fullname}
            </option>
          ))}
        </select>
      </Field>
      <div className="row">
        <Button variant="primary" type="submit" busy={save.isPending}>
          Enregistrer le rappel
        </Button>
        <Button onClick={onDone} disabled={save.isPending}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

/** Deleting the callback: 'Confirmez la suppression ?' with the reason of the cancellation. */
function CancelCallbackDialog({ leadId, onClose }: { leadId: number; onClose(): void }) {
  const [reason, setReason] = useState("");
  const toast = useToast();
  const cache = useLeadCache(leadId);
  const cancel = trpc.lead.cancelCallback.useMutation({
    onSuccess: (detail) => {
      cache.put(detail);
      toast.success(LEAD_MESSAGES.callbackCancelled);
      onClose();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  return (
    <Modal
      open
      size="sm"
      onOpenChange={(open) => !open && onClose()}
      title="Supprimer le rappel"
      description={LEAD_MESSAGES.callbackDeleteConfirm}
      footer={
        <>
          <Button onClick={onClose}>Annuler</Button>
          <Button
            variant="danger"
            busy={cancel.isPending}
            onClick={() => cancel.mutate({ id: leadId, reason: reason.trim() || null })}
          >
            Supprimer
          </Button>
        </>
      }
    >
      <Field label="Raison">
        <textarea
          id="lead-callback-reason"
          rows={3}
          placeholder="Ex. : le client rappellera lui-même"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
    </Modal>
  );
}
