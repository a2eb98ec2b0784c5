import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { safeString } from "../../../schemas";

/**
 * A purchase's amount, rate or quantity as sent: euros (12.5) or text ('12,50'), 40 characters at most,
 * without a forbidden character; the domain reads it and says in French what is wrong with it.
 */
export const typedNumber = z
  .union([z.number(), safeString(40)], { error: MESSAGES.NUMBER_EXPECTED })
  .nullish();
