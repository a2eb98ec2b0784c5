import { PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idListSchema, idSchema, nameSchema, pageInput, searchText, textSchema } from "../schemas";

const text = textSchema(300);
const flag = z.boolean().optional();

export const COACHES_PAGE_SIZE = PAGE_SIZES.coaches;

export const coachIdInput = z.object({ id: idSchema("Le coach") });

export const coachListInput = z.object({
  q: searchText,
  ...pageInput(COACHES_PAGE_SIZE, 500),
});

const fields = {
  name: nameSchema(300),
  lastname: nameSchema(300),
  email: text,
  phone: text,
  password: text,
  isReceiveMailLead: flag,
  triangleCompanyIds: idListSchema("L'entreprise du groupe", 100).optional(),
};

/** A coach may be created inactive (as a PUT switches one off): absent, it is active. */
export const coachCreateInput = z.object({ ...fields, isActif: flag });

/** 'Annulations de prises en charge' is counted by the AI coach area; it is shown, not edited. */
export const coachUpdateInput = z.object({ id: idSchema("Le coach"), ...fields, isActif: flag });
