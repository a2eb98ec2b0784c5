import type { Access } from "./access";

/** Every admin path sits under this prefix (spec document 3, section 2.1). */
export const ADMIN_BASE = "/tronc-commun/admin";

/** What a screen receives: the route's parameters (`id` for edit screens). */
export interface ScreenProps {
  params: Record<string, string | undefined>;
}

export interface RouteDef {
  /** The spec's route name, kept as the identifier. */
  name: string;
  /** Path under ADMIN_BASE, or from the site root when `absolute`. */
  path: string;
  /** French title, shown by the "bientôt disponible" page until the screen exists. */
  title: string;
  access?: Access;
  absolute?: boolean;
}

/**
 * The route table: names, paths, titles and who may open them. No React and no screen here, so
 * that features and the menu import paths without importing the screens (the lazy table is
 * `screens.ts`, keyed by route name).
 */
export const routes = [
  {
    name: "admin-tronc-commun-home",
    path: "/",
    title: "Tableau de bord Tronc Commun",
  },
  // Sales and leave (document 1)
  {
    name: "admin-tronc-commun-lead",
    path: "/lead",
    title: "Liste des Leads",
  },
  {
    name: "admin-tronc-commun-edit-lead",
    path: "/lead/edit/:id",
    title: "Fiche lead",
  },
  // The lead area's recommendation list with search (doc 1 §2.7; its name and path are decided).
  {
    name: "admin-tronc-commun-recommendation-list",
    path: "/lead/recommendations",
    title: "Recommandations",
  },
  {
    name: "admin-dayoff-list",
    path: "/dayoff",
    title: "Congés",
  },
  // Operations and master data (document 2)
  { name: "admin-tronc-commun-projects-list", path: "/projects", title: "Liste des Projets" },
  { name: "admin-tronc-commun-projects-edit", path: "/projects/:id", title: "Détail du projet" },
  { name: "admin-tronc-commun-task-list", path: "/task", title: "Tâches" },
  { name: "admin-tronc-commun-task-edit", path: "/task/:id", title: "Tâche" },
  { name: "admin-tronc-commun-task-type-list", path: "/task-type", title: "Types de tâche" },
  { name: "admin-tronc-commun-task-type-edit", path: "/task-type/:id", title: "Type de tâche" },
  {
    name: "admin-tronc-commun-companies",
    path: "/companies",
    title: "Clients",
  },
  {
    name: "admin-tronc-commun-company-view",
    path: "/companies/:id",
    title: "Fiche client",
  },
  {
    name: "admin-tronc-commun-user",
    path: "/user",
    title: "Utilisateurs",
    access: "superAdmin",
  },
  {
    name: "admin-tronc-commun-user-edit",
    path: "/user/:id",
    title: "Utilisateur",
    access: "superAdmin",
  },
  {
    name: "admin-tronc-commun-coach-ia",
    path: "/coach-ia",
    title: "Coachs IA",
    access: "superAdmin",
  },
  {
    name: "admin-tronc-commun-coach-ia-edit",
    path: "/coach-ia/:id",
    title: "Coach IA",
    access: "superAdmin",
  },
  {
    name: "admin-tronc-commun-company",
    path: "/company",
    title: "Entreprises du groupe",
    access: "superAdmin",
  },
  {
    name: "admin-tronc-commun-company-edit",
    path: "/company/:id",
    title: "Entreprise du groupe",
    access: "superAdmin",
  },
  { name: "admin-tronc-commun-supplier-list", path: "/suppliers", title: "Liste des fournisseurs" },
  { name: "admin-tronc-commun-supplier-view", path: "/suppliers/:id", title: "Fiche fournisseur" },
  { name: "admin-tronc-commun-supplier-edit", path: "/suppliers/:id/edit", title: "Modifier le fournisseur" },
  { name: "admin-tronc-commun-products-type-list", path: "/products-type", title: "Liste des Produits" },
  { name: "admin-tronc-commun-product-type-view", path: "/product-type/:id", title: "Produit type" },
  {
    name: "admin-tronc-commun-product-type-edit",
    path: "/product-type/:id/edit",
    title: "Modifier le produit type",
  },
  {
    name: "admin-tronc-commun-triangle-products-list",
    path: "/triangle-products",
    title: "Produits des entreprises du groupe",
  },
  {
    name: "admin-tronc-commun-delivery-reports",
    path: "/delivery-reports",
    title: "Liste des PV de livraison",
  },
  { name: "admin-tronc-commun-gantt", path: "/gantt", title: "Gantt" },
  { name: "admin-tronc-commun-task-report-tracking", path: "/task-report-tracking", title: "Temps passé" },
  { name: "admin-event-calendar", path: "/event-calendar", title: "Calendrier des évènements" },
  // Accounting, forecast and support (document 3)
  {
    name: "admin-tronc-commun-compta-quotation-list",
    path: "/compta/quotation",
    title: "Devis client",
  },
  { name: "admin-tronc-commun-compta-quotation-edit", path: "/compta/quotation/:id", title: "Devis" },
  { name: "admin-compta-invoice-list", path: "/compta/invoice", title: "Factures client" },
  { name: "admin-compta-invoice-edit", path: "/compta/invoice/:id", title: "Facture client" },
  { name: "admin-compta-credit-list", path: "/compta/credit", title: "Avoirs client" },
  { name: "admin-compta-credit-edit", path: "/compta/credit/:id", title: "Avoir client" },
  {
    name: "admin-tronc-commun-compta-customer-payment-collection",
    path: "/compta/customer-payment-collection",
    title: "Encaissements client",
  },
  { name: "admin-compta-purchase-order-list", path: "/purchase-order", title: "Bons de commande" },
  { name: "admin-compta-purchase-order-edit", path: "/purchase-order/:id", title: "Bon de commande" },
  { name: "admin-compta-supplier-invoice-list", path: "/supplier-invoice", title: "Factures fournisseur" },
  { name: "admin-compta-supplier-invoice-edit", path: "/supplier-invoice/:id", title: "Facture fournisseur" },
  {
    name: "admin-tronc-commun-compta-tva-list",
    path: "/compta/tva",
    title: "TVA",
  },
  {
    name: "admin-tronc-commun-compta-tva-edit",
    path: "/compta/tva/:id",
    title: "Taux de TVA",
  },
  {
    name: "admin-compta-bank-account-list",
    path: "/compta/bank-accounts",
    title: "Comptes bancaires",
    access: "finance",
  },
  {
    name: "admin-compta-export-list",
    path: "/compta/exports",
    title: "Suivi comptable",
    access: "accounting",
  },
  {
    name: "admin-tronc-commun-financial-forecast",
    path: "/compta/financial-forecast",
    title: "Prévisionnel",
    access: "accounting",
  },
  {
    name: "admin-tronc-commun-financial-forecast-charges",
    path: "/compta/financial-forecast/charges",
    title: "Budget Prévisionnel : liste des charges",
    access: "accounting",
  },
  {
    name: "admin-tronc-commun-alert-list",
    path: "/alerts",
    title: "Liste des Alertes",
    access: "alertReader",
  },
  { name: "admin-material-list", path: "/material", title: "Matériel" },
  { name: "admin-tronc-commun-tutorials", path: "/tutorials", title: "Aide" },
  // Not in the spec: the shared components on one page, for screen engineers (SHELL.md).
  {
    name: "shell-ui-kit",
    path: "/ui-kit",
    title: "Composants de l'interface",
    access: "superAdmin",
  },
  // The separate AI coach area, outside the admin prefix.
  { name: "coach-ia-home", path: "/coach-ia", title: "Espace Coach IA", absolute: true },
  { name: "coach-ia-analyse", path: "/coach-ia/analyse/:id", title: "Analyse Coach IA", absolute: true },
  // The client's page of a delivery report, opened from its link without a session (app.tsx).
  { name: "public-delivery-report", path: "/pv/:token", title: "PV de livraison", absolute: true },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof routes)[number]["name"];
/** One row of the table, with its name typed as a RouteName. */
export type Route = RouteDef & { name: RouteName };

const byName = new Map<string, Route>(routes.map((route) => [route.name, route]));

export function findRoute(name: RouteName): Route {
  const route = byName.get(name);
  if (!route) throw new Error(`Route inconnue : ${name}`);
  return route;
}

/** The full browser path of a route: path under ADMIN_BASE (or absolute) with its parameters filled. */
export function fullPath(route: Pick<RouteDef, "path" | "absolute">): string {
  if (route.absolute) return route.path;
  return route.path === "/" ? ADMIN_BASE : `${ADMIN_BASE}${route.path}`;
}

/** `routeUrl("admin-tronc-commun-edit-lead", { id: 12 })` → '/tronc-commun/admin/lead/edit/12'. */
export function routeUrl(name: RouteName, params: Record<string, string | number> = {}): string {
  return fullPath(findRoute(name)).replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Paramètre « ${key} » manquant pour la route ${name}`);
    return encodeURIComponent(String(value));
  });
}
