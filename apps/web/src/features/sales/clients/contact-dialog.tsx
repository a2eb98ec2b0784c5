import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { useConfirm } from "../../../ui/confirm";
import { FormModal } from "../../../ui/form-modal";
import { useToast } from "../../../ui/toast";
import {
  CLIENT_MESSAGES,
  type ContactDraft,
  type ContactErrors,
  type ContactView,
  checkContact,
  contactFieldOf,
  contactInput,
  domainCodeOf,
  EMPTY_CONTACT,
} from "./client-form";
import { ContactFields } from "./contact-fields";

const draftOf = (contact: ContactView): ContactDraft => ({
  name: contact.name,
  email: contact.email ?? "",
  phone: contact.phone,
  occupation: contact.occupation ?? "",
});

/** 'Ajouter un contact' / 'Modifier le contact', with the duplicate e-mail confirmation. */
export function ContactDialog({
  companyId,
  contact,
  onClose,
}: {
  companyId: number;
  contact?: ContactView;
  onClose(): void;
}) {
  const [draft, setDraft] = useState<ContactDraft>(contact ? draftOf(contact) : EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const confirm = useConfirm();
  const toast = useToast();
  const utils = trpc.useUtils();
  const create = trpc.companyContact.create.useMutation();
  const update = trpc.companyContact.update.useMutation();
  const saving = create.isPending || update.isPending;

  const send = async (confirmDuplicate: boolean): Promise<void> => {
    const input = { ...contactInput(draft), confirmDuplicate };
    try {
      if (contact) await update.mutateAsync({ id: contact.id, ...input });
      else await create.mutateAsync({ companyId, ...input });
      void utils.clientCompany.get.invalidate({ id: companyId });
      void utils.clientCompany.search.invalidate();
      void utils.companyContact.search.invalidate();
      toast.success(contact ? CLIENT_MESSAGES.contactUpdated : CLIENT_MESSAGES.contactCreated);
      onClose();
    } catch (error) {
      const message = apiErrorMessage(error);
      const code = domainCodeOf(error);
      if (code === "CONTACT_EMAIL_DUPLICATE" && !confirmDuplicate) {
        const yes = await confirm(message, {
          title: "Contact en double ?",
          confirmLabel: "Enregistrer quand même",
        });
        if (yes) await send(true);
        return;
      }
      const field = contactFieldOf(code);
      if (field) setErrors({ [field]: message });
      toast.error(message);
    }
  };

  const submit = () => {
    const found = checkContact(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) void send(false);
  };

  return (
    <FormModal
      title={contact ? "Modifier le contact" : "Ajouter un contact"}
      formId="client-contact-form"
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <ContactFields
        idPrefix="client-contact"
        draft={draft}
        errors={errors}
        onChange={(changes) => {
          setDraft((all) => ({ ...all, ...changes }));
          setErrors({});
        }}
      />
    </FormModal>
  );
}
