import { addresses, companies, contactForms, type DbOrTx, leads } from "@tronc/db";
import { companySearchText, leadSearchText } from "@tronc/domain";
import { eq, inArray } from "drizzle-orm";
import { refreshLeadRecommendationsSearchText } from "../proposals/recommendations/search-text";

/**
 * Recomputes the stored search text of leads from their subject, contact form and client company.
 * Called by every service that changes one of those (a handful of rows each time).
 */
export async function refreshLeadSearchText(db: DbOrTx, leadIds: number[]): Promise<void> {
  if (leadIds.length === 0) return;
  const rows = await db
    .select({
      id: leads.id,
      subject: leads.subject,
      requesterName: contactForms.name,
      requesterCompanyName: contactForms.companyName,
      email: contactForms.email,
      phone: contactForms.phone,
      clientCompanyName: companies.name,
    })
    .from(leads)
    .leftJoin(contactForms, eq(contactForms.id, leads.contactFormId))
    .leftJoin(companies, eq(companies.id, leads.companyId))
    .where(inArray(leads.id, leadIds));
  for (const row of rows) {
    await db
      .update(leads)
      .set({ searchText: leadSearchText(row) })
      .where(eq(leads.id, row.id));
    await refreshLeadRecommendationsSearchText(db, row.id);
  }
}

export async function refreshLeadsOfContactForm(db: DbOrTx, contactFormId: number): Promise<void> {
  const rows = await db.select({ id: leads.id }).from(leads).where(eq(leads.contactFormId, contactFormId));
  await refreshLeadSearchText(
    db,
    rows.map((row) => row.id),
  );
}

export async function refreshLeadsOfCompany(db: DbOrTx, companyId: number): Promise<void> {
  const rows = await db.select({ id: leads.id }).from(leads).where(eq(leads.companyId, companyId));
  await refreshLeadSearchText(
    db,
    rows.map((row) => row.id),
  );
}

export async function refreshCompanySearchText(db: DbOrTx, companyId: number): Promise<void> {
  const [row] = await db
    .select({
      name: companies.name,
      siret: companies.siret,
      city: addresses.city,
      postalCode: addresses.postalCode,
    })
    .from(companies)
    .leftJoin(addresses, eq(addresses.id, companies.addressId))
    .where(eq(companies.id, companyId));
  if (!row) return;
  await db
    .update(companies)
    .set({ searchText: companySearchText(row) })
    .where(eq(companies.id, companyId));
}
