import { useEffect, useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { CompanyTag } from "../../../ui/company-tag";
import { DateInput } from "../../../ui/date-input";
import { useToast } from "../../../ui/toast";
import type { RecommendationView } from "./recommendation-types";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Client, group company, created on and by, validity (saved when it changes), sent/accepted/refused dates. */
export function RecommendationFacts({ reco, onChanged }: { reco: RecommendationView; onChanged(): void }) {
  const toast = useToast();
  const [validAt, setValidAt] = useState(reco.validAt ?? "");
  useEffect(() => setValidAt(reco.validAt ?? ""), [reco.validAt]);
  const update = trpc.recommendation.update.useMutation({
    onSuccess: () => {
      toast.success("La date de validité est enregistrée");
      onChanged();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const valid = validAt === "" || ISO_DAY.test(validAt);
  const saveValidity = () => {
    // An invalid date is sent as empty (§5).
    const next = valid && validAt !== "" ? validAt : null;
    if (next !== reco.validAt) update.mutate({ id: reco.id, validAt: next });
  };
  const fact = (label: string, value: string | null) => (
    <div className="reco-fact">
      <dt>{label}</dt>
      <dd>{value ? formatDate(value) : "—"}</dd>
    </div>
  );
  return (
    <dl className="reco-facts">
      <div className="reco-fact">
        <dt>Client</dt>
        <dd>
          {reco.client.name} {reco.client.isFactor && <Badge variant="warning">Factor</Badge>}
        </dd>
      </div>
      <div className="reco-fact">
        <dt>Entreprise du groupe</dt>
        <dd>
          <CompanyTag company={reco.triangleCompany} />
        </dd>
      </div>
      <div className="reco-fact">
        <dt>Créée le</dt>
        <dd>
          {formatDate(reco.createdAt)} par {reco.createdBy?.fullname ?? "—"}
        </dd>
      </div>
      <div className={`reco-fact field${valid ? "" : " has-error"}`}>
        <dt>
          <label htmlFor="reco-valid-at">Valide jusqu'au</label>
        </dt>
        <dd>
          <DateInput
            id="reco-valid-at"
            value={validAt}
            onChange={setValidAt}
            onBlur={saveValidity}
            aria-invalid={!valid}
          />
        </dd>
      </div>
      {fact("Envoyée le", reco.sendAt)}
      {fact("Acceptée le", reco.acceptedAt)}
      {fact("Refusée le", reco.refusedAt)}
    </dl>
  );
}
