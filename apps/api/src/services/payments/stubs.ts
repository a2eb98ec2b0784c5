import type { ServiceContext } from "../shared/context";
import { notBuilt } from "../shared/not-built";
import type { PaymentOptions, PaymentView } from "./view";

// Contracts of the payment services (helper H4 replaces this file by the real ones).
export const paymentsByInvoice = (_ctx: ServiceContext, _input: unknown): Promise<PaymentView[]> =>
  notBuilt("paymentsByInvoice");
export const paymentsByCredit = (_ctx: ServiceContext, _input: unknown): Promise<PaymentView[]> =>
  notBuilt("paymentsByCredit");
export const getPayment = (_ctx: ServiceContext, _input: unknown): Promise<PaymentView> =>
  notBuilt("getPayment");
export const paymentOptions = (_ctx: ServiceContext, _input: unknown): Promise<PaymentOptions> =>
  notBuilt("paymentOptions");
export const createPayment = (_ctx: ServiceContext, _input: unknown): Promise<PaymentView> =>
  notBuilt("createPayment");
export const updatePayment = (_ctx: ServiceContext, _input: unknown): Promise<PaymentView> =>
  notBuilt("updatePayment");
export const deletePayment = (_ctx: ServiceContext, _input: unknown): Promise<{ id: number }> =>
  notBuilt("deletePayment");
