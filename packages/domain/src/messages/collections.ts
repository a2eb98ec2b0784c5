/** Customer collections ('Encaissements client') and the client sheet's accounting block. */
export const COLLECTION_MESSAGES = {
  // decided wording where the spec is silent
  COLLECTION_LIST_EMPTY: "Aucun encaissement ne correspond à cette recherche",
  CLIENT_REPORTING_COMPANY_REQUIRED: "Précisez le client : paramètre company (identifiant ou IRI)",
  CLIENT_REPORTING_EMPTY: "Aucune facture numérotée ni aucun avoir validé pour ce client",
  CLIENT_QUOTATIONS_EMPTY: "Aucun devis pour ce client",
  CLIENT_INVOICES_EMPTY: "Aucune facture pour ce client",
  CLIENT_CREDITS_EMPTY: "Aucun avoir pour ce client",
} as const;
