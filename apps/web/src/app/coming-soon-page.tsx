import { Link } from "wouter";
import { PageHeader } from "../ui/page-header";
import { ADMIN_BASE } from "./paths";
import "./notice.css";

/** What a route shows until its screen is built. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="card notice-card">
        <p className="notice-title">Cet écran sera bientôt disponible.</p>
        <p className="muted">Il fait partie des prochaines livraisons de Tronc Commun.</p>
        <Link href={ADMIN_BASE} className="btn btn-primary">
          Retour à l'accueil
        </Link>
      </div>
    </>
  );
}

/** A route the session's flags do not open (the server refuses it as well). */
export function ForbiddenPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="card notice-card">
        <p className="notice-title">Accès refusé</p>
        <p className="muted">Vous n'avez pas les droits pour afficher cette page.</p>
        <Link href={ADMIN_BASE} className="btn btn-primary">
          Retour à l'accueil
        </Link>
      </div>
    </>
  );
}

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page introuvable" />
      <div className="card notice-card">
        <p className="notice-title">Cette adresse ne correspond à aucune page.</p>
        <Link href={ADMIN_BASE} className="btn btn-primary">
          Retour à l'accueil
        </Link>
      </div>
    </>
  );
}
