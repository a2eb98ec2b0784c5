import {
  LEAD_LEVEL_LABELS,
  LEAD_LEVELS,
  LEAD_STATUS_LABELS,
  type LeadLevel,
  type LeadStatus,
} from "@tronc/domain";
import { type FormEvent, useMemo } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { useToast } from "../../../ui/toast";
import { LEAD_MESSAGES, type LeadDetail, type LeadOptions, useDraft } from "./lead-helpers";
import { useLeadCache, useLeadUpdate } from "./use-lead-actions";

/** 'PRENDRE EN CHARGE' while nobody owns the lead; then its level, status and assignee. */
export function LeadFollowCard({ lead, options }: { lead: LeadDetail; options: LeadOptions }) {
  const toast = useToast();
  const cache = useLeadCache(lead.id);
  const takeOver = trpc.lead.takeOver.useMutation({
    onSuccess: (detail) => {
      cache.put(detail);
      toast.success(LEAD_MESSAGES.takenOver);
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error));
      cache.refresh();
    },
  });
  return (
    <section className="card" aria-labelledby="lead-follow-title">
      <div className="card-header">
        <h2 id="lead-follow-title">Suivi</h2>
      </div>
      <div className="card-body">
        {lead.owner ? (
          <FollowForm lead={lead} options={options} />
        ) : (
          <div className="stack">
            <p className="muted">Personne n'a encore pris ce lead en charge.</p>
            <Button
              variant="success"
              className="btn-block lead-take-over"
              busy={takeOver.isPending}
              onClick={() => takeOver.mutate({ id: lead.id })}
            >
              PRENDRE EN CHARGE
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

function FollowForm({ lead, options }: { lead: LeadDetail; options: LeadOptions }) {
  const form = useDraft({
    leadLevel: lead.leadLevel ?? "",
    leadStatus: lead.leadStatus as string,
    userAssignedId: lead.userAssigned ? String(lead.userAssigned.id) : "",
  });
  const save = useLeadUpdate(lead.id, LEAD_MESSAGES.saved);
  const users = useMemo(() => {
    const current = lead.userAssigned;
    return current && !options.users.some((user) => user.id === current.id)
      ? [{ ...current, fullname: `${current.fullname} (inactif)` }, ...options.users]
      : options.users;
  }, [lead.userAssigned, options.users]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { leadLevel, leadStatus, userAssignedId } = form.draft;
    const assignee = lead.userAssigned ? String(lead.userAssigned.id) : "";
    save.mutate({
      id: lead.id,
      ...(leadLevel !== (lead.leadLevel ?? "")
        ? { leadLevel: leadLevel ? (leadLevel as LeadLevel) : null }
        : {}),
      ...(leadStatus !== lead.leadStatus ? { leadStatus: leadStatus as LeadStatus } : {}),
      ...(userAssignedId !== assignee
        ? { userAssignedId: userAssignedId ? Number(userAssignedId) : null }
        : {}),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="muted lead-owner">
        Pris en charge par <strong>{lead.owner?.fullname}</strong>
        {lead.takenOverAt && ` le ${formatDateTime(lead.takenOverAt)}`}
      </p>
      <Field label="Qualité du lead">
        <select
          id="lead-level"
          value={form.draft.leadLevel}
          onChange={(event) => form.set("leadLevel", event.target.value)}
        >
          <option value="">Non qualifié</option>
          {LEAD_LEVELS.map((level) => (
            <option key={level} value={level}>
              {LEAD_LEVEL_LABELS[level]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Statut">
        <select
          id="lead-status"
          value={form.draft.leadStatus}
          onChange={(event) => form.set("leadStatus", event.target.value)}
        >
          {lead.allowedStatuses.map((status) => (
            <option key={status} value={status} disabled={status === "LEAD_STATUS_UNREAD"}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Assigné à" hint="Seuls les utilisateurs actifs sont proposés.">
        <select
          id="lead-assignee"
          value={form.draft.userAssignedId}
          onChange={(event) => form.set("userAssignedId", event.target.value)}
        >
          <option value="">Personne</option>
          {users.map((user) => (
            <option key={user.id} value={user.id}>
              {user.fullname}
            </option>
          ))}
        </select>
      </Field>
      <Button
        variant="primary"
        type="submit"
        className="btn-block"
        busy={save.isPending}
        disabled={!form.dirty}
      >
        Enregistrer
      </Button>
      {save.dialog}
    </form>
  );
}
