/** The one table of collection paths on the shim: the IRIs of rows and of what they reference. */
export const PATHS = {
  leads: "/api/tronc-commun/tronc_commun_leads",
  leadSearch: "/api/tronc-commun/lead-search",
  contactForms: "/api/tronc-commun/tronc_commun_contact_forms",
  calls: "/api/tronc-commun/tronc_commun_calls",
  projects: "/api/tronc-commun/tronc_commun_projects",
  companies: "/api/companies",
  companiesSearch: "/api/companies-search",
  contacts: "/api/company_contacts",
  contactsSearch: "/api/company_contacts-search",
  triangleCustomers: "/api/tronc-commun/triangle_customers",
  triangleCompanies: "/api/tronc-commun/triangle_companies",
  users: "/api/users",
  coaches: "/api/diam/coach_i_a_users",
  coachesSearch: "/api/diam/coach_i_a_users-search",
  files: "/api/files",
  addresses: "/api/addresses",
  dayOffs: "/api/tronc-commun/day_offs",
  dayOffsSearch: "/api/tronc-commun/day_offs-search",
  vatRates: "/api/compta/tvas",
} as const;

export type CollectionPath = (typeof PATHS)[keyof typeof PATHS];

/** What a reference to a collection designates, for the French message of a wrong reference. */
export const PATH_LABELS: Partial<Record<CollectionPath, string>> = {
  [PATHS.leads]: "un lead",
  [PATHS.contactForms]: "un formulaire de contact",
  [PATHS.calls]: "un échange",
  [PATHS.projects]: "un projet",
  [PATHS.companies]: "une entreprise cliente",
  [PATHS.contacts]: "un contact",
  [PATHS.triangleCustomers]: "un lien client",
  [PATHS.triangleCompanies]: "une entreprise du groupe",
  [PATHS.users]: "un utilisateur",
  [PATHS.coaches]: "un coach IA",
  [PATHS.files]: "un fichier",
  [PATHS.addresses]: "une adresse",
  [PATHS.dayOffs]: "un congé",
  [PATHS.vatRates]: "une TVA",
};
