import { useEffect } from "react";
import { useLocation } from "wouter";
import LoginPage from "../features/auth/login-page";
import { apiErrorMessage } from "../lib/api-error";
import { LOGIN_PATH, redirectToLogin } from "../lib/session-redirect";
import { trpc } from "../lib/trpc";
import { Spinner } from "../ui/spinner";
import { SessionContext } from "./session";
import { Shell } from "./shell";

/** The session gate: the login page, or the shell for a signed-in user. */
export function App() {
  const [location] = useLocation();
  if (location === LOGIN_PATH) return <LoginPage />;
  return <SignedIn />;
}

function SignedIn() {
  const session = trpc.session.current.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const user = session.data;

  useEffect(() => {
    if (session.isSuccess && !user) redirectToLogin();
  }, [session.isSuccess, user]);

  if (session.isError) {
    return (
      <main className="login-page">
        <div className="login-card" role="alert">
          <h1>Tronc Commun</h1>
          <p>{apiErrorMessage(session.error)}</p>
          <button type="button" className="btn btn-primary" onClick={() => session.refetch()}>
            Réessayer
          </button>
        </div>
      </main>
    );
  }
  if (!user) return <Spinner label="Chargement de votre session…" />;
  return (
    <SessionContext.Provider value={user}>
      <Shell />
    </SessionContext.Provider>
  );
}
