import { textColorOn } from "@tronc/domain";
/** Two letters of the name ('Triangle Digital' → 'TD'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length >= 2 ? `${words[0]?.[0] ?? ""}${words[1]?.[0] ?? ""}` : name.trim().slice(0, 2);
  return letters.toUpperCase() || "?";
}

export const logoUrl = (fileId: number) => `/api/files/${fileId}/download`;

/** The company's first logo, or its initials on its colour. */
export function CompanyLogo({
  name,
  color,
  logoId,
  size = "md",
}: {
  name: string;
  color: string;
  logoId: number | null;
  size?: "md" | "lg";
}) {
  if (logoId !== null) {
    return (
      <div className={`tc-logo tc-logo-${size}`}>
        <img src={logoUrl(logoId)} alt={`Logo de ${name}`} loading="lazy" />
      </div>
    );
  }
  return (
    <div
      className={`tc-logo tc-logo-${size} tc-logo-initials`}
      style={{ background: color, color: textColorOn(color) }}
      role="img"
      aria-label={`Initiales de ${name}`}
    >
      {initialsOf(name)}
    </div>
  );
}

/** The active flag as a check or a cross (spec document 2 §4). */
export function ActiveMark({ active }: { active: boolean }) {
  return (
    <span
      className={`tc-active ${active ? "is-active" : "is-inactive"}`}
      title={active ? "Active" : "Inactive"}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path d={active ? "M3.5 8.5l3 3 6-7" : "M4.5 4.5l7 7M11.5 4.5l-7 7"} />
      </svg>
      <span className="visually-hidden">{active ? "Entreprise active" : "Entreprise inactive"}</span>
    </span>
  );
}
