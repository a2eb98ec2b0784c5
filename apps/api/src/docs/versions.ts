import { z } from "zod";
import type { JsonSchema } from "./json-schema";
import type { ProcedureDef, ProcedureTable } from "./policies";

/**
 * How the documentation tells the versions (issue 29, no lost update): which operations check one,
 * the If-Match header and the ETag, the 409. Read from the procedures' inputs: a procedure whose
 * input has a `version` field is a versioned write.
 */
export function isVersionedProcedure(procedure: ProcedureDef | undefined): boolean {
  const inputs = (procedure?._def.inputs ?? []) as z.ZodType[];
  return inputs.some((input) => input instanceof z.ZodObject && "version" in input.shape);
}

export const writesVersioned = (procedures: ProcedureTable, paths: readonly string[]) =>
  paths.some((path) => isVersionedProcedure(procedures[path]));

export const VERSIONS_OVERVIEW = [
  "Versions (pas de mise à jour perdue) : chaque fiche modifiable porte un champ `version`, un entier augmenté à chaque écriture. La lecture d'une fiche (GET) le renvoie, avec l'en-tête `ETag: W/\"<@type>-<id>-<version>\"`.",
  "Hydra : un PUT peut nommer la version qu'il a lue, par l'en-tête `If-Match` (l'ETag reçu) ou par le champ `version` du corps ; une version dépassée est refusée par un 409 dont le message dit qui a modifié la fiche et quand (« Ce devis a été modifié par Hugo Petit à 14 h 32 pendant votre saisie »), et rien n'est écrit. Sans `If-Match` ni `version` (ou `If-Match: *`), le PUT écrit comme avant. Un ETag d'une autre fiche ou qui n'est pas de cette API, une version qui n'est pas un entier positif, ou un en-tête et un champ qui se contredisent : 400.",
  "tRPC : les procédures de modification de ces fiches exigent `version` (la version lue) ; absente ou invalide : 400 ; dépassée : 409 avec la même phrase.",
].join("\n\n");

export const VERSIONED_PUT_SENTENCE =
  "Version : `If-Match` (l'ETag du GET) ou le champ `version` du corps ; dépassée → 409 (qui et quand), rien n'est écrit ; aucune → écrit comme avant.";

export const VERSIONED_TRPC_SENTENCE =
  "Version : `version` obligatoire (celle lue avec la fiche) ; dépassée → 409 avec qui a modifié la fiche et quand.";

export const ifMatchParameter: JsonSchema = {
  name: "If-Match",
  in: "header",
  required: false,
  description:
    "L'ETag renvoyé par le GET de la fiche (`W/\"<@type>-<id>-<version>\"`), ou `*` (n'importe quelle version). Absent : le PUT écrit comme avant.",
  schema: { type: "string", example: 'W/"TroncCommunProject-12-3"' },
};

export const etagHeader: JsonSchema = {
  ETag: {
    description: 'La version lue : `W/"<@type>-<id>-<version>"`, à renvoyer dans `If-Match` au PUT.',
    schema: { type: "string" },
  },
};

export const CONFLICT_DESCRIPTION =
  "Modifiée entre-temps : le message dit qui a modifié la fiche et quand ; relisez-la (GET) puis renvoyez votre modification sur la version lue.";
