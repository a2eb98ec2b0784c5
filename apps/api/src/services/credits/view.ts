import type { CreditState, PaymentMode, PaymentType, Unity, VatDetail } from "@tronc/domain";
import type { ServiceContext } from "../shared/context";
import { notBuilt } from "../shared/not-built";

export interface CreditLineView {
  id: number;
  creditId: number;
  /** None for a free-text line. */
  triangleProductId: number | null;
  name: string;
  description: string;
  quantity: string;
  unitPriceCents: number;
  unity: Unity;
  vatRate: string;
  discountPercent: string;
  indexOrder: string;
  hidden: boolean;
  baseHtCents: number;
  totalHtCents: number;
}

/** One use of the credit: a payment in mode 'Avoir' on an invoice (the credit's allocation ledger). */
export interface CreditUseView {
  paymentId: number;
  paidAt: string;
  amountCents: number;
  paymentType: PaymentType;
  paymentMode: PaymentMode;
  invoice: { id: number; reference: string | null };
}

export interface CreditDetail {
  id: number;
  reference: string | null;
  /** The reference, or 'Avoir en cours de création' for a draft. */
  displayReference: string;
  state: CreditState;
  selectableStates: CreditState[];
  title: string;
  comment: string;
  creditDate: string;
  createdAt: string;
  createdBy: { id: number; fullname: string } | null;
  triangleCompany: { id: number; name: string };
  company: { id: number; name: string; isFactor: boolean };
  /** The invoice it corrects, if created from one. */
  invoice: { id: number; reference: string | null; invoiceDate: string } | null;
  invoiceHeadName: string;
  invoiceAddress: string;
  totalHtCents: number;
  totalTvaCents: number;
  totalTtcCents: number;
  detailTva: VatDetail[];
  /** TTC less the payments made with it (may be negative; lists show 0). */
  amountLeftCents: number;
  lines: CreditLineView[];
  uses: CreditUseView[];
  canEditLines: boolean;
  /** Issuer and recipient may change (a draft not created from an invoice). */
  canChangeParties: boolean;
  canDelete: boolean;
  /** The session user may validate it or change its state (accounting or super admin). */
  canValidate: boolean;
}

export async function getCredit(_ctx: ServiceContext, _input: { id: number }): Promise<CreditDetail> {
  return notBuilt("getCredit");
}
