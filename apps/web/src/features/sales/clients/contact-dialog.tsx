import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { useConfirm } from "../../../ui/confirm";
import { useVersionConflict } from "../../../ui/conflict-dialog";
import { FormModal } from "../../../ui/form-modal";
import { useToast } from "../../../ui/toast";
import {
  CLIENT_MESSAGES,
  type ContactDraft,
  type ContactErrors,
  type ContactView,
  checkContact,
  contactDifferences,
  contactDraftOf,
  contactFieldOf,
  contactInput,
  domainCodeOf,
  EMPTY_CONTACT,
} from "./client-form";
import { ContactFields } from "./contact-fields";

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
  const [draft, setDraft] = useState<ContactDraft>(contact ? contactDraftOf(contact) : EMPTY_CONTACT);
  /** The version of the contact read on opening (or by 'Recharger'), sent back with the save. */
  const [version, setVersion] = useState(contact?.version ?? 0);
  const [errors, setErrors] = useState<ContactErrors>({});
  const confirm = useConfirm();
  const toast = useToast();
  const utils = trpc.useUtils();
  const create = trpc.companyContact.create.useMutation();
  const update = trpc.companyContact.update.useMutation();
  const saving = create.isPending || update.isPending;

  const conflict = useVersionConflict({
    readCurrent: () => utils.client.companyContact.get.query({ id: contact?.id ?? 0 }),
    differences: (current) => contactDifferences(draft, current),
    reload: (current) => {
      setDraft(contactDraftOf(current));
      setVersion(current.version);
      setErrors({});
      void utils.clientCompany.get.invalidate({ id: companyId });
    },
    overwrite: (latest) => {
      setVersion(latest);
      void send(false, latest);
    },
  });

  const send = async (confirmDuplicate: boolean, basedOn = version): Promise<void> => {
    const input = { ...contactInput(draft), confirmDuplicate };
    try {
      if (contact) await update.mutateAsync({ id: contact.id, version: basedOn, ...input });
      else await create.mutateAsync({ companyId, ...input });
      void utils.clientCompany.get.invalidate({ id: companyId });
      void utils.clientCompany.search.invalidate();
      void utils.companyContact.search.invalidate();
      toast.success(contact ? CLIENT_MESSAGES.contactUpdated : CLIENT_MESSAGES.contactCreated);
      onClose();
    } catch (error) {
      if (conflict.handle(error)) return;
      const message = apiErrorMessage(error);
      const code = domainCodeOf(error);
      if (code === "CONTACT_EMAIL_DUPLICATE" && !confirmDuplicate) {
        const yes = await confirm(message, {
          title: "Contact en double ?",
          confirmLabel: "Enregistrer quand même",
        });
        if (yes) await send(true, basedOn);
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
      {conflict.dialog}
    </FormModal>
  );
}
