import { DomainError } from "@tronc/domain";
import {
  createTriangleCompany,
  getTriangleCompany,
  listTriangleCompanies,
  MESSAGES,
  updateTriangleCompany,
} from "../services/triangle-companies";
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
    .query(({ ctx, input }) => listTriangleCompanies(ctx.db, input)),

  get: superAdminProcedure.input(triangleCompanyIdInput).query(async ({ ctx, input }) => {
    const company = await getTriangleCompany(ctx.db, input.id);
    if (!company) throw new DomainError("TRIANGLE_COMPANY_NOT_FOUND", MESSAGES.notFound, "notFound");
    return company;
  }),

  create: superAdminProcedure
    .input(triangleCompanyCreateInput)
    .mutation(({ ctx, input }) => createTriangleCompany(ctx.db, input)),

  update: superAdminProcedure.input(triangleCompanyUpdateInput).mutation(({ ctx, input }) => {
    const { id, ...fields } = input;
    return updateTriangleCompany(ctx.db, id, fields);
  }),
});
