import { type FormEvent, useEffect, useState } from "react";
import { Link } from "wouter";
import type { ScreenProps } from "../../../app/paths";
import { routeUrl } from "../../../app/paths";
import { useSessionUser } from "../../../app/session";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { PageHeader } from "../../../ui/page-header";
import { QueryStatus } from "../../../ui/query-status";
import { useToast } from "../../../ui/toast";
import { checkRate, formatRate, rateAsTyped, VAT_MESSAGES } from "./vat-messages";
import { VatRateField } from "./vat-rate-field";
import "./vat.css";
import { canAccess } from "../../../app/access";

/** admin-tronc-commun-compta-tva-edit: 'Edition d'une TVA', the rate required. */
export default function VatEditPage({ params }: ScreenProps) {
  const id = Number(params.id);
  const user = useSessionUser();
  const toast = useToast();
  const utils = trpc.useUtils();
  const rate = trpc.vat.get.useQuery({ id }, { enabled: Number.isInteger(id) && id > 0 });
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (rate.data) setValue(rateAsTyped(rate.data.tva));
  }, [rate.data]);

  const update = trpc.vat.update.useMutation({
    onSuccess: (saved) => {
      toast.success(VAT_MESSAGES.saved);
      utils.vat.get.setData({ id }, saved);
      void utils.vat.list.invalidate();
    },
    onError: (failure) => toast.error(apiErrorMessage(failure)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkRate(value);
    setError(problem);
    if (!problem) update.mutate({ id, tva: value });
  };

  const back = <Link href={routeUrl("admin-tronc-commun-compta-tva-list")}>← Retour à la liste des TVA</Link>;

  return (
    <div className="vat-page">
      <PageHeader title="Edition d'une TVA" back={back} />
      <QueryStatus query={rate} />
      {rate.data && (
        <form className="card vat-edit-card vat-form" onSubmit={submit} noValidate>
          <div className="card-body">
            <p className="muted vat-current">Taux actuel : {formatRate(rate.data.tva)}</p>
            {canAccess(user, "accounting") ? (
              <VatRateField
                id="vat-edit-rate"
                value={value}
                error={error}
                onChange={(next) => {
                  setValue(next);
                  if (error) setError(checkRate(next));
                }}
              />
            ) : (
              <p className="alert alert-info">{VAT_MESSAGES.readOnly}</p>
            )}
          </div>
          {canAccess(user, "accounting") && (
            <div className="card-footer form-actions">
              <Button variant="primary" type="submit" busy={update.isPending}>
                Enregistrer
              </Button>
            </div>
          )}
        </form>
      )}
    </div>
  );
}
