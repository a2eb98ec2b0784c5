import { Link } from "wouter";
import { canAccess } from "../../app/access";
import { navLabel } from "../../app/nav";
import { findRoute, type RouteName, routeUrl } from "../../app/paths";
import { useSessionUser } from "../../app/session";
import { PageHeader } from "../../ui/page-header";
import "./home.css";

/** A shortcut is a route with a line of description; its label and access are the menu's and the route's. */
const shortcuts: [RouteName, string][] = [
  ["admin-tronc-commun-lead", "Suivre les prospects et leurs rappels"],
  ["admin-tronc-commun-projects-list", "Projets en cours et livraisons"],
  ["admin-tronc-commun-task-list", "Vos tâches et celles de l'équipe"],
  ["admin-dayoff-list", "Calendrier et demandes de congés"],
  ["admin-tronc-commun-companies", "Fiches clients et contacts"],
  ["admin-tronc-commun-compta-quotation-list", "Devis et recommandations"],
  ["admin-compta-invoice-list", "Facturation et relances"],
  ["admin-tronc-commun-financial-forecast", "Budget prévisionnel du groupe"],
  ["admin-tronc-commun-alert-list", "Alertes à traiter"],
];

/** 'Tableau de bord Tronc Commun': welcome and shortcuts until the task dashboard lands here. */
export default function HomePage() {
  const user = useSessionUser();
  const visible = shortcuts.filter(([route]) => canAccess(user, findRoute(route).access));
  const companies = user.triangleCompanies
    .filter((company) => company.isActive)
    .map((company) => company.name);
  return (
    <>
      <PageHeader
        title="Tableau de bord Tronc Commun"
        subtitle={`Bonjour ${user.fullname}${companies.length ? ` — ${companies.join(", ")}` : ""}`}
      />
      <section aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" className="section-title">
          Accès rapides
        </h2>
        <ul className="shortcut-grid">
          {visible.map(([route, description]) => (
            <li key={route}>
              <Link href={routeUrl(route)} className="shortcut card">
                <span className="shortcut-label">{navLabel(route)}</span>
                <span className="shortcut-description">{description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
