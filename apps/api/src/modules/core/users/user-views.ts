import { type DbOrTx, files, triangleCompanies, users, userTriangleCompanies } from "@tronc/db";
import { type Discr, domainError } from "@tronc/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { fullname } from "../../../auth/session-user";
import type { ServiceContext } from "../../../services/shared/context";

export type { Discr };
export type UserRow = typeof users.$inferSelect;

export interface CompanyRef {
  id: number;
  name: string;
}

export interface PictureRef {
  id: number;
  filename: string;
  /** Where the browser loads it from. */
  url: string;
}

/** What the admin screens and the API show of an account (group user or AI coach). */
export interface AccountView {
  id: number;
  discr: Discr;
  name: string;
  lastname: string;
  fullname: string;
  email: string;
  phone: string;
  isActif: boolean;
  isReceiveMailLead: boolean;
  isReceiveAlert: boolean;
  isReceiveRecoAcceptedEmail: boolean;
  isCoachIA: boolean;
  isSuperAdmin: boolean;
  isCompta: boolean;
  isReadAlert: boolean;
  isLeaveAdmin: boolean;
  unsetTakeOffCount: number;
  triangleCompanies: CompanyRef[];
  picture: PictureRef | null;
  /** Sent back by every update: a save based on an older version is refused. */
  version: number;
}

const accountNotFound = (discr: Discr) =>
  domainError(discr === "coach-ia" ? "COACH_NOT_FOUND" : "USER_NOT_FOUND", "notFound");

export async function findAccountRow(db: DbOrTx, discr: Discr, id: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.discr, discr)));
  if (!row) throw accountNotFound(discr);
  return row;
}

/** Turns rows into views with their group companies and picture, in two queries whatever the count. */
export async function toAccountViews(db: DbOrTx, rows: UserRow[]): Promise<AccountView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const memberships = await db
    .select({ userId: userTriangleCompanies.userId, id: triangleCompanies.id, name: triangleCompanies.name })
    .from(userTriangleCompanies)
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, userTriangleCompanies.triangleCompanyId))
    .where(inArray(userTriangleCompanies.userId, ids))
    .orderBy(asc(triangleCompanies.name));
  const pictureIds = rows.map((row) => row.pictureFileId).filter((id): id is number => id !== null);
  const pictures =
    pictureIds.length > 0
      ? await db
          .select({ id: files.id, filename: files.filename })
          .from(files)
          .where(inArray(files.id, pictureIds))
      : [];
  return rows.map((row) => {
    const picture = pictures.find((file) => file.id === row.pictureFileId);
    return {
      id: row.id,
      discr: row.discr,
      name: row.name,
      lastname: row.lastname,
      fullname: fullname(row),
      email: row.email,
      phone: row.phone ?? "",
      isActif: row.isActif,
      isReceiveMailLead: row.isReceiveMailLead,
      isReceiveAlert: row.isReceiveAlert,
      isReceiveRecoAcceptedEmail: row.isReceiveRecoAcceptedEmail,
      isCoachIA: row.isCoachIA,
      isSuperAdmin: row.isSuperAdmin,
      isCompta: row.isCompta,
      isReadAlert: row.isReadAlert,
      isLeaveAdmin: row.isLeaveAdmin,
      unsetTakeOffCount: row.unsetTakeOffCount,
      triangleCompanies: memberships
        .filter((membership) => membership.userId === row.id)
        .map(({ id, name }) => ({ id, name })),
      picture: picture
        ? { id: picture.id, filename: picture.filename, url: `/api/files/${picture.id}/download` }
        : null,
      version: row.version,
    };
  });
}

export async function getAccount(
  { db }: Pick<ServiceContext, "db">,
  { discr, id }: { discr: Discr; id: number },
): Promise<AccountView> {
  const [view] = await toAccountViews(db, [await findAccountRow(db, discr, id)]);
  if (!view) throw accountNotFound(discr);
  return view;
}

/** Every group company, for the membership checkboxes. */
export async function listCompanyChoices({
  db,
}: ServiceContext): Promise<(CompanyRef & { isActive: boolean })[]> {
  return db
    .select({ id: triangleCompanies.id, name: triangleCompanies.name, isActive: triangleCompanies.isActive })
    .from(triangleCompanies)
    .orderBy(asc(triangleCompanies.name));
}
