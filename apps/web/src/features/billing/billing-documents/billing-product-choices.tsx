import type { Cents } from "@tronc/domain";
import { formatEuros } from "@tronc/domain";
import { FREE_TEXT_OPTION } from "./billing-document-form";

/** The 'Ajouter une ligne' choices: nothing yet, a free-text line, or one of the issuer's products. */
export function ProductChoices({
  options,
}: {
  options: readonly { id: number; name: string; priceCents: Cents }[] | undefined;
}) {
  return (
    <>
      <option value="">Choisir un produit…</option>
      <option value={FREE_TEXT_OPTION}>--- Ligne de texte libre ---</option>
      {options?.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name} — {formatEuros(option.priceCents)}
        </option>
      ))}
    </>
  );
}
