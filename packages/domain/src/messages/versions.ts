/** Sentences of the version check: a save based on what a colleague has changed since (issue 29). */
export const VERSION_MESSAGES = {
  VERSION_CONFLICT: "{record} a été {changed} par {person} {when} pendant votre saisie",
  VERSION_INVALID: "La version doit être un nombre entier positif (celle lue avec la fiche)",
  VERSION_REQUIRED: "La version lue avec la fiche est obligatoire",
  IF_MATCH_INVALID:
    "L'en-tête If-Match n'est pas un ETag de cette API : relisez la fiche (GET) et renvoyez son ETag",
  IF_MATCH_OTHER_RECORD:
    "L'en-tête If-Match est l'ETag d'une autre fiche ({etag}) : relisez celle-ci (GET) et renvoyez son ETag",
  IF_MATCH_VERSION_MISMATCH: "L'en-tête If-Match et le champ version ne désignent pas la même version",
} as const;
