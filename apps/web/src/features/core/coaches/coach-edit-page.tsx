import type { FormEvent } from "react";
import { Link } from "wouter";
import { routeUrl, type ScreenProps } from "../../../app/paths";
import { useSessionUser } from "../../../app/session";
import { apiErrorMessage } from "../../../lib/api-error";
import { type RouterInputs, type RouterOutputs, trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { PageHeader } from "../../../ui/page-header";
import { Spinner } from "../../../ui/spinner";
import { Switch } from "../../../ui/switch";
import { useToast } from "../../../ui/toast";
import { AccountEditLayout } from "../users/account-edit-layout";
import { AccountFields } from "../users/account-fields";
import { ACCOUNT_MESSAGES } from "../users/account-form";
import { useAccountConflict } from "../users/use-account-conflict";
import { useAccountForm } from "../users/use-account-form";
import "../users/users.css";
import "./coaches.css";

type Coach = RouterOutputs["coach"]["get"];
type CoachChanges = Omit<RouterInputs["coach"]["update"], "id" | "version">;

/** admin-tronc-commun-coach-ia-edit: identity, the active flag and 'Annulations de prises en charge'. */
export default function CoachEditPage({ params }: ScreenProps) {
  const id = Number(params.id);
  const me = useSessionUser();
  const toast = useToast();
  const utils = trpc.useUtils();
  const coach = trpc.coach.get.useQuery({ id }, { enabled: Number.isInteger(id) && id > 0 });
  const update = trpc.coach.update.useMutation({
    onSuccess: (saved) => {
      utils.coach.get.setData({ id }, saved);
      void utils.coach.list.invalidate();
      toast.success(ACCOUNT_MESSAGES.coachUpdated, { position: "top" });
    },
    onError: (error) => {
      if (!conflict.handle(error)) toast.error(apiErrorMessage(error), { position: "top" });
    },
  });
  const conflict = useAccountConflict({
    readCurrent: () => utils.client.coach.get.query({ id }),
    put: (current) => utils.coach.get.setData({ id }, current),
    resend: (changes, version) => update.mutate({ id, version, ...changes }),
  });
  // The version the page holds at the moment of sending: the switch and the form agree.
  const save = (changes: CoachChanges, onSuccess?: () => void) => {
    conflict.remember(changes);
    const version = utils.coach.get.getData({ id })?.version ?? 0;
    update.mutate({ id, version, ...changes }, { onSuccess: () => onSuccess?.() });
  };

  const back = <Link href={routeUrl("admin-tronc-commun-coach-ia")}>← Retour aux coachs IA</Link>;
  if (coach.isPending) return <Spinner />;
  if (!coach.data) {
    return (
      <>
        <PageHeader title="Coach IA" back={back} />
        <p className="alert alert-danger">{apiErrorMessage(coach.error)}</p>
      </>
    );
  }
  const data = coach.data;
  const self = data.id === me.id;
  return (
    <AccountEditLayout
      account={data}
      flagLabel="Coach"
      status={data.isActif ? "Coach IA actif" : "Coach IA inactif"}
      back={back}
      identity={
        <>
          <CoachIdentityForm
            key={`${data.id}-${conflict.generation}`}
            coach={data}
            saving={update.isPending}
            onSave={save}
          />
          {conflict.dialog}
        </>
      }
    >
      <section className="card" aria-label="Accès">
        <div className="card-header">
          <h2>Accès</h2>
        </div>
        <div className="card-body user-switch">
          <Switch
            id="coach-flag-isActif"
            label="Coach actif"
            checked={data.isActif}
            disabled={update.isPending || self}
            onChange={(isActif) => save({ isActif })}
          />
          {self && <span className="field-hint">{ACCOUNT_MESSAGES.ownActive}</span>}
        </div>
      </section>
      <section className="card coach-stat" aria-label="Annulations de prises en charge">
        <div className="card-body">
          <span className="coach-stat-value">{data.unsetTakeOffCount}</span>
          <span className="coach-stat-label">Annulations de prises en charge</span>
          <span className="field-hint">Compté par l'espace Coach IA</span>
        </div>
      </section>
    </AccountEditLayout>
  );
}

function CoachIdentityForm({
  coach,
  saving,
  onSave,
}: {
  coach: Coach;
  saving: boolean;
  onSave(changes: CoachChanges, onSuccess: () => void): void;
}) {
  const form = useAccountForm({ phoneRequired: false, passwordRequired: false }, { ...coach, password: "" });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.valid();
    if (!valid) return;
    const { password, ...identity } = valid;
    onSave({ ...identity, ...(password ? { password } : {}) }, form.clearPassword);
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Identité du coach">
      <AccountFields idPrefix="coach-edit" passwordMode="change" {...form.fields} />
      <div className="form-actions">
        <Button variant="primary" type="submit" busy={saving}>
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
