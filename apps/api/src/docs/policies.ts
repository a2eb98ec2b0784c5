import type { Policy } from "../modules/policies";
import type { Meta } from "../trpc/trpc";

/** Who may call a procedure, as the documentation says it (trpc.ts: the policy each procedure declares). */
export const POLICY_LABELS: Record<Policy, string> = {
  public: "public (sans session)",
  authed: "toute personne connectée",
  superAdmin: "super administrateur (isSuperAdmin)",
  accounting: "comptabilité (isCompta)",
  finance: "comptabilité ou super administrateur (isCompta ou isSuperAdmin)",
  alertReader: "lecteur d'alertes (isReadAlert)",
};

export interface ProcedureDef {
  _def: { type: "query" | "mutation" | "subscription"; inputs?: unknown[]; meta?: Meta };
}

export type ProcedureTable = Record<string, ProcedureDef>;

export function policyOf(procedures: ProcedureTable, path: string): Policy | undefined {
  return procedures[path]?._def.meta?.policy;
}
