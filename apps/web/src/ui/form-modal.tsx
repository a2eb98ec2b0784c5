import type { ReactNode } from "react";
import { Button } from "./button";
import { Modal, type ModalProps } from "./modal";

interface FormModalProps {
  title: string;
  /** The form's id, which the footer's 'Enregistrer' submits. */
  formId: string;
  saving: boolean;
  /** The browser's own submission is prevented. */
  onSubmit(): void;
  onClose(): void;
  size?: ModalProps["size"];
  /** The form's own class ('stack', …). */
  className?: string;
  children: ReactNode;
}

/**
 * A form in a modal: an outside click does not close it (typed input would be lost), 'Annuler' is
 * locked while saving and 'Enregistrer' submits the form.
 */
export function FormModal({
  title,
  formId,
  saving,
  onSubmit,
  onClose,
  size,
  className,
  children,
}: FormModalProps) {
  return (
    <Modal
      open
      size={size}
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
      <form
        id={formId}
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          // React sends events up its own tree, through the portal: a form modal opened from inside
          // another form (time spent from the task modal) must not submit that form too.
          event.stopPropagation();
          onSubmit();
        }}
        noValidate
      >
        {children}
      </form>
    </Modal>
  );
}
