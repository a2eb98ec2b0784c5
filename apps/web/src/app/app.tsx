import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "wouter";
import LoginPage from "../features/auth/login-page";
import { apiErrorMessage } from "../lib/api-error";
import { LOGIN_PATH, redirectToLogin } from "../lib/session-redirect";
import { trpc } from "../lib/trpc";
import { Spinner } from "../ui/spinner";
import { SessionContext } from "./session";
import { Shell } from "./shell";

const PublicDeliveryReportPage = lazy(
  () => import("../features/work/delivery-reports/public-delivery-report-page"),
);
const PUBLIC_DELIVERY_REPORT = /^\/pv\/([^/]+)$/;

/** The session gate: the login page, a client's delivery report link, or the shell for a signed-in user. */
export function App() {
  const [location] = useLocation();
  if (location === LOGIN_PATH) return <LoginPage />;
  const deliveryReport = PUBLIC_DELIVERY_REPORT.exec(location);
  if (deliveryReport?.[1]) {
    return (
      <Suspense fallback={<Spinner label="Chargement…" />}>
        <PublicDeliveryReportPage token={deliveryReport[1]} />
      </Suspense>
    );
  }
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
