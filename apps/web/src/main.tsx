// The global base first: the components' own stylesheets come after it and may refine it.
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { ApiProvider } from "./lib/api-provider";
import { ConfirmProvider } from "./ui/confirm";
import { ToastProvider } from "./ui/toast";

const container = document.getElementById("root");
if (!container) throw new Error("#root introuvable dans index.html");

createRoot(container).render(
  <StrictMode>
    <ApiProvider>
      <ToastProvider>
        <ConfirmProvider>
          <App />
        </ConfirmProvider>
      </ToastProvider>
    </ApiProvider>
  </StrictMode>,
);
