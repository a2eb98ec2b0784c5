import {
  DEFAULT_REFUSED_STATUS,
  RECOMMENDATION_STATE_LABELS,
  REFUSED_STATUS_LABELS,
  type RecommendationState,
  type RefusedStatus,
} from "@tronc/domain";
import { useEffect, useState } from "react";
import { useSessionUser } from "../../../app/session";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { useToast } from "../../../ui/toast";
import type { RecommendationView } from "./recommendation-types";

const REASONS = Object.keys(REFUSED_STATUS_LABELS) as RefusedStatus[];

/**
 * The state selector (§4): refusal reasons while 'Refusée' is chosen, the project manager while
 * 'Acceptée' is; 'Enregistrer' shows only when the choice differs from what is saved.
 */
export function RecommendationStateForm({
  reco,
  onSaved,
  onDirtyChange,
}: {
  reco: RecommendationView;
  onSaved(): void;
  onDirtyChange(dirty: boolean): void;
}) {
  const me = useSessionUser();
  const toast = useToast();
  const options = trpc.lead.options.useQuery(undefined, { staleTime: 60_000 });
  const savedManager = reco.project?.projectManager?.id ?? me.id;
  const [state, setState] = useState<RecommendationState>(reco.state);
  const [reason, setReason] = useState<RefusedStatus>(reco.refusedStatus ?? DEFAULT_REFUSED_STATUS);
  const [managerId, setManagerId] = useState<number>(savedManager);
  useEffect(() => {
    setState(reco.state);
    setReason(reco.refusedStatus ?? DEFAULT_REFUSED_STATUS);
  }, [reco.state, reco.refusedStatus]);
  useEffect(() => setManagerId(savedManager), [savedManager]);

  const dirty =
    state !== reco.state ||
    (state === "RECO_STATE_REFUSED" && reason !== reco.refusedStatus) ||
    (state === "RECO_STATE_ACCEPTED" && managerId !== savedManager);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const save = trpc.recommendation.setState.useMutation({
    onSuccess: () => {
      toast.success("La recommandation est enregistrée");
      onSaved();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const submit = () =>
    save.mutate({
      id: reco.id,
      state,
      ...(state === "RECO_STATE_REFUSED" ? { refusedStatus: reason } : {}),
      ...(state === "RECO_STATE_ACCEPTED" ? { projectManagerId: managerId } : {}),
    });

  return (
    <div className="reco-state-form">
      <Field label="État">
        <select
          id="reco-state"
          value={state}
          onChange={(event) => setState(event.target.value as RecommendationState)}
        >
          {reco.allowedStates.map((choice) => (
            <option key={choice} value={choice}>
              {RECOMMENDATION_STATE_LABELS[choice]}
            </option>
          ))}
        </select>
      </Field>
      {state === "RECO_STATE_REFUSED" && (
        <Field label="Motif du refus">
          <select
            id="reco-refused-status"
            value={reason}
            onChange={(event) => setReason(event.target.value as RefusedStatus)}
          >
            {REASONS.map((choice) => (
              <option key={choice} value={choice}>
                {REFUSED_STATUS_LABELS[choice]}
              </option>
            ))}
          </select>
        </Field>
      )}
      {state === "RECO_STATE_ACCEPTED" && (
        <Field label="Chef de projet">
          <select
            id="reco-project-manager"
            value={managerId}
            onChange={(event) => setManagerId(Number(event.target.value))}
          >
            {(options.data?.users ?? [{ id: me.id, fullname: "Moi" }]).map((user) => (
              <option key={user.id} value={user.id}>
                {user.fullname}
              </option>
            ))}
          </select>
        </Field>
      )}
      {dirty && (
        <Button variant="primary" busy={save.isPending} onClick={submit} className="reco-state-save">
          Enregistrer l'état
        </Button>
      )}
    </div>
  );
}
