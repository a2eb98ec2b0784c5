import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "./button";
import { Modal, type ModalProps } from "./modal";
import { useConfirmLeave } from "./unsaved-changes";

interface FormModalProps {
  title: string;
  /** The form's id, which the footer's 'Enregistrer' submits. */
  formId: string;
  saving: boolean;
  /** The browser's own submission is prevented. */
  onSubmit(): void;
  onClose(): void;
  /**
   * Whether the form holds unsaved input. Unless told, the form knows it by itself: anything typed,
   * chosen or ticked inside it.
   */
  dirty?: boolean;
  size?: ModalProps["size"];
  /** The form's own class ('stack', …). */
  className?: string;
  children: ReactNode;
}

/**
 * A form in a modal: an outside click does not close it (typed input would be lost), 'Annuler' is
 * locked while saving and 'Enregistrer' submits the form, as Enter does in any of its fields. Closing
 * it (Escape, ×, 'Annuler') with unsaved input asks 'Vous avez des modifications non enregistrées'
 * first; the screen's own onClose after a save does not.
 */
export function FormModal({
  title,
  formId,
  saving,
  onSubmit,
  onClose,
  dirty,
  size,
  className,
  children,
}: FormModalProps) {
  const [touched, setTouched] = useState(false);
  const confirmLeave = useConfirmLeave();
  const requestClose = async () => {
    if (saving) return;
    if (!(dirty ?? touched) || (await confirmLeave())) onClose();
  };
  // React sends events up its own tree, through portals: only this form's own fields count, not
  // those of a form modal opened from inside it.
  const markTouched = (event: FormEvent<HTMLFormElement>) => {
    if ((event.target as Element).closest?.("form") === event.currentTarget) setTouched(true);
  };
  return (
    <Modal
      open
      size={size}
      onOpenChange={(open) => !open && void requestClose()}
      title={title}
      dismissable={false}
      footer={
        <>
          <Button onClick={() => void requestClose()} disabled={saving}>
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
        onInput={markTouched}
        onChange={markTouched}
        onSubmit={(event) => {
          event.preventDefault();
          // A form modal opened from inside another form (time spent from the task modal) must not
          // submit that form too.
          event.stopPropagation();
          onSubmit();
          // A refused submit: the first field in error takes the focus (its message is read with it).
          const form = event.currentTarget;
          requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        }}
        noValidate
      >
        {children}
      </form>
    </Modal>
  );
}
