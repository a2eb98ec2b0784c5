import { Link } from "wouter";
import { type RouteName, routeUrl } from "../../app/routes";
import { useSessionUser } from "../../app/session";
import { PageHeader } from "../../ui/page-header";

interface Shortcut {
  label: string;
  description: string;
  route: RouteName;
  flag?: "isSuperAdmin" | "isCompta" | "isReadAlert";
}

const shortcuts: Shortcut[] = [
  { label: "Leads", description: "Suivre les prospects et leurs rappels", route: "admin-tronc-commun-lead" },
  {
    label: "Projets",
    description: "Projets en cours et livraisons",
    route: "admin-tronc-commun-projects-list",
  },
  { label: "Tâches", description: "Vos tâches et celles de l'équipe", route: "admin-tronc-commun-task-list" },
  { label: "Congés", description: "Calendrier et demandes de congés", route: "admin-dayoff-list" },
  { label: "Clients", description: "Fiches clients et contacts", route: "admin-tronc-commun-companies" },
  {
    label: "Devis client",
    description: "Devis et recommandations",
    route: "admin-tronc-commun-compta-quotation-list",
  },
  { label: "Factures client", description: "Facturation et relances", route: "admin-compta-invoice-list" },
  {
    label: "Prévisionnel",
    description: "Budget prévisionnel du groupe",
    route: "admin-tronc-commun-financial-forecast",
    flag: "isCompta",
  },
  {
    label: "Alertes",
    description: "Alertes à traiter",
    route: "admin-tronc-commun-alert-list",
    flag: "isReadAlert",
  },
];

/** 'Tableau de bord Tronc Commun': welcome and shortcuts until the task dashboard lands here. */
export default function HomePage() {
  const user = useSessionUser();
  const visible = shortcuts.filter((shortcut) => !shortcut.flag || user[shortcut.flag]);
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
          {visible.map((shortcut) => (
            <li key={shortcut.route}>
              <Link href={routeUrl(shortcut.route)} className="shortcut card">
                <span className="shortcut-label">{shortcut.label}</span>
                <span className="shortcut-description">{shortcut.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
