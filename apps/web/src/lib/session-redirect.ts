import { navigate } from "wouter/use-browser-location";

export const LOGIN_PATH = "/login";

/** Where to go back after signing in: a same-site path only (never an absolute URL). */
export function safeNextPath(next: string | null): string | null {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith(LOGIN_PATH)) return null;
  return next;
}

/** Sends the browser to the login page, remembering where it was. */
export function redirectToLogin(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname === LOGIN_PATH) return;
  const next = safeNextPath(here);
  navigate(next ? `${LOGIN_PATH}?next=${encodeURIComponent(next)}` : LOGIN_PATH, { replace: true });
}
