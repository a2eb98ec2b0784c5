import type { FormEvent, ReactNode } from "react";
import { Button } from "../../ui/button";
import { Modal } from "../../ui/modal";

interface ClientFormModalProps {
  title: string;
  /** The form's id, which the footer's 'Enregistrer' submits. */
  formId: string;
  saving: boolean;
  onSubmit(event: FormEvent): void;
  onClose(): void;
  children: ReactNode;
}

/**
 * A form of the client sheet in a modal: an outside click does not close it (typed input would be
 * lost), 'Annuler' is locked while saving and 'Enregistrer' submits the form.
 */
export function ClientFormModal({
  title,
  formId,
  saving,
  onSubmit,
  onClose,
  children,
}: ClientFormModalProps) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      dismissable={false}
      footer={
        <>
          <Button onClick={onClose} disabled={saving}>
            Annuler
          </Button>
          <Button variant="primary" type="submit" form={formId} busy={saving}>
            Enregistrer
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
