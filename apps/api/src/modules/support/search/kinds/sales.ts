import { companies, companyContacts, leads } from "@tronc/db";
import { LEAD_STATUS_LABELS } from "@tronc/domain";
import { and, desc, eq } from "drizzle-orm";
import { clientListConditions } from "../../../../services/sales/client-companies";
import { contactListConditions } from "../../../../services/sales/company-contacts";
import { baseConditions } from "../../../../services/sales/leads/search-filters";
import { clientCompanyContract } from "../../../sales/clients/contract";
import { companyContactContract } from "../../../sales/company-contacts/contract";
import { leadContract } from "../../../sales/leads/contract";
import { hit, joined, type KindFinder, screenUrl } from "./finder";

/** Leads by subject, requester, companies, e-mail or phone (the lead list's text), trash included. */
export const leadFinder: KindFinder = {
  kind: "lead",
  policy: leadContract.operations.search.policy,
  listPath: "/lead",
  async find({ db }, q, limit) {
    const rows = await db
      .select({
        id: leads.id,
        subject: leads.subject,
        status: leads.leadStatus,
        company: companies.name,
      })
      .from(leads)
      .leftJoin(companies, eq(companies.id, leads.companyId))
      .where(and(...baseConditions({ q })))
      .orderBy(desc(leads.id))
      .limit(limit)
      .prepare("search_lead")
      .execute();
    return rows.map((row) =>
      hit("lead", {
        id: row.id,
        title: row.subject || `Lead n° ${row.id}`,
        party: row.company,
        state: LEAD_STATUS_LABELS[row.status],
        url: screenUrl("/lead/edit", row.id),
      }),
    );
  },
};

/** Client companies by name, SIRET (a fragment), city or postal code. */
export const clientFinder: KindFinder = {
  kind: "client",
  policy: clientCompanyContract.operations.search.policy,
  listPath: "/companies",
  async find({ db }, q, limit) {
    const rows = await db
      .select({ id: companies.id, name: companies.name, siret: companies.siret })
      .from(companies)
      .where(clientListConditions(q))
      .orderBy(desc(companies.id))
      .limit(limit)
      .prepare("search_client")
      .execute();
    return rows.map((row) =>
      hit("client", { id: row.id, title: row.name, number: row.siret, url: screenUrl("/companies", row.id) }),
    );
  },
};

/** Contacts of the clients by name, e-mail, phone or occupation; their screen is their company's. */
export const contactFinder: KindFinder = {
  kind: "contact",
  policy: companyContactContract.operations.search.policy,
  listPath: "/companies",
  async find({ db }, q, limit) {
    const rows = await db
      .select({
        id: companyContacts.id,
        name: companyContacts.name,
        email: companyContacts.email,
        phone: companyContacts.phone,
        companyId: companyContacts.companyId,
        company: companies.name,
      })
      .from(companyContacts)
      .innerJoin(companies, eq(companies.id, companyContacts.companyId))
      .where(contactListConditions({ q }))
      .orderBy(desc(companyContacts.id))
      .limit(limit)
      .prepare("search_contact")
      .execute();
    return rows.map((row) =>
      hit("contact", {
        id: row.id,
        title: row.name,
        party: row.company,
        detail: joined(row.email, row.phone),
        url: screenUrl("/companies", row.companyId),
      }),
    );
  },
};
