import { type DbOrTx, users, userTriangleCompanies } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { sql } from "drizzle-orm";
import { hashPassword } from "./password";

export interface NewUser {
  email: string;
  name: string;
  lastname: string;
  password: string;
  phone?: string;
  discr?: "triangle-user" | "coach-ia";
  isSuperAdmin?: boolean;
  isCompta?: boolean;
  isReadAlert?: boolean;
  isLeaveAdmin?: boolean;
  triangleCompanyIds?: number[];
}

/** Creates an account with a hashed password; a second account on the same e-mail is refused. */
export async function createUserAccount(db: DbOrTx, input: NewUser): Promise<number> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (existing) throw domainError("EMAIL_TAKEN", "conflict");
  const [row] = await db
    .insert(users)
    .values({
      email,
      name: input.name.trim(),
      lastname: input.lastname.trim(),
      phone: input.phone ?? null,
      discr: input.discr ?? "triangle-user",
      passwordHash: await hashPassword(input.password),
      isSuperAdmin: input.isSuperAdmin ?? false,
      isCompta: input.isCompta ?? false,
      isReadAlert: input.isReadAlert ?? false,
      isLeaveAdmin: input.isLeaveAdmin ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error("user insert returned nothing");
  const companyIds = input.triangleCompanyIds ?? [];
  if (companyIds.length > 0) {
    await db
      .insert(userTriangleCompanies)
      .values(companyIds.map((triangleCompanyId) => ({ userId: row.id, triangleCompanyId })));
  }
  return row.id;
}
