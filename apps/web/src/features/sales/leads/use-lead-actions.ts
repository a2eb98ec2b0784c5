import { LEAD_LEVEL_LABELS, LEAD_STATUS_LABELS, type LeadLevel, type LeadStatus } from "@tronc/domain";
import { createContext, useContext, useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { type RouterInputs, type RouterOutputs, trpc } from "../../../lib/trpc";
import { type FieldDifference, useVersionConflict } from "../../../ui/conflict-dialog";
import { useToast } from "../../../ui/toast";
import { plainText } from "../../proposals/document-lines/document-format";
import type { LeadDetail } from "./lead-helpers";

/** After a change: the page shows the lead the server answered, the list will refetch. */
export function useLeadCache(leadId: number) {
  const utils = trpc.useUtils();
  return {
    put(detail: LeadDetail) {
      utils.lead.get.setData({ id: leadId }, detail);
      void utils.lead.search.invalidate();
    },
    refresh() {
      void utils.lead.get.invalidate({ id: leadId });
      void utils.lead.search.invalidate();
    },
    patch(changes: Partial<LeadDetail>) {
      utils.lead.get.setData({ id: leadId }, (old) => (old ? { ...old, ...changes } : old));
    },
  };
}

/** The lead page's editor starts again from the lead in the cache ('Recharger' after a conflict). */
export const LeadReloadContext = createContext<() => void>(() => {});

type LeadChanges = Omit<RouterInputs["lead"]["update"], "version">;

/**
 * lead.update with the toast and the page refreshed from the answer. It sends the version the page
 * holds; a save refused because a colleague changed the lead meanwhile opens the conflict dialog
 * (render `dialog`), which reloads the page or saves over the colleague's version.
 */
export function useLeadUpdate(
  leadId: number,
  successMessage: string,
  onSaved?: (detail: LeadDetail) => void,
) {
  const toast = useToast();
  const cache = useLeadCache(leadId);
  const utils = trpc.useUtils();
  const reloadEditor = useContext(LeadReloadContext);
  const [sent, setSent] = useState<LeadChanges | null>(null);
  const mutation = trpc.lead.update.useMutation({
    onSuccess: (detail) => {
      cache.put(detail);
      toast.success(successMessage);
      onSaved?.(detail);
    },
    onError: (error) => {
      if (!conflict.handle(error)) toast.error(apiErrorMessage(error));
    },
  });
  const conflict = useVersionConflict({
    readCurrent: () => utils.client.lead.get.query({ id: leadId }),
    differences: (current) => (sent ? leadDifferences(sent, current, utils.lead.options.getData()) : []),
    reload: (current) => {
      cache.put(current);
      reloadEditor();
    },
    overwrite: (version) => {
      if (sent) mutation.mutate({ ...sent, version });
    },
  });
  const mutate = (changes: LeadChanges, options?: { onError?: () => void }) => {
    setSent(changes);
    const version = utils.lead.get.getData({ id: leadId })?.version ?? 0;
    mutation.mutate({ ...changes, version }, options);
  };
  return { isPending: mutation.isPending, mutate, dialog: conflict.dialog };
}

const LEAD_FIELD_LABELS: Record<string, string> = {
  subject: "Objet",
  brief: "Brief",
  leadLevel: "Qualité du lead",
  leadStatus: "Statut",
  ownerId: "Pris en charge par",
  userAssignedId: "Utilisateur assigné",
  triangleCompanyId: "Entreprise du groupe",
  sourceTriangleCompanyId: "Entreprise apporteuse",
  companyId: "Client",
};

/** The fields sent that are not the lead's now, as a person reads them (labels, names, plain text). */
function leadDifferences(
  sent: LeadChanges,
  current: LeadDetail,
  options: RouterOutputs["lead"]["options"] | undefined,
): FieldDifference[] {
  const userName = (id: number | null | undefined) =>
    id == null ? "" : (options?.users.find((user) => user.id === id)?.fullname ?? `n° ${id}`);
  const companyName = (id: number | null | undefined) =>
    id == null ? "" : (options?.myTriangleCompanies.find((company) => company.id === id)?.name ?? `n° ${id}`);
  const now: Record<string, { value: unknown; text: string }> = {
    subject: { value: current.subject, text: current.subject },
    brief: { value: current.brief, text: plainText(current.brief) },
    leadLevel: {
      value: current.leadLevel,
      text: current.leadLevel ? LEAD_LEVEL_LABELS[current.leadLevel] : "",
    },
    leadStatus: { value: current.leadStatus, text: LEAD_STATUS_LABELS[current.leadStatus] },
    ownerId: { value: current.owner?.id ?? null, text: current.owner?.fullname ?? "" },
    userAssignedId: { value: current.userAssigned?.id ?? null, text: current.userAssigned?.fullname ?? "" },
    triangleCompanyId: {
      value: current.triangleCompany?.id ?? null,
      text: current.triangleCompany?.name ?? "",
    },
    sourceTriangleCompanyId: {
      value: current.sourceTriangleCompany?.id ?? null,
      text: current.sourceTriangleCompany?.name ?? "",
    },
    companyId: { value: current.company?.id ?? null, text: current.company?.name ?? "" },
  };
  const yours = (field: string, value: unknown): string => {
    if (field === "brief") return plainText(String(value ?? ""));
    if (field === "leadLevel") return value ? LEAD_LEVEL_LABELS[value as LeadLevel] : "";
    if (field === "leadStatus") return LEAD_STATUS_LABELS[value as LeadStatus];
    if (field === "ownerId" || field === "userAssignedId") return userName(value as number | null);
    if (field.endsWith("TriangleCompanyId") || field === "triangleCompanyId")
      return companyName(value as number | null);
    return value == null ? "" : String(value);
  };
  return Object.entries(sent).flatMap(([field, value]) => {
    const theirs = now[field];
    if (!theirs || value === undefined || (value ?? null) === theirs.value) return [];
    return [{ label: LEAD_FIELD_LABELS[field] ?? field, yours: yours(field, value), theirs: theirs.text }];
  });
}
