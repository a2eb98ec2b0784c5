import { LEAD_LEVEL_LABELS, LEAD_STATUS_LABELS, PROJECT_STATE_LABELS } from "@tronc/domain";
import { formatDateTime } from "../../../lib/format";
import { type RouterOutputs, trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { Modal } from "../../../ui/modal";
import { QueryStatus } from "../../../ui/query-status";

type Entry = RouterOutputs["lead"]["changeLog"][number];

const FIELD_LABELS: Record<string, string> = {
  leadStatus: "Statut",
  leadLevel: "Qualité",
  ownerId: "Pris en charge par",
  userAssignedId: "Assigné à",
  state: "État du projet",
  triangleCompanyId: "Entreprise qui gère",
  sourceTriangleCompanyId: "Entreprise apporteuse",
  companyId: "Entreprise cliente",
};

const VALUE_LABELS: Record<string, string> = {
  ...LEAD_STATUS_LABELS,
  ...LEAD_LEVEL_LABELS,
  ...PROJECT_STATE_LABELS,
};

function shown(value: string | null, user: { fullname: string } | null): string {
  if (user) return user.fullname;
  if (value === null || value === "") return "—";
  return VALUE_LABELS[value] ?? value;
}

function LogRow({ entry }: { entry: Entry }) {
  return (
    <tr>
      <td>{formatDateTime(entry.createdAt)}</td>
      <td>{entry.user?.fullname ?? "—"}</td>
      <td>
        {entry.entityType === "project" ? "Projet · " : ""}
        {FIELD_LABELS[entry.field] ?? entry.field}
      </td>
      <td>{shown(entry.fromValue, entry.fromUser)}</td>
      <td>{shown(entry.toValue, entry.toUser)}</td>
    </tr>
  );
}

/** The super admin's log of the lead's state changes (and of its project's), oldest first. */
export function LeadChangeLogDialog({ leadId, onClose }: { leadId: number; onClose(): void }) {
  const log = trpc.lead.changeLog.useQuery({ id: leadId });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Journal des états du lead"
      footer={<Button onClick={onClose}>Fermer</Button>}
    >
      <QueryStatus query={log} />
      {log.data?.length === 0 && <EmptyState title="Aucun changement d'état enregistré pour ce lead." />}
      {log.data && log.data.length > 0 && (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>Date</th>
                <th>Par</th>
                <th>Changement</th>
                <th>Avant</th>
                <th>Après</th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((entry) => (
                <LogRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
