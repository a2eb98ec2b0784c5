import {
  createClientCompany,
  lookupCompaniesBySiret,
  searchClientCompanies,
  updateClientCompany,
} from "../services/sales/client-companies";
import { getClientSheet } from "../services/sales/client-company-views";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  clientCompanyCreateInput,
  clientCompanyIdInput,
  clientCompanySearchInput,
  clientCompanyUpdateInput,
  siretLookupInput,
} from "./client-company.schemas";

/** Client companies ('Clients'): list of cards, client sheet, identity modal, SIRET lookup. */
export const clientCompanyRouter = router({
  search: authedProcedure
    .input(clientCompanySearchInput)
    .query(({ ctx, input }) => searchClientCompanies(serviceCtx(ctx), input)),
  lookupBySiret: authedProcedure
    .input(siretLookupInput)
    .query(({ ctx, input }) => lookupCompaniesBySiret(serviceCtx(ctx), input)),
  /** 'Fiche client': identity, address, contacts, 'Client de', projects, leads. */
  get: authedProcedure
    .input(clientCompanyIdInput)
    .query(({ ctx, input }) => getClientSheet(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(clientCompanyCreateInput)
    .mutation(({ ctx, input }) => createClientCompany(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(clientCompanyUpdateInput)
    .mutation(({ ctx, input }) => updateClientCompany(serviceCtx(ctx), input)),
});
