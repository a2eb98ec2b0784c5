import { type CallType, formatMessage } from "@tronc/domain";
import { type FormEvent, useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Spinner } from "../../../ui/spinner";
import { useToast } from "../../../ui/toast";
import { CallItem, CallTypeSelect } from "./lead-call-item";
import { countLabel, LEAD_MESSAGES } from "./lead-helpers";

/** The call / exchange log: add with a type, edit (author), soft delete (author or super admin). */
export function LeadCallsCard({ leadId }: { leadId: number }) {
  const calls = trpc.leadCall.list.useQuery({ leadId });
  const [callType, setCallType] = useState<CallType>("OUTGOING_CALL");
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const utils = trpc.useUtils();
  const add = trpc.leadCall.create.useMutation({
    onSuccess: () => {
      toast.success(LEAD_MESSAGES.callSaved);
      setComment("");
      void utils.leadCall.list.invalidate({ leadId });
      void utils.lead.search.invalidate();
    },
    onError: (failure) => setError(apiErrorMessage(failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) {
      setError(formatMessage("CALL_COMMENT_REQUIRED"));
      return;
    }
    setError(null);
    add.mutate({ leadId, callType, comment });
  };
  const count = calls.data?.length ?? 0;
  return (
    <section className="card" aria-labelledby="lead-calls-title">
      <div className="card-header">
        <h2 id="lead-calls-title">Échanges</h2>
        {calls.data && <span className="muted">{countLabel(count, "échange", "échanges")}</span>}
      </div>
      <form className="card-body lead-call-form" onSubmit={submit} noValidate>
        <Field label="Type">
          <CallTypeSelect id="lead-call-type" value={callType} onChange={setCallType} />
        </Field>
        <Field label="Commentaire" required error={error}>
          <textarea
            id="lead-call-comment"
            rows={2}
            placeholder="Ce qui a été dit, ce qui est convenu…"
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              if (error) setError(null);
            }}
          />
        </Field>
        <div className="lead-call-form-submit">
          <Button variant="primary" type="submit" busy={add.isPending}>
            Ajouter l'échange
          </Button>
        </div>
      </form>
      {calls.isPending && <Spinner />}
      {calls.isError && <p className="alert alert-danger card-body">{apiErrorMessage(calls.error)}</p>}
      {calls.data && count === 0 && <p className="card-body muted">Aucun échange pour ce lead.</p>}
      {calls.data && count > 0 && (
        <ul className="lead-calls" aria-label="Échanges">
          {calls.data.map((call) => (
            <CallItem key={call.id} call={call} />
          ))}
        </ul>
      )}
    </section>
  );
}
