import { z } from "zod";
import { idSchema, safeString } from "../schemas";

const id = idSchema("La TVA");

/** The rate as typed ('5,5') or as a number (5.5); the service reads it and says what is wrong in French. */
const rate = z.union([z.number(), safeString(20)]).nullish();

export const vatIdInput = z.object({ id });
export const vatCreateInput = z.object({ tva: rate });
export const vatUpdateInput = z.object({ id, tva: rate });
