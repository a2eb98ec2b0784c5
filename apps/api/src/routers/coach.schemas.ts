import { z } from "zod";

const id = z.number().int().positive();
const text = z.string().max(300).nullish();
const flag = z.boolean().optional();

export const COACHES_PAGE_SIZE = 120;

export const coachIdInput = z.object({ id });

export const coachListInput = z.object({
  q: z.string().max(200).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(COACHES_PAGE_SIZE),
});

const fields = {
  name: text,
  lastname: text,
  email: text,
  phone: text,
  password: text,
  isReceiveMailLead: flag,
  triangleCompanyIds: z.array(id).max(100).optional(),
};

export const coachCreateInput = z.object(fields);

/** 'Annulations de prises en charge' is counted by the AI coach area; it is shown, not edited. */
export const coachUpdateInput = z.object({ id, ...fields, isActif: flag });
