import { canAddInvoicePayment, type InvoiceState } from "../billing/invoice-states";
import { ROLES } from "../core/roles";
import { domainError } from "../messages";

interface PaymentUser {
  isCompta: boolean;
  isSuperAdmin: boolean;
}

/** Recording, changing and removing a customer payment: accounting or super admins. */
export function canRecordPayment(user: PaymentUser): boolean {
  return ROLES.finance(user);
}

export function assertCanRecordPayment(user: PaymentUser): void {
  if (!canRecordPayment(user)) throw domainError("PAYMENT_FORBIDDEN", "forbidden");
}

/** 'Ajouter un paiement': the user may record payments and the invoice is numbered and not paid. */
export function canPayInvoice(
  user: PaymentUser,
  invoice: { reference: string | null; state: InvoiceState },
): boolean {
  return canRecordPayment(user) && canAddInvoicePayment(invoice);
}
