import { createContext, useContext } from "react";
import type { SessionUser } from "../lib/trpc";

export const SessionContext = createContext<SessionUser | null>(null);

/** The signed-in user; only for components inside the session gate (every screen). */
export function useSessionUser(): SessionUser {
  const user = useContext(SessionContext);
  if (!user) throw new Error("useSessionUser() hors de la session");
  return user;
}
