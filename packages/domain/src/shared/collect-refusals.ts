import { isDomainError } from "./errors";

/**
 * Runs every check of a form and keeps each one's refusal under its own key, so that a form shows all
 * its errors at once instead of the first one a reader throws. A check refuses by throwing a
 * DomainError, as the domain's readers do (what it returns is ignored: a reader returns the value it
 * read); anything else thrown is a bug and goes on up.
 */
export function collectRefusals<Key extends string>(
  checks: Partial<Record<Key, () => unknown>>,
): Partial<Record<Key, string>> {
  const refusals: Partial<Record<Key, string>> = {};
  for (const [key, check] of Object.entries(checks) as [Key, (() => unknown) | undefined][]) {
    if (!check) continue;
    try {
      check();
    } catch (error) {
      if (!isDomainError(error)) throw error;
      refusals[key] = error.message;
    }
  }
  return refusals;
}
