import { type FormEvent, useState } from "react";
import { apiErrorMessage } from "../../lib/api-error";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { Modal } from "../../ui/modal";
import { useToast } from "../../ui/toast";
import { AccountFields } from "../users/account-fields";
import {
  ACCOUNT_MESSAGES,
  type AccountErrors,
  checkAccount,
  emptyAccount,
  fieldOfServerError,
  identityPayload,
} from "../users/account-form";

const rules = { phoneRequired: false, passwordRequired: true };

/** 'Ajouter un coach IA': first name, last name, e-mail, phone and password; the list count goes up. */
export function CoachCreateDialog({ onClose }: { onClose(): void }) {
  const [values, setValues] = useState(emptyAccount);
  const [errors, setErrors] = useState<AccountErrors>({});
  const toast = useToast();
  const utils = trpc.useUtils();
  const create = trpc.coach.create.useMutation({
    onSuccess: () => {
      toast.success(ACCOUNT_MESSAGES.coachCreated);
      void utils.coach.list.invalidate();
      onClose();
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
    if (Object.keys(found).length === 0) create.mutate(identityPayload(values));
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Ajouter un coach IA"
      dismissable={false}
      footer={
        <>
          <Button onClick={onClose}>Annuler</Button>
          <Button variant="primary" type="submit" form="coach-create-form" busy={create.isPending}>
            Enregistrer
          </Button>
        </>
      }
    >
      <form id="coach-create-form" onSubmit={submit} noValidate>
        <AccountFields
          idPrefix="coach-new"
          values={values}
          errors={errors}
          phoneRequired={false}
          passwordMode="create"
          onChange={(field, value) => {
            setValues((all) => ({ ...all, [field]: value }));
            if (errors[field]) setErrors((all) => ({ ...all, [field]: undefined }));
          }}
        />
      </form>
    </Modal>
  );
}
