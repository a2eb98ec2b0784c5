import type { PaymentMode, PaymentType } from "@tronc/domain";

/** A customer payment as the invoice's 'Liste des règlements' and the Hydra item show it. */
export interface PaymentView {
  id: number;
  invoiceId: number;
  invoiceReference: string | null;
  amountCents: number;
  paymentType: PaymentType;
  /** 'Acompte', 'Solde'. */
  paymentTypeLabel: string;
  paymentMode: PaymentMode;
  /** 'CB', 'Espèce', 'Chèque', 'Virement bancaire', 'Avoir'. */
  paymentModeLabel: string;
  comment: string;
  paidAt: string;
  credit: { id: number; reference: string | null } | null;
  /** The forecast payment it is matched with. */
  forecastPayment: { id: number; date: string; amountCents: number } | null;
  createdBy: { id: number; fullname: string } | null;
}

/** What the payment modal offers for an invoice. */
export interface PaymentOptions {
  invoiceId: number;
  amountLeftCents: number;
  /** Whether the session user may record payments (accounting or super admin) and the invoice takes one. */
  canPay: boolean;
  modes: { value: PaymentMode; label: string }[];
  types: { value: PaymentType; label: string }[];
  /** Validated or partly used credits of the same issuer and client with something left. */
  credits: { id: number; reference: string; amountLeftCents: number }[];
  /** The schedule of the invoice's quotations; a payment must match one when it is not empty. */
  forecastPayments: {
    id: number;
    quotationReference: string;
    date: string;
    amountCents: number;
    matched: boolean;
  }[];
  /** Today in Paris, the modal's default date. */
  today: string;
}
