import { getTriangleCompany, listTriangleCompanies } from "../services/core/triangle-companies/queries";
import { createTriangleCompany, updateTriangleCompany } from "../services/core/triangle-companies/save";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router, superAdminProcedure } from "../trpc/trpc";
import {
  triangleCompanyCreateInput,
  triangleCompanyIdInput,
  triangleCompanyListInput,
  triangleCompanyUpdateInput,
} from "./triangle-company.schemas";

/** Group companies: any signed-in user reads the list (forms offer them); super admins read and write the rest. */
export const triangleCompanyRouter = router({
  list: authedProcedure
    .input(triangleCompanyListInput)
    .query(({ ctx, input }) => listTriangleCompanies(serviceCtx(ctx), input)),
  get: superAdminProcedure
    .input(triangleCompanyIdInput)
    .query(({ ctx, input }) => getTriangleCompany(serviceCtx(ctx), input)),
  create: superAdminProcedure
    .input(triangleCompanyCreateInput)
    .mutation(({ ctx, input }) => createTriangleCompany(serviceCtx(ctx), input)),
  update: superAdminProcedure
    .input(triangleCompanyUpdateInput)
    .mutation(({ ctx, input }) => updateTriangleCompany(serviceCtx(ctx), input)),
});
