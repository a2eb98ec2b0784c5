import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { companyMember, triangleCompanyMember, userMember } from "../../../hydra/routes/sales-wire";
import type { TimeEntryView } from "./views";

/** A time entry on the wire: the spec's TaskReport, its hours as nbHour. */
export const timeEntryWire = wireType("TaskReport", PATHS.taskReports, (entry: TimeEntryView) => ({
  id: entry.id,
  date: entry.date,
  comment: entry.comment,
  nbHour: Number(entry.hours),
  triangleCompany: triangleCompanyMember(entry.triangleCompany),
  company: companyMember(entry.company),
  triangleUser: userMember(entry.user),
  task: entry.task
    ? hydraMember("TroncCommunTask", iri(PATHS.tasks, entry.task.id), {
        id: entry.task.id,
        name: entry.task.name,
        projectId: entry.task.projectId,
        projectName: entry.task.projectName,
        company: companyMember(entry.task.projectCompany),
      })
    : null,
  canEdit: entry.canEdit,
  canDelete: entry.canDelete,
}));
