import { z } from "zod";

const id = z.number().int().positive();

/** The rate as typed ('5,5') or as a number (5.5); the service reads it and says what is wrong in French. */
const rate = z.union([z.number(), z.string().max(20)]).nullish();

export const vatIdInput = z.object({ id });
export const vatCreateInput = z.object({ tva: rate });
export const vatUpdateInput = z.object({ id, tva: rate });
