import { useState } from "react";
import { useLocation } from "wouter";
import { routeUrl } from "../../../app/paths";
import { trpc } from "../../../lib/trpc";
import { FormModal } from "../../../ui/form-modal";
import { useToast } from "../../../ui/toast";
import { AccountFields } from "./account-fields";
import { ACCOUNT_MESSAGES } from "./account-form";
import { CompanyCheckboxes } from "./company-checkboxes";
import { useAccountForm } from "./use-account-form";

/** 'Ajouter un utilisateur': identity, password and group companies; then the edit screen opens. */
export function UserCreateDialog({ onClose }: { onClose(): void }) {
  const form = useAccountForm({ phoneRequired: true, passwordRequired: true });
  const [companyIds, setCompanyIds] = useState<number[]>([]);
  const toast = useToast();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const create = trpc.user.create.useMutation({
    onSuccess: (user) => {
      toast.success(ACCOUNT_MESSAGES.userCreated, { position: "top" });
      void utils.user.list.invalidate();
      onClose();
      navigate(routeUrl("admin-tronc-commun-user-edit", { id: user.id }));
    },
    onError: form.onServerError,
  });

  const submit = () => {
    const identity = form.valid();
    if (identity) create.mutate({ ...identity, triangleCompanyIds: companyIds });
  };

  return (
    <FormModal
      title="Ajouter un utilisateur"
      formId="user-create-form"
      className="stack"
      saving={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <AccountFields idPrefix="user-new" passwordMode="create" {...form.fields} />
      <CompanyCheckboxes idPrefix="user-new" selected={companyIds} onChange={setCompanyIds} />
    </FormModal>
  );
}
