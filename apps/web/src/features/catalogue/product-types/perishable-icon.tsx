/** A small snowflake: the type is perishable ('Produit périssable'), kept cold. */
export function PerishableIcon() {
  return (
    <svg
      className="pt-perishable"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      role="img"
      aria-label="Produit périssable"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <title>Produit périssable</title>
      <path d="M12 2v20M4.9 7l14.2 10M4.9 17 19.1 7M9 3.5l3 2.5 3-2.5M9 20.5l3-2.5 3 2.5" />
    </svg>
  );
}
