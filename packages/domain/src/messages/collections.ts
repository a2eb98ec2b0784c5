/** Customer collections ('Encaissements client') and the client sheet's accounting block. */
export const COLLECTION_MESSAGES = {
  // decided wording where the spec is silent
  COLLECTION_LIST_EMPTY: "Aucun encaissement ne correspond à cette recherche",
} as const;
