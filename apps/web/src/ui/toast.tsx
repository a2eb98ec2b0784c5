import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import "./toast.css";

export type ToastKind = "success" | "error" | "warning" | "info";
export interface ToastOptions {
  /** Bottom-left by default; "top" where the spec asks for it. */
  position?: "top" | "bottom";
  /** Milliseconds before it goes away (5 s by default). */
  duration?: number;
}

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  position: "top" | "bottom";
}

type Notify = (message: string, options?: ToastOptions) => void;
export interface ToastApi {
  success: Notify;
  error: Notify;
  warning: Notify;
  info: Notify;
}

const ToastContext = createContext<ToastApi | null>(null);
const DEFAULT_DURATION = 5000;
const icons: Record<ToastKind, string> = { success: "✓", error: "!", warning: "!", info: "i" };

/** Toasts for the whole app: `const toast = useToast(); toast.success("Enregistré")`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);

  const api = useMemo<ToastApi>(() => {
    const push = (kind: ToastKind): Notify => {
      return (message, options = {}) => {
        const id = nextId.current++;
        setToasts((all) => [...all, { id, kind, message, position: options.position ?? "bottom" }]);
        window.setTimeout(() => dismiss(id), options.duration ?? DEFAULT_DURATION);
      };
    };
    return { success: push("success"), error: push("error"), warning: push("warning"), info: push("info") };
  }, [dismiss]);

  const region = (position: "top" | "bottom") => (
    <div className={`toast-region toast-region-${position}`}>
      {toasts
        .filter((toast) => toast.position === position)
        .map((toast) => (
          <div
            key={toast.id}
            className={`toast toast-${toast.kind}`}
            role={toast.kind === "error" || toast.kind === "warning" ? "alert" : "status"}
          >
            <span className="toast-icon" aria-hidden="true">
              {icons[toast.kind]}
            </span>
            <span className="toast-message">{toast.message}</span>
            <button
              type="button"
              className="toast-close"
              aria-label="Fermer"
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
    </div>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {region("top")}
      {region("bottom")}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() hors de <ToastProvider>");
  return api;
}
