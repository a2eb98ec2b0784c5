import { formatMessage } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl, type ScreenProps } from "../../../app/paths";
import { useSessionUser } from "../../../app/session";
import { apiErrorMessage } from "../../../lib/api-error";
import { type RouterInputs, trpc } from "../../../lib/trpc";
import { PageHeader } from "../../../ui/page-header";
import { Spinner } from "../../../ui/spinner";
import { useToast } from "../../../ui/toast";
import { AccountEditLayout } from "./account-edit-layout";
import { ACCOUNT_MESSAGES } from "./account-form";
import { FlagSwitches, PERMISSION_SWITCHES, ROLE_SWITCHES, type UserFlag } from "./user-flags";
import { UserIdentityForm } from "./user-identity-form";
import { UserPictureCard } from "./user-picture-card";
import "./users.css";
import { HistoryButton } from "../../../ui/history-panel";
import { useAccountConflict } from "./use-account-conflict";

type UserChanges = Omit<RouterInputs["user"]["update"], "id" | "version">;

/** admin-tronc-commun-user-edit: identity, picture, companies; switches saved as they are toggled. */
export default function UserEditPage({ params }: ScreenProps) {
  const id = Number(params.id);
  const me = useSessionUser();
  const toast = useToast();
  const utils = trpc.useUtils();
  const user = trpc.user.get.useQuery({ id }, { enabled: Number.isInteger(id) && id > 0 });
  const update = trpc.user.update.useMutation({
    onSuccess: (saved) => {
      utils.user.get.setData({ id }, saved);
      void utils.user.list.invalidate();
      if (saved.id === me.id) void utils.session.invalidate();
      toast.success(ACCOUNT_MESSAGES.userUpdated, { position: "top" });
    },
    onError: (error) => {
      if (!conflict.handle(error)) toast.error(apiErrorMessage(error), { position: "top" });
    },
  });
  const conflict = useAccountConflict({
    readCurrent: () => utils.client.user.get.query({ id }),
    put: (current) => utils.user.get.setData({ id }, current),
    resend: (changes, version) => update.mutate({ id, version, ...changes }),
  });
  // The version the page holds at the moment of sending: two blocks saved one after the other agree.
  const save = (changes: UserChanges, options?: { onSuccess?(): void }) => {
    conflict.remember(changes);
    const version = utils.user.get.getData({ id })?.version ?? 0;
    update.mutate({ id, version, ...changes }, { onSuccess: () => options?.onSuccess?.() });
  };

  const back = <Link href={routeUrl("admin-tronc-commun-user")}>← Retour aux utilisateurs</Link>;
  if (user.isPending) return <Spinner />;
  if (!user.data) {
    return (
      <>
        <PageHeader title="Utilisateur" back={back} />
        <p className="alert alert-danger">{apiErrorMessage(user.error)}</p>
      </>
    );
  }
  const data = user.data;
  const self = data.id === me.id;
  const toggle = (flag: UserFlag, value: boolean) => save({ [flag]: value });

  return (
    <AccountEditLayout
      account={data}
      flagLabel="Utilisateur"
      status={data.isActif ? "Actif sur l'ERP" : "Inactif sur l'ERP"}
      actions={<HistoryButton kind="user" id={data.id} />}
      back={back}
      identity={
        <>
          <UserPictureCard
            name={data.name}
            lastname={data.lastname}
            pictureUrl={data.picture?.url ?? null}
            saving={update.isPending}
            onSave={(pictureFileId) => save({ pictureFileId })}
          />
          <UserIdentityForm
            key={`${data.id}-${conflict.generation}`}
            user={data}
            saving={update.isPending}
            onSave={save}
          />
          {conflict.dialog}
        </>
      }
    >
      <FlagSwitches
        title="Accès"
        user={data}
        switches={[{ flag: "isActif", label: "Actif sur l'ERP" }]}
        disabledFlags={self ? { isActif: ACCOUNT_MESSAGES.ownActive } : {}}
        pending={update.isPending}
        onToggle={toggle}
      />
      <FlagSwitches
        title="Autorisations"
        user={data}
        switches={PERMISSION_SWITCHES}
        disabledFlags={{}}
        pending={update.isPending}
        onToggle={toggle}
      />
      <FlagSwitches
        title="Rôles"
        user={data}
        switches={ROLE_SWITCHES}
        disabledFlags={self ? { isSuperAdmin: `${formatMessage("OWN_SUPER_ADMIN")}.` } : {}}
        pending={update.isPending}
        onToggle={toggle}
      />
    </AccountEditLayout>
  );
}
