import { AddressServiceUnavailable } from "../../../services/shared/address-lookup";
import type { FilesServiceContext } from "../../../services/shared/context";
import type { InputOf } from "../../resource/contract";
import type { addressContract } from "./contract";

/**
 * Suggestions of French addresses. When the address service cannot be reached the answer says so
 * (available: false) instead of failing, and the screen offers typed entry.
 */
export async function searchAddresses(
  { addressLookup }: FilesServiceContext,
  input: InputOf<typeof addressContract.operations.search>,
) {
  try {
    if (!addressLookup) throw new AddressServiceUnavailable("no address lookup in this context");
    const suggestions = await addressLookup.search(input.q, { limit: input.limit, type: input.type });
    return { available: true as const, suggestions };
  } catch (error) {
    if (!(error instanceof AddressServiceUnavailable)) throw error;
    return { available: false as const, message: error.message, suggestions: [] };
  }
}
