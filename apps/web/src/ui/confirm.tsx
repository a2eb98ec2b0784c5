import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

export interface ConfirmOptions {
  /** 'Confirmer' unless told ('Supprimer'). */
  confirmLabel?: string;
  /** 'Annuler' unless told ('Continuer la saisie'). */
  cancelLabel?: string;
  /** Focus starts on the cancel button: Enter keeps what is safe (typed input is not thrown away). */
  focusCancel?: boolean;
  danger?: boolean;
  title?: string;
}

type ConfirmFn = (message: string, options?: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<ConfirmFn | null>(null);

interface Pending extends ConfirmOptions {
  message: string;
}

/** One confirmation dialog for the app; screens call `await confirm("Confirmez-vous … ?")`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<ConfirmFn>((message, options = {}) => {
    resolver.current?.(false);
    setPending({ message, ...options });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setPending(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) answer(false);
        }}
        size="sm"
        title={pending?.title ?? "Confirmation"}
        description={pending?.message}
        footer={
          <>
            <Button onClick={() => answer(false)} data-autofocus={pending?.focusCancel === true || undefined}>
              {pending?.cancelLabel ?? "Annuler"}
            </Button>
            <Button
              variant={pending?.danger ? "danger" : "primary"}
              onClick={() => answer(true)}
              data-autofocus={pending?.focusCancel !== true || undefined}
            >
              {pending?.confirmLabel ?? "Confirmer"}
            </Button>
          </>
        }
      />
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm("Confirmez-vous la suppression de ce fichier ?")) …` */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm() hors de <ConfirmProvider>");
  return confirm;
}
