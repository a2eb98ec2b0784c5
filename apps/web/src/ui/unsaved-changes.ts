import { MESSAGES } from "@tronc/domain";
import { useCallback, useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { useConfirm } from "./confirm";

/** Asks 'Vous avez des modifications non enregistrées': true when the person chooses to leave. */
export function useConfirmLeave(): () => Promise<boolean> {
  const confirm = useConfirm();
  return useCallback(
    () =>
      confirm(MESSAGES.UNSAVED_CHANGES, {
        title: MESSAGES.UNSAVED_CHANGES_TITLE,
        confirmLabel: MESSAGES.UNSAVED_CHANGES_LEAVE,
        cancelLabel: MESSAGES.UNSAVED_CHANGES_STAY,
        focusCancel: true,
        danger: true,
      }),
    [confirm],
  );
}

/** A click that would follow a link of the app in this tab (not a new tab, not a download, not elsewhere). */
function inAppLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.target && link.target !== "_self") return null;
  if (link.hasAttribute("download") || link.origin !== window.location.origin) return null;
  if (link.pathname === window.location.pathname && link.search === window.location.search) return null;
  return link;
}

/**
 * While a screen holds unsaved input: closing or reloading the tab asks the browser's own question
 * (beforeunload), and following a link of the app asks 'Vous avez des modifications non enregistrées'
 * first. The browser's Back button is not held (see docs/decisions.md).
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const confirmLeave = useConfirmLeave();
  const [, navigate] = useLocation();
  const asking = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    // Capture, on the document: before the router's own click handler (on React's root) moves on.
    const click = (event: MouseEvent) => {
      const link = inAppLink(event);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      if (asking.current) return;
      asking.current = true;
      void confirmLeave().then((leave) => {
        asking.current = false;
        if (leave) navigate(`${link.pathname}${link.search}${link.hash}`);
      });
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [dirty, confirmLeave, navigate]);
}
