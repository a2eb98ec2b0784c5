import type { Access } from "../../../app/access";
import { canAccess } from "../../../app/access";
import { ADMIN_BASE } from "../../../app/paths";
import type { SessionUser } from "../../../lib/trpc";

export interface QuickAction {
  label: string;
  /** The list whose creation dialog `?nouveau=1` opens. */
  url: string;
  /** Who may create it, as the server's policy (none: every signed-in user). */
  access?: Access;
}

/**
 * What the box offers to create: the screens whose 'Ajouter…' dialog opens with `?nouveau=1`.
 * Invoices and quotations are made from a quotation and a lead, not from nothing: not here.
 */
const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: "Nouveau lead", url: `${ADMIN_BASE}/lead?nouveau=1` },
  { label: "Nouveau client", url: `${ADMIN_BASE}/companies?nouveau=1` },
  { label: "Nouvelle facture fournisseur", url: `${ADMIN_BASE}/supplier-invoice?nouveau=1` },
  {
    label: "Nouvelle charge",
    url: `${ADMIN_BASE}/compta/financial-forecast/charges?nouveau=1`,
    access: "accounting",
  },
];

/** The quick actions this person may do (the session's role flags, as the server reads them). */
export const quickActionsFor = (user: SessionUser) =>
  QUICK_ACTIONS.filter((action) => canAccess(user, action.access));
