import { domainError } from "../messages";
import { assertContactPhone, optionalEmail } from "./contact-rules";

const text = (value: string | null | undefined) => value?.trim() ?? "";

/**
 * Step 1 of the lead creation: either an existing company with one of its contacts (or a new contact
 * typed for it), or a typed company name with a contact name. The phone is required, the e-mail
 * optional but valid.
 */
export interface RequesterInput {
  companyId?: number | null;
  contactId?: number | null;
  companyName?: string | null;
  name?: string | null;
  phone?: string | null;
  email?: string | null;
}

export type Requester =
  | { kind: "existingContact"; companyId: number; contactId: number }
  | { kind: "newContact"; companyId: number; name: string; phone: string; email: string | null }
  | { kind: "typed"; companyName: string; name: string; phone: string; email: string | null };

export function validateRequester(input: RequesterInput): Requester {
  if (input.companyId && input.contactId) {
    return { kind: "existingContact", companyId: input.companyId, contactId: input.contactId };
  }
  const name = text(input.name);
  if (input.companyId) {
    if (!name) throw domainError("CONTACT_NAME_REQUIRED", "invalid");
    return {
      kind: "newContact",
      companyId: input.companyId,
      name,
      phone: assertContactPhone(input.phone),
      email: optionalEmail(input.email),
    };
  }
  const companyName = text(input.companyName);
  if (!companyName && !name) throw domainError("REQUESTER_CHOICE_REQUIRED", "invalid");
  if (!companyName) throw domainError("REQUESTER_COMPANY_NAME_REQUIRED", "invalid");
  if (!name) throw domainError("CONTACT_NAME_REQUIRED", "invalid");
  return {
    kind: "typed",
    companyName,
    name,
    phone: assertContactPhone(input.phone),
    email: optionalEmail(input.email),
  };
}

/** Step 2: title, source and description required (the group companies are checked against the user). */
export function validateLeadRequest(input: {
  subject?: string | null;
  source?: string | null;
  message?: string | null;
}) {
  const subject = text(input.subject);
  if (!subject) throw domainError("LEAD_TITLE_REQUIRED", "invalid");
  const source = text(input.source);
  if (!source) throw domainError("LEAD_SOURCE_REQUIRED", "invalid");
  const message = text(input.message);
  if (!message) throw domainError("LEAD_DESCRIPTION_REQUIRED", "invalid");
  return { subject, source, message };
}

/** A group company a user may pick to manage or bring a lead: one of their active ones. */
export function assertOwnActiveCompany(
  companyId: number,
  userCompanies: readonly { id: number; isActive: boolean }[],
): void {
  if (!userCompanies.some((company) => company.id === companyId && company.isActive)) {
    throw domainError("TRIANGLE_COMPANY_NOT_YOURS", "forbidden");
  }
}
