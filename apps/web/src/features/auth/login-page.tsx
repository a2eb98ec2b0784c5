import { type FormEvent, useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { ADMIN_BASE } from "../../app/paths";
import { apiErrorMessage, postJson } from "../../lib/api-error";
import { safeNextPath } from "../../lib/session-redirect";
import { type SessionUser, trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import "./login.css";

/** 'Connexion': e-mail and password, the server's French message on failure. */
export default function LoginPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const next = safeNextPath(new URLSearchParams(search).get("next")) ?? ADMIN_BASE;
  const utils = trpc.useUtils();
  const session = trpc.session.current.useQuery();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => emailRef.current?.focus(), []);

  // Already signed in (a bookmark to /login, the back button): go on.
  useEffect(() => {
    if (session.data) navigate(next, { replace: true });
  }, [session.data, navigate, next]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const user = await postJson<SessionUser>("/api/login", { email, password });
      utils.session.current.setData(undefined, user);
      navigate(next, { replace: true });
    } catch (failure) {
      setError(apiErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <main className="login-page">
      <form className="login-card" onSubmit={submit} noValidate>
        <div className="login-brand">
          <span className="brand-mark" aria-hidden="true">
            TC
          </span>
          <span>Tronc Commun</span>
        </div>
        <h1>Connexion</h1>
        {error && (
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
        )}
        <div className="field">
          <label htmlFor="login-email">Adresse e-mail</label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            ref={emailRef}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">Mot de passe</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <Button type="submit" variant="primary" className="btn-block" busy={busy}>
          Se connecter
        </Button>
      </form>
    </main>
  );
}
