import { CALL_TYPE_LABELS, CALL_TYPES, type CallType } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { useToast } from "../../../ui/toast";
import { type CallView, LEAD_MESSAGES } from "./lead-helpers";

const TYPE_COLORS: Record<CallType, "info" | "primary" | "secondary" | "success"> = {
  INCOMING_CALL: "info",
  OUTGOING_CALL: "primary",
  INCOMING_MAIL: "success",
  OUTGOING_MAIL: "success",
  OTHER: "secondary",
};

/** A call type chooser ('Appel entrant', 'Mail sortant'…). */
export function CallTypeSelect({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: CallType;
  onChange(value: CallType): void;
  /** When no <label> points at it. */
  label?: string;
}) {
  return (
    <select
      id={id}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as CallType)}
    >
      {CALL_TYPES.map((type) => (
        <option key={type} value={type}>
          {CALL_TYPE_LABELS[type]}
        </option>
      ))}
    </select>
  );
}

/** One exchange: its type, comment, author and date; edit and delete when allowed. */
export function CallItem({ call }: { call: CallView }) {
  const [editing, setEditing] = useState(false);
  const [comment, setComment] = useState(call.comment);
  const [callType, setCallType] = useState<CallType>(call.callType);
  const confirm = useConfirm();
  const toast = useToast();
  const utils = trpc.useUtils();
  const refresh = () => void utils.leadCall.list.invalidate({ leadId: call.leadId });
  const update = trpc.leadCall.update.useMutation({
    onSuccess: () => {
      toast.success(LEAD_MESSAGES.callSaved);
      setEditing(false);
      refresh();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const remove = trpc.leadCall.delete.useMutation({
    onSuccess: () => {
      toast.success(LEAD_MESSAGES.callDeleted);
      refresh();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const edited = call.updatedAt !== call.createdAt;

  const askDelete = async () => {
    if (await confirm(LEAD_MESSAGES.callDeleteConfirm, { danger: true, confirmLabel: "Supprimer" })) {
      remove.mutate({ id: call.id });
    }
  };

  return (
    <li className="lead-call" data-call-id={call.id}>
      <div className="lead-call-head">
        <Badge variant={TYPE_COLORS[call.callType]}>{call.callTypeLabel}</Badge>
        <span className="muted">
          {call.owner?.fullname ?? "Auteur inconnu"} · {formatDateTime(call.createdAt)}
          {edited && " · modifié"}
        </span>
        <span className="lead-call-actions">
          {call.canEdit && !editing && (
            <Button variant="link" size="sm" onClick={() => setEditing(true)}>
              Modifier
            </Button>
          )}
          {call.canDelete && !editing && (
            <Button
              variant="link"
              size="sm"
              className="lead-danger-link"
              onClick={askDelete}
              busy={remove.isPending}
            >
              Supprimer
            </Button>
          )}
        </span>
      </div>
      {editing ? (
        <div className="lead-call-edit field">
          <CallTypeSelect
            id={`lead-call-${call.id}-type`}
            label="Type d'échange"
            value={callType}
            onChange={setCallType}
          />
          <textarea
            aria-label="Commentaire"
            rows={3}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <div className="row">
            <Button
              variant="primary"
              size="sm"
              busy={update.isPending}
              disabled={!comment.trim()}
              onClick={() => update.mutate({ id: call.id, comment, callType })}
            >
              Enregistrer
            </Button>
            <Button
              size="sm"
              onClick={() => {
                setEditing(false);
                setComment(call.comment);
                setCallType(call.callType);
              }}
            >
              Annuler
            </Button>
          </div>
        </div>
      ) : (
        <p className="lead-call-comment">{call.comment}</p>
      )}
    </li>
  );
}
