import type { Cents, PaymentMode, PaymentType } from "@tronc/domain";

/** A customer payment as the invoice's 'Liste des règlements' and the Hydra item show it. */
export interface PaymentView {
  id: number;
  invoiceId: number;
  invoiceReference: string | null;
  amountCents: Cents;
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
  forecastPayment: { id: number; date: string; amountCents: Cents } | null;
  createdBy: { id: number; fullname: string } | null;
}

/** What the payment modal offers for an invoice. */
export interface PaymentOptions {
  invoiceId: number;
  amountLeftCents: Cents;
  /**
   * Whether the session user may record payments (accounting or super admin) and the invoice takes one
   * (numbered, not paid); when editing a payment (`paymentId` given), whether the user may change it.
   */
  canPay: boolean;
  modes: { value: PaymentMode; label: string }[];
  types: { value: PaymentType; label: string }[];
  /**
   * Validated or partly used credits of the same issuer and client with something left (editing a
   * payment by credit: its own credit with that payment's amount counted back).
   */
  credits: { id: number; reference: string; amountLeftCents: Cents }[];
  /** The schedule of the invoice's quotations (see `forecastRequired`). */
  forecastPayments: {
    id: number;
    quotationReference: string;
    date: string;
    amountCents: Cents;
    /** Matched with another payment (the edited payment's own match is not 'matched'). */
    matched: boolean;
  }[];
  /** A forecast payment must be chosen: one of the schedule is still open to this payment. */
  forecastRequired: boolean;
  /** Today in Paris, the modal's default date. */
  today: string;
}
