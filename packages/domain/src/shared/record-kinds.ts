/**
 * The kinds of record a person can find (GET /api/search?kinds=) and whose history they can read
 * (GET /api/history/{kind}/{id}): one name per kind on every surface, with its French label.
 */
export const RECORD_KINDS = {
  lead: { label: "Lead", plural: "Leads" },
  client: { label: "Client", plural: "Clients" },
  contact: { label: "Contact", plural: "Contacts" },
  quotation: { label: "Devis", plural: "Devis" },
  invoice: { label: "Facture", plural: "Factures" },
  "credit-note": { label: "Avoir", plural: "Avoirs" },
  "supplier-invoice": { label: "Facture fournisseur", plural: "Factures fournisseurs" },
  supplier: { label: "Fournisseur", plural: "Fournisseurs" },
  "purchase-order": { label: "Bon de commande", plural: "Bons de commande" },
  project: { label: "Projet", plural: "Projets" },
  task: { label: "Tâche", plural: "Tâches" },
  material: { label: "Matériel", plural: "Matériels" },
  charge: { label: "Charge", plural: "Charges" },
  user: { label: "Utilisateur", plural: "Utilisateurs" },
} as const satisfies Record<string, { label: string; plural: string }>;

export type RecordKind = keyof typeof RECORD_KINDS;

export const RECORD_KIND_NAMES = Object.keys(RECORD_KINDS) as RecordKind[];

export const isRecordKind = (value: string): value is RecordKind => Object.hasOwn(RECORD_KINDS, value);
