import { formatMessage, MESSAGES } from "@tronc/domain";
import { z } from "zod";

export const FORBIDDEN_CHARACTER = MESSAGES.FORBIDDEN_CHARACTER;

/** NUL breaks PostgreSQL text; a lone UTF-16 surrogate cannot be written as UTF-8. */
export function hasForbiddenCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code === 0) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index++;
      else return true;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/** The one text schema: bounded, without NUL nor lone surrogate. */
export const safeString = (max: number) =>
  z
    .string({ error: MESSAGES.TEXT_EXPECTED })
    .max(max, { error: formatMessage("TEXT_TOO_LONG", { max }) })
    .refine((value) => !hasForbiddenCharacter(value), { error: FORBIDDEN_CHARACTER });

/** Free text that may be absent or cleared (null); the domain judges emptiness in French. */
export const textSchema = (max: number) => safeString(max).nullish();

/** The search box of a list. */
export const searchText = safeString(200).optional();

export const NAME_ON_ONE_LINE = MESSAGES.NAME_ON_ONE_LINE;

/**
 * The one schema of a person's or a company's name (users, coaches, contacts, requesters, clients,
 * suppliers, group companies): a text on one line, CR and LF refused (they break the headers of mails,
 * the exports' rows and the printed documents' blocks). `nameSchema` may be absent or cleared.
 */
export const nameString = (max: number) =>
  safeString(max).refine((value) => !/[\r\n]/.test(value), { error: NAME_ON_ONE_LINE });

export const nameSchema = (max: number) => nameString(max).nullish();
