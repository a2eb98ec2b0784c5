import { domainError } from "@tronc/domain";

export const fileNotFound = () => domainError("FILE_NOT_FOUND", "notFound");

export const fileDeleteForbidden = () => domainError("FILE_DELETE_FORBIDDEN", "forbidden");

export const fileIsCompanyLogo = (company: string) =>
  domainError("FILE_IS_COMPANY_LOGO", "conflict", { company });
