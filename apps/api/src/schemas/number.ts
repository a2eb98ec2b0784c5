import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { safeString } from "./text";

/** An amount or a quantity as typed ('1 200,50') or sent (1200.5); the domain reads it and says what is wrong. */
export const typedNumber = z
  .union([z.number({ error: MESSAGES.NUMBER_EXPECTED_CAPITALISED }), safeString(40)], {
    error: MESSAGES.NUMBER_OR_TEXT_EXPECTED,
  })
  .nullish();
