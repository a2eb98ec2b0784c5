import { companies, type DbOrTx, triangleCompanies, users } from "@tronc/db";
import { eq } from "drizzle-orm";

/** The issuer, the client and the creator of an invoice or credit note, as its edit page names them. */
export interface DocumentHeading {
  triangleCompany: { id: number; name: string };
  company: { id: number; name: string; isFactor: boolean };
  createdBy: { id: number; fullname: string } | null;
}

async function loadCreator(db: DbOrTx, userId: number | null): Promise<DocumentHeading["createdBy"]> {
  if (!userId) return null;
  const [user] = await db
    .select({ id: users.id, name: users.name, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId));
  return user ? { id: user.id, fullname: `${user.name} ${user.lastname}`.trim() } : null;
}

/** A party deleted since shows its id with an empty name. */
export async function loadDocumentHeading(
  db: DbOrTx,
  document: { triangleCompanyId: number; companyId: number; createdById: number | null },
): Promise<DocumentHeading> {
  const [issuer] = await db
    .select({ id: triangleCompanies.id, name: triangleCompanies.name })
    .from(triangleCompanies)
    .where(eq(triangleCompanies.id, document.triangleCompanyId));
  const [client] = await db
    .select({ id: companies.id, name: companies.name, isFactor: companies.isFactor })
    .from(companies)
    .where(eq(companies.id, document.companyId));
  const createdBy = await loadCreator(db, document.createdById);
  return {
    triangleCompany: issuer ?? { id: document.triangleCompanyId, name: "" },
    company: client ?? { id: document.companyId, name: "", isFactor: false },
    createdBy,
  };
}
