// The global base first: the components' own stylesheets come after it and may refine it.
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadRoute } from "./app/route-screen";
import { ApiProvider, createApi } from "./lib/api-provider";
import { LOGIN_PATH } from "./lib/session-redirect";
import { ConfirmProvider } from "./ui/confirm";
import { ToastProvider } from "./ui/toast";

const container = document.getElementById("root");
if (!container) throw new Error("#root introuvable dans index.html");

const api = createApi();
if (window.location.pathname !== LOGIN_PATH) {
  // The session, the page's code and its data start now, side by side; the queries share one batch
  // (signed out, the batch answers 207: the session says so without a 401 in the console).
  void api.utils.session.current.prefetch(undefined, { staleTime: Number.POSITIVE_INFINITY });
  preloadRoute(window.location.pathname, api.utils);
}

createRoot(container).render(
  <StrictMode>
    <ApiProvider api={api}>
      <ToastProvider>
        <ConfirmProvider>
          <App />
        </ConfirmProvider>
      </ToastProvider>
    </ApiProvider>
  </StrictMode>,
);
