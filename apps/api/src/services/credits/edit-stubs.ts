import type { ServiceContext } from "../shared/context";
import { notBuilt } from "../shared/not-built";
import type { CreditDetail, CreditLineView } from "./view";

// Contracts of the credit note's edit services (helper H1 replaces this file by the real ones).
export interface CreditProductOption {
  id: number;
  name: string;
  reference: string;
  description: string;
  priceCents: number;
  unity: string;
  vatRate: string;
}
export const createCredit = (_ctx: ServiceContext, _input: unknown): Promise<{ id: number }> =>
  notBuilt("createCredit");
export const createCreditFromInvoice = (_ctx: ServiceContext, _input: unknown): Promise<{ id: number }> =>
  notBuilt("createCreditFromInvoice");
export const updateCredit = (_ctx: ServiceContext, _input: unknown): Promise<CreditDetail> =>
  notBuilt("updateCredit");
export const deleteCredit = (_ctx: ServiceContext, _input: unknown): Promise<{ id: number }> =>
  notBuilt("deleteCredit");
export const creditProductOptions = (_ctx: ServiceContext, _input: unknown): Promise<CreditProductOption[]> =>
  notBuilt("creditProductOptions");
export const createCreditLine = (_ctx: ServiceContext, _input: unknown): Promise<CreditLineView> =>
  notBuilt("createCreditLine");
export const updateCreditLine = (_ctx: ServiceContext, _input: unknown): Promise<CreditLineView> =>
  notBuilt("updateCreditLine");
export const deleteCreditLine = (_ctx: ServiceContext, _input: unknown): Promise<{ id: number }> =>
  notBuilt("deleteCreditLine");
