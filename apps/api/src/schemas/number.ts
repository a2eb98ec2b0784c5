import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { safeString } from "./text";

/** A number as typed ('12,5') or sent (12.5); the domain reads it and says in French what is wrong. */
export const typedNumber = z
  .union([z.number({ error: MESSAGES.NUMBER_EXPECTED_CAPITALISED }), safeString(40)], {
    error: MESSAGES.NUMBER_OR_TEXT_EXPECTED,
  })
  .nullish();
