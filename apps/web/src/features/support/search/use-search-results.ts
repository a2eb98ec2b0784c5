import { keepPreviousData } from "@tanstack/react-query";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import { trpc } from "../../../lib/trpc";

/** Under the last key long enough to skip the keys typed in a row, short enough to show within 150 ms. */
export const SEARCH_BOX_DEBOUNCE_MS = 80;

/**
 * The search of what is typed, once typing pauses: a newer text cancels the request still running
 * (the query's abort signal reaches fetch), and the last results stay shown until the new ones come.
 */
export function useSearchResults(text: string) {
  const q = useDebouncedValue(text.trim(), SEARCH_BOX_DEBOUNCE_MS);
  const query = trpc.search.find.useQuery(
    { q },
    {
      enabled: q.length > 0,
      placeholderData: keepPreviousData,
      staleTime: 10_000,
      trpc: { abortOnUnmount: true },
    },
  );
  return { q, typing: q !== text.trim(), ...query };
}
