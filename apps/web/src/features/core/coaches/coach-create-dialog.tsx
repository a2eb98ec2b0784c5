import { trpc } from "../../../lib/trpc";
import { FormModal } from "../../../ui/form-modal";
import { useToast } from "../../../ui/toast";
import { AccountFields } from "../users/account-fields";
import { ACCOUNT_MESSAGES } from "../users/account-form";
import { useAccountForm } from "../users/use-account-form";

/** 'Ajouter un coach IA': first name, last name, e-mail, phone and password; the list count goes up. */
export function CoachCreateDialog({ onClose }: { onClose(): void }) {
  const form = useAccountForm({ phoneRequired: false, passwordRequired: true });
  const toast = useToast();
  const utils = trpc.useUtils();
  const create = trpc.coach.create.useMutation({
    onSuccess: () => {
      toast.success(ACCOUNT_MESSAGES.coachCreated);
      void utils.coach.list.invalidate();
      onClose();
    },
    onError: form.onServerError,
  });

  const submit = () => {
    const identity = form.valid();
    if (identity) create.mutate(identity);
  };

  return (
    <FormModal
      title="Ajouter un coach IA"
      formId="coach-create-form"
      saving={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <AccountFields idPrefix="coach-new" passwordMode="create" {...form.fields} />
    </FormModal>
  );
}
