import { Component, type ErrorInfo, type ReactNode } from "react";
import "./notice.css";

interface State {
  failed: boolean;
}

/** Keeps a screen's crash inside the page: the top bar stays usable. */
export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="card notice-card" role="alert">
        <p className="notice-title">Cet écran a rencontré une erreur.</p>
        <p className="muted">Rechargez la page ; si le problème persiste, prévenez l'équipe technique.</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Recharger la page
        </button>
      </div>
    );
  }
}
