import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useRef } from "react";
import "./modal.css";

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom right ('Annuler', 'Enregistrer'). */
  footer?: ReactNode;
  /** "lg": wide, body scrolls inside the window (recommendation modal, task modal). */
  size?: "sm" | "md" | "lg";
  /** Refuse closing on outside click (forms with unsaved input). */
  dismissable?: boolean;
}

/**
 * A dialog on Radix: focus trapped, Escape closes, title announced. The focus starts on the element
 * marked `data-autofocus` if any (a question's safe answer), else on the first one that takes it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = "md",
  dismissable = true,
}: ModalProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          ref={contentRef}
          className={`modal modal-${size}`}
          onOpenAutoFocus={(event) => {
            const wanted = contentRef.current?.querySelector<HTMLElement>("[data-autofocus]");
            if (!wanted) return;
            event.preventDefault();
            wanted.focus();
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
          onPointerDownOutside={(event) => {
            if (!dismissable) event.preventDefault();
          }}
        >
          <div className="modal-header">
            <Dialog.Title className="modal-title">{title}</Dialog.Title>
            <Dialog.Close className="modal-close" aria-label="Fermer">
              ×
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="modal-description">{description}</Dialog.Description>
          ) : null}
          {children !== undefined && <div className="modal-body">{children}</div>}
          {footer && <div className="modal-footer">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
