import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { routeUrl } from "../../app/routes";
import { apiErrorMessage } from "../../lib/api-error";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { Modal } from "../../ui/modal";
import { useToast } from "../../ui/toast";
import { AccountFields } from "./account-fields";
import {
  ACCOUNT_MESSAGES,
  type AccountErrors,
  checkAccount,
  emptyAccount,
  fieldOfServerError,
  identityPayload,
} from "./account-form";
import { CompanyCheckboxes } from "./company-checkboxes";

const rules = { phoneRequired: true, passwordRequired: true };

/** 'Ajouter un utilisateur': identity, password and group companies; then the edit screen opens. */
export function UserCreateDialog({ onClose }: { onClose(): void }) {
  const [values, setValues] = useState(emptyAccount);
  const [companyIds, setCompanyIds] = useState<number[]>([]);
  const [errors, setErrors] = useState<AccountErrors>({});
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
    onError: (error) => {
      const field = fieldOfServerError(error);
      if (field) setErrors((all) => ({ ...all, [field]: apiErrorMessage(error) }));
      toast.error(apiErrorMessage(error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkAccount(values, rules);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate({ ...identityPayload(values), triangleCompanyIds: companyIds });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Ajouter un utilisateur"
      dismissable={false}
      footer={
        <>
          <Button onClick={onClose}>Annuler</Button>
          <Button variant="primary" type="submit" form="user-create-form" busy={create.isPending}>
            Enregistrer
          </Button>
        </>
      }
    >
      <form id="user-create-form" className="stack" onSubmit={submit} noValidate>
        <AccountFields
          idPrefix="user-new"
          values={values}
          errors={errors}
          phoneRequired
          passwordMode="create"
          onChange={(field, value) => {
            setValues((all) => ({ ...all, [field]: value }));
            if (errors[field]) setErrors((all) => ({ ...all, [field]: undefined }));
          }}
        />
        <CompanyCheckboxes idPrefix="user-new" selected={companyIds} onChange={setCompanyIds} />
      </form>
    </Modal>
  );
}
