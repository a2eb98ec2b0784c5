import { type DomainError, ROLES } from "@tronc/domain";
import type { SessionUser } from "../../../auth/session-user";
import { fileDeleteForbidden, fileIsCompanyLogo } from "./file-messages";
import { type FileOwners, isAttached } from "./file-owners";

type Reader = Pick<SessionUser, "id" | "isSuperAdmin" | "isCompta">;

/**
 * Per kind of owner, who may read it and who may change it, as that owner's own procedures decide:
 * group companies show on every list and are changed by a super admin; a picture shows wherever
 * people are named and belongs to its user (a super admin manages accounts); leads are seen and
 * worked by every signed-in user, and so are tasks and proposals (presentations, supplier quotations).
 */
const ownerRules = {
  companyLogo: { read: (_user: Reader) => true, change: ROLES.superAdmin },
  userPicture: {
    read: (_user: Reader) => true,
    change: (user: Reader, userId: number) => ROLES.superAdmin(user) || user.id === userId,
  },
  leadAttachment: { read: (_user: Reader) => true, change: (_user: Reader, _leadId: number) => true },
  taskAttachment: { read: (_user: Reader) => true, change: (_user: Reader, _taskId: number) => true },
  projectAttachment: { read: (_user: Reader) => true, change: (_user: Reader, _projectId: number) => true },
  proposalDocument: { read: (_user: Reader) => true, change: (_user: Reader) => true },
  /** Supplier invoices are read by everyone and changed by accounting (decision 1 of purchasing). */
  supplierInvoice: {
    read: (_user: Reader) => true,
    change: ROLES.finance,
  },
  /** Help videos are watched by everyone and managed by super admins (the tutorials screen's rule). */
  tutorialVideo: { read: (_user: Reader) => true, change: ROLES.superAdmin },
};

/** Readable through any owner that the user may read; an upload not yet attached, by its uploader only. */
export function canReadFile(owners: FileOwners, user: Reader): boolean {
  if (!isAttached(owners)) return owners.uploadedById === user.id;
  return (
    owners.companyLogos.some(() => ownerRules.companyLogo.read(user)) ||
    owners.userPictures.some(() => ownerRules.userPicture.read(user)) ||
    owners.leadAttachments.some(() => ownerRules.leadAttachment.read(user)) ||
    owners.taskAttachments.some(() => ownerRules.taskAttachment.read(user)) ||
    owners.projectAttachments.some(() => ownerRules.projectAttachment.read(user)) ||
    owners.recommendationPresentations.some(() => ownerRules.proposalDocument.read(user)) ||
    owners.supplierQuotations.some(() => ownerRules.proposalDocument.read(user)) ||
    owners.supplierInvoices.some(() => ownerRules.supplierInvoice.read(user)) ||
    owners.tutorialVideos.some(() => ownerRules.tutorialVideo.read(user))
  );
}

/**
 * Why this user may not delete the file, or null. Every owner must allow it; a logo still used by a
 * group company is refused even to a super admin, since it prints on that company's documents.
 */
export function fileDeleteRefusal(owners: FileOwners, user: Reader): DomainError | null {
  if (!isAttached(owners)) return owners.uploadedById === user.id ? null : fileDeleteForbidden();
  const allowed =
    owners.companyLogos.every(() => ownerRules.companyLogo.change(user)) &&
    owners.userPictures.every(({ userId }) => ownerRules.userPicture.change(user, userId)) &&
    owners.leadAttachments.every(({ leadId }) => ownerRules.leadAttachment.change(user, leadId)) &&
    owners.taskAttachments.every(({ taskId }) => ownerRules.taskAttachment.change(user, taskId)) &&
    owners.projectAttachments.every(({ projectId }) =>
      ownerRules.projectAttachment.change(user, projectId),
    ) &&
    owners.recommendationPresentations.every(() => ownerRules.proposalDocument.change(user)) &&
    owners.supplierQuotations.every(() => ownerRules.proposalDocument.change(user)) &&
    owners.supplierInvoices.every(() => ownerRules.supplierInvoice.change(user)) &&
    owners.tutorialVideos.every(() => ownerRules.tutorialVideo.change(user));
  if (!allowed) return fileDeleteForbidden();
  const [logo] = owners.companyLogos;
  return logo ? fileIsCompanyLogo(logo.name) : null;
}
