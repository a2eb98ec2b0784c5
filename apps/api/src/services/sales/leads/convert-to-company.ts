import { companies, companyContacts, leads, projects, triangleCustomers } from "@tronc/db";
import {
  assertNoDuplicateContactEmail,
  type ClientCompanyInput,
  companySearchText,
  domainError,
  validateClientCompany,
  validateContact,
} from "@tronc/domain";
import { and, eq, isNull } from "drizzle-orm";
import { refreshLeadProjectSearchText } from "../../../modules/work/projects/rows";
import { type AddressInput, normalizeAddress, saveAddress } from "../../shared/addresses";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { isUniqueViolation } from "../../shared/unique-violation";
import { nextVersion } from "../../shared/versioned-update";
import { assertSiretFree, CLIENT_ADDRESS_AREA } from "../client-companies";
import { contactsOfCompany } from "../company-contacts";
import { lockCompany, lockLead } from "../refs";
import { refreshCompanySearchText, refreshLeadSearchText } from "../search-text";
import { getLeadDetail, type LeadDetail } from "./views";

export interface ConversionAddress extends AddressInput {
  /** Typed by hand because the address service was down: coordinates are then not required. */
  manual?: boolean | undefined;
}

export interface ConvertCompanyInput {
  id: number;
  /** An existing company found by the SIRET lookup, instead of a new one. */
  companyId?: number | null | undefined;
  company?: (ClientCompanyInput & { address?: ConversionAddress | null }) | null | undefined;
  contact: { name?: string | null; email?: string | null; phone?: string | null; occupation?: string | null };
  confirmDuplicate?: boolean | undefined;
}

export interface ConversionResult {
  companyId: number;
  contactId: number;
  lead: LeadDetail;
}

/** Address from the autocomplete (city and coordinates) or typed by hand when the service is down. */
function checkConversionAddress(address: ConversionAddress | null | undefined) {
  if (!address) throw domainError("COMPANY_ADDRESS_REQUIRED", "invalid");
  const normalized = normalizeAddress(address, CLIENT_ADDRESS_AREA);
  if (!address.manual && (normalized.latitude === null || normalized.longitude === null)) {
    throw domainError("COMPANY_ADDRESS_COORDINATES_REQUIRED", "invalid");
  }
  return address;
}

/**
 * 'Rattacher à une entreprise', in one transaction: the company (new, or found by SIRET), its
 * contact, the company on the lead and its project, and the client link of the lead's managing
 * group company. A contact e-mail already among the company's contacts needs confirmDuplicate.
 */
export async function convertLeadToCompany(
  ctx: ServiceContext,
  input: ConvertCompanyInput,
): Promise<ConversionResult> {
  const { id: leadId } = input;
  const { now } = ctx;
  const contact = validateContact(input.contact);
  const company = input.companyId ? null : validateClientCompany(input.company ?? {});
  const address = company ? checkConversionAddress(input.company?.address) : null;
  try {
    const ids = await inTransaction(ctx, async ({ db: tx }) => {
      const lead = await lockLead(tx, leadId);
      if (lead.companyId !== null) throw domainError("LEAD_ALREADY_HAS_COMPANY", "conflict");
      let companyId: number;
      if (input.companyId) {
        companyId = (await lockCompany(tx, input.companyId)).id;
        assertNoDuplicateContactEmail(
          contact.email,
          await contactsOfCompany(tx, companyId),
          input.confirmDuplicate ?? false,
        );
      } else if (company && address) {
        await assertSiretFree(tx, company.siret);
        const addressId = await saveAddress(tx, null, address, CLIENT_ADDRESS_AREA);
        const [row] = await tx
          .insert(companies)
          .values({ ...company, addressId, searchText: companySearchText(company) })
          .returning({ id: companies.id });
        if (!row) throw new Error("company insert returned nothing");
        companyId = row.id;
        await refreshCompanySearchText(tx, companyId);
      } else {
        throw domainError("COMPANY_NOT_FOUND", "invalid");
      }
      const [created] = await tx
        .insert(companyContacts)
        .values({ ...contact, companyId })
        .returning({ id: companyContacts.id });
      if (!created) throw new Error("contact insert returned nothing");
      await tx.update(leads).set({ companyId, updatedAt: now }).where(eq(leads.id, leadId));
      await tx
        .update(projects)
        .set({ companyId, updatedAt: now, version: nextVersion(projects) })
        .where(and(eq(projects.leadId, leadId), isNull(projects.companyId)));
      await refreshLeadProjectSearchText(tx, leadId);
      if (lead.triangleCompanyId !== null) {
        await tx
          .insert(triangleCustomers)
          .values({ triangleCompanyId: lead.triangleCompanyId, companyId, isProspect: true })
          .onConflictDoNothing();
      }
      await refreshLeadSearchText(tx, [leadId]);
      return { companyId, contactId: created.id };
    });
    return { ...ids, lead: await getLeadDetail(ctx, { id: leadId }) };
  } catch (error) {
    if (isUniqueViolation(error))
      throw domainError("COMPANY_SIRET_TAKEN", "conflict", { name: company?.name ?? "" });
    throw error;
  }
}
