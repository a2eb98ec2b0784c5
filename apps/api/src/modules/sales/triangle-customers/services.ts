import { triangleCompanies, triangleCustomers } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { TriangleCustomerView } from "../../../services/sales/client-company-views";
import { assertCompanyExists, assertTriangleCompanyExists } from "../../../services/sales/refs";
import type { ServiceContext } from "../../../services/shared/context";
import { isUniqueViolation } from "../../../services/shared/unique-violation";

export async function getTriangleCustomer(
  { db }: Pick<ServiceContext, "db">,
  { id }: { id: number },
): Promise<TriangleCustomerView> {
  const [row] = await db
    .select({ link: triangleCustomers, name: triangleCompanies.name })
    .from(triangleCustomers)
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, triangleCustomers.triangleCompanyId))
    .where(eq(triangleCustomers.id, id));
  if (!row) throw domainError("TRIANGLE_CUSTOMER_NOT_FOUND", "notFound");
  return {
    id: row.link.id,
    companyId: row.link.companyId,
    isProspect: row.link.isProspect,
    triangleCompany: { id: row.link.triangleCompanyId, name: row.name },
  };
}

export interface TriangleCustomerInput {
  triangleCompanyId: number;
  companyId: number;
  isProspect?: boolean | undefined;
}

export async function createTriangleCustomer(
  { db }: ServiceContext,
  input: TriangleCustomerInput,
): Promise<TriangleCustomerView> {
  await assertTriangleCompanyExists(db, input.triangleCompanyId);
  await assertCompanyExists(db, input.companyId);
  try {
    const [row] = await db
      .insert(triangleCustomers)
      .values({ ...input, isProspect: input.isProspect ?? true })
      .returning({ id: triangleCustomers.id });
    if (!row) throw new Error("triangle customer insert returned nothing");
    return getTriangleCustomer({ db }, { id: row.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw domainError("TRIANGLE_CUSTOMER_EXISTS", "conflict");
    throw error;
  }
}

export async function updateTriangleCustomer(
  { db }: ServiceContext,
  { id, ...input }: Partial<TriangleCustomerInput> & { id: number },
): Promise<TriangleCustomerView> {
  const current = await getTriangleCustomer({ db }, { id });
  if (input.triangleCompanyId !== undefined) await assertTriangleCompanyExists(db, input.triangleCompanyId);
  if (input.companyId !== undefined) await assertCompanyExists(db, input.companyId);
  try {
    await db
      .update(triangleCustomers)
      .set({
        triangleCompanyId: input.triangleCompanyId ?? current.triangleCompany.id,
        companyId: input.companyId ?? current.companyId,
        isProspect: input.isProspect ?? current.isProspect,
      })
      .where(eq(triangleCustomers.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw domainError("TRIANGLE_CUSTOMER_EXISTS", "conflict");
    throw error;
  }
  return getTriangleCustomer({ db }, { id });
}

export async function deleteTriangleCustomer(
  { db }: ServiceContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  const deleted = await db.delete(triangleCustomers).where(eq(triangleCustomers.id, id)).returning();
  if (deleted.length === 0) throw domainError("TRIANGLE_CUSTOMER_NOT_FOUND", "notFound");
  return { id };
}
