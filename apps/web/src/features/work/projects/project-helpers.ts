import { DEFAULT_PROJECT_LIST_STATES, hasSearchableTerm, PAGE_SIZES, type ProjectState } from "@tronc/domain";
import type { RouteLoader } from "../../../app/lazy-screen";
import { type ListState, readListState } from "../../../hooks/use-list-state";
import type { RouterOutputs } from "../../../lib/trpc";

export type ProjectView = RouterOutputs["project"]["get"];
export type ProjectCardData = RouterOutputs["project"]["search"]["items"][number];
export type ProjectOptions = RouterOutputs["lead"]["options"];

export const PROJECT_MESSAGES = {
  updated: "Projet mis à jour",
  manualNote:
    "Un projet créé manuellement, sans lead, ne peut pas être facturé à un client ni à une entreprise du groupe : il doit rester interne.",
  filesBeforeSave: "Enregistrez le projet pour insérer des PJ",
  fileDeleteConfirm: "Confirmez-vous la suppression de ce fichier ?",
  fileDeleted: "Fichier effacé",
} as const;

export interface ProjectListFilters {
  companyId: number | null;
  /** Shown beside the client filter once chosen. */
  companyName: string | null;
  projectManagerId: number | null;
  states: ProjectState[];
  triangleCompanyId: number | null;
}

export const DEFAULT_PROJECT_FILTERS: ProjectListFilters = {
  companyId: null,
  companyName: null,
  projectManagerId: null,
  states: [...DEFAULT_PROJECT_LIST_STATES],
  triangleCompanyId: null,
};

/** The list's key in the browser session (search, filters, page and scroll remembered). */
export const PROJECT_LIST_KEY = "projects";
export const PROJECT_OPTIONS_STALE_MS = 5 * 60_000;

/** `project.search`'s input for a list state: the screen and its loader ask the very same query. */
export function projectSearchInput({ search, filters, page }: ListState<ProjectListFilters>) {
  return {
    q: hasSearchableTerm(search) ? search.trim() : undefined,
    states: filters.states,
    companyId: filters.companyId ?? undefined,
    projectManagerId: filters.projectManagerId ?? undefined,
    triangleCompanyId: filters.triangleCompanyId ?? undefined,
    page,
    pageSize: PAGE_SIZES.projects,
  };
}

/** 'Liste des Projets': the remembered page and the filter options, while the screen's code loads. */
export const projectListLoader: RouteLoader = (utils) => {
  const state = readListState(PROJECT_LIST_KEY, { filters: DEFAULT_PROJECT_FILTERS });
  void utils.project.search.prefetch(projectSearchInput(state));
  void utils.lead.options.prefetch(undefined, { staleTime: PROJECT_OPTIONS_STALE_MS });
};

export const projectCountLabel = (total: number) => `${total.toLocaleString("fr-FR")} projet(s)`;

/** '1,75' h: hours as French decimals. */
export const frenchHours = (hours: string) =>
  Number(hours).toLocaleString("fr-FR", { maximumFractionDigits: 2 });
