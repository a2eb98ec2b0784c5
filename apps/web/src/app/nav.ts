import type { SessionUser } from "../lib/trpc";
import { type Access, canAccess } from "./access";
import { findRoute, type RouteName } from "./paths";

/** A link is shown to whoever may open its route (the route table's `access`). */
export interface NavLink {
  kind: "link";
  label: string;
  route: RouteName;
}

/** A small heading inside a dropdown ('Ventes', 'Achats', 'Données financières'). */
export interface NavHeader {
  kind: "header";
  label: string;
  access?: Access;
}

export interface NavDivider {
  kind: "divider";
}

export type NavMenuItem = NavLink | NavHeader | NavDivider;

export interface NavMenu {
  kind: "menu";
  /** Used for ids and tests. */
  key: string;
  label: string;
  items: NavMenuItem[];
}

export type NavEntry = NavLink | NavMenu;

const link = (label: string, route: RouteName): NavLink => ({ kind: "link", label, route });
const header = (label: string, access?: Access): NavHeader => ({ kind: "header", label, access });
const divider: NavDivider = { kind: "divider" };

/** The top bar of spec document 1, section 2.1, in its order. */
export const navigation: NavEntry[] = [
  link("Leads", "admin-tronc-commun-lead"),
  {
    kind: "menu",
    key: "activity",
    label: "Activité",
    items: [
      link("Projets", "admin-tronc-commun-projects-list"),
      link("PV de livraison", "admin-tronc-commun-delivery-reports"),
      link("Tâches", "admin-tronc-commun-task-list"),
      link("Gantt", "admin-tronc-commun-gantt"),
      link("Temps passé", "admin-tronc-commun-task-report-tracking"),
      link("Congés", "admin-dayoff-list"),
      link("Calendrier des events", "admin-event-calendar"),
    ],
  },
  link("Clients", "admin-tronc-commun-companies"),
  {
    kind: "menu",
    key: "configuration",
    label: "Configuration",
    items: [
      link("Type de tâche", "admin-tronc-commun-task-type-list"),
      link("Produits des entreprises du groupe", "admin-tronc-commun-triangle-products-list"),
    ],
  },
  {
    kind: "menu",
    key: "accounting",
    label: "Comptabilité",
    items: [
      header("Ventes"),
      link("Devis client", "admin-tronc-commun-compta-quotation-list"),
      link("Factures client", "admin-compta-invoice-list"),
      link("Avoirs client", "admin-compta-credit-list"),
      link("Encaissements client", "admin-tronc-commun-compta-customer-payment-collection"),
      divider,
      header("Achats"),
      link("Bons de commande", "admin-compta-purchase-order-list"),
      link("Factures fournisseur", "admin-compta-supplier-invoice-list"),
      divider,
      // The spec's 'Données financières' header, shown to super admins (docs/decisions.md, Web shell).
      header("Données financières", "superAdmin"),
      link("TVA", "admin-tronc-commun-compta-tva-list"),
      link("Comptes bancaires", "admin-compta-bank-account-list"),
      link("Exports", "admin-compta-export-list"),
      link("Prévisionnel", "admin-tronc-commun-financial-forecast"),
      link("Charges prévisionnelles", "admin-tronc-commun-financial-forecast-charges"),
    ],
  },
  {
    kind: "menu",
    key: "purchases",
    label: "Achats",
    items: [
      link("Liste des fournisseurs", "admin-tronc-commun-supplier-list"),
      link("Liste des produits des fournisseurs", "admin-tronc-commun-products-type-list"),
    ],
  },
  {
    kind: "menu",
    key: "super-admin",
    label: "Super Admin",
    items: [
      link("Utilisateurs", "admin-tronc-commun-user"),
      link("Entreprises", "admin-tronc-commun-company"),
      link("Coach IA", "admin-tronc-commun-coach-ia"),
      link("Tâches en échec", "admin-tronc-commun-failed-jobs"),
    ],
  },
  link("Alertes", "admin-tronc-commun-alert-list"),
  link("Matériel", "admin-material-list"),
  link("Aide", "admin-tronc-commun-tutorials"),
];

function visible(user: SessionUser, item: NavMenuItem): boolean {
  if (item.kind === "link") return canAccess(user, findRoute(item.route).access);
  return item.kind === "divider" || canAccess(user, item.access);
}

/**
 * The navigation a user sees: links to the routes the session may open, headers by their access,
 * no dangling dividers, no menu left empty.
 */
export function navigationFor(user: SessionUser): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const entry of navigation) {
    if (entry.kind === "link") {
      if (visible(user, entry)) entries.push(entry);
      continue;
    }
    const items = entry.items.filter((item) => visible(user, item));
    const trimmed = items.filter(
      (item, index) => item.kind !== "divider" || (index > 0 && items[index + 1]?.kind !== "divider"),
    );
    if (trimmed.some((item) => item.kind === "link")) entries.push({ ...entry, items: trimmed });
  }
  return entries;
}

export interface NavSection {
  header?: string;
  links: NavLink[];
}

/** A dropdown's items as sections: a divider or a header starts a new one. */
export function menuSections(items: NavMenuItem[]): NavSection[] {
  const sections: NavSection[] = [];
  let current: NavSection | null = null;
  for (const item of items) {
    if (item.kind === "divider") {
      current = null;
    } else if (item.kind === "header") {
      current = { header: item.label, links: [] };
      sections.push(current);
    } else {
      if (!current) {
        current = { links: [] };
        sections.push(current);
      }
      current.links.push(item);
    }
  }
  return sections.filter((section) => section.links.length > 0);
}

/** The menu's label of a route ('Leads'), or its title when the menu does not list it. */
export function navLabel(route: RouteName): string {
  for (const entry of navigation) {
    const links = entry.kind === "link" ? [entry] : entry.items;
    const found = links.find((item) => item.kind === "link" && item.route === route);
    if (found?.kind === "link") return found.label;
  }
  return findRoute(route).title;
}
