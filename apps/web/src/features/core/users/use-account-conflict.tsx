import { useState } from "react";
import type { RouterOutputs } from "../../../lib/trpc";
import { type FieldDifference, useVersionConflict } from "../../../ui/conflict-dialog";
import { PERMISSION_SWITCHES, ROLE_SWITCHES } from "./user-flags";

type Account = RouterOutputs["user"]["get"];

/** What a block of an account's page sends (identity, a switch, the picture, the companies). */
export type AccountChanges = Partial<Record<string, unknown>>;

const TEXT_LABELS: Record<string, string> = {
  name: "Prénom",
  lastname: "Nom",
  email: "E-mail",
  phone: "Téléphone",
};
const FLAG_LABELS: Record<string, string> = {
  isActif: "Actif",
  ...Object.fromEntries([...PERMISSION_SWITCHES, ...ROLE_SWITCHES].map(({ flag, label }) => [flag, label])),
};

const yesNo = (value: unknown) => (value ? "Oui" : "Non");

/** The fields sent that are not the account's now, as the page shows them (labels, Oui/Non, names). */
export function accountDifferences(sent: AccountChanges, current: Account): FieldDifference[] {
  const rows: FieldDifference[] = [];
  for (const [field, value] of Object.entries(sent)) {
    const now = (current as unknown as Record<string, unknown>)[field];
    const textLabel = TEXT_LABELS[field];
    const flagLabel = FLAG_LABELS[field];
    if (textLabel && String(value ?? "").trim() !== String(now ?? "").trim()) {
      rows.push({ label: textLabel, yours: String(value ?? ""), theirs: String(now ?? "") });
    } else if (flagLabel && value !== now) {
      rows.push({ label: flagLabel, yours: yesNo(value), theirs: yesNo(now) });
    }
  }
  const companies = sent.triangleCompanyIds;
  if (Array.isArray(companies)) {
    const ids = current.triangleCompanies.map((company) => company.id);
    if ([...companies].sort().join() !== [...ids].sort().join()) {
      rows.push({
        label: "Entreprises du groupe",
        yours: `${companies.length} cochée${companies.length > 1 ? "s" : ""}`,
        theirs: current.triangleCompanies.map((company) => company.name).join(", "),
      });
    }
  }
  return rows;
}

/**
 * An account's page (group user or coach) saves block by block, each with the version the page holds.
 * A save refused because someone changed the account meanwhile opens the conflict dialog: 'Recharger'
 * puts the account read again on the page (its forms start again from it: `generation` changes),
 * 'Écraser' sends the same block again on the version just read.
 */
export function useAccountConflict(options: {
  readCurrent(): Promise<Account>;
  put(current: Account): void;
  resend(changes: AccountChanges, version: number): void;
}) {
  const [sent, setSent] = useState<AccountChanges | null>(null);
  const [generation, setGeneration] = useState(0);
  const conflict = useVersionConflict({
    readCurrent: options.readCurrent,
    differences: (current) => (sent ? accountDifferences(sent, current) : []),
    reload: (current) => {
      options.put(current);
      setGeneration((value) => value + 1);
    },
    overwrite: (version) => {
      if (sent) options.resend(sent, version);
    },
  });
  return { remember: setSent, handle: conflict.handle, dialog: conflict.dialog, generation };
}
