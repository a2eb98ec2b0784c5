import "./spinner.css";

/** A small loading indicator, announced to screen readers. */
export function Spinner({ label = "Chargement…", inline = false }: { label?: string; inline?: boolean }) {
  return (
    <span className={inline ? "spinner-inline" : "spinner-block"} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className={inline ? "visually-hidden" : "spinner-label"}>{label}</span>
    </span>
  );
}
