import { useSearchParams } from "wouter";

/**
 * The id of what a screen has open in a dialog, kept in the address (`?recommandation=12`): a reload
 * comes back to it, a link can be shared, and Back closes it. Opening adds a history entry; closing
 * replaces the current one (Back then goes where the person was before opening).
 */
export function useIdInUrl(name: string): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get(name));
  const id = Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
  const setId = (next: number | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === null) copy.delete(name);
        else copy.set(name, String(next));
        return copy;
      },
      { replace: next === null },
    );
  return [id, setId];
}
