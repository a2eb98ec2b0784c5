/** Two letters of a person's name ('Alice Martin' → 'AM'). */
export function personInitials(name: string, lastname: string): string {
  const letters = `${name.trim().charAt(0)}${lastname.trim().charAt(0)}`;
  return letters.toUpperCase() || "?";
}

/** The user's picture, or the initials on a soft disc when there is none. */
export function UserAvatar({
  name,
  lastname,
  pictureUrl,
  size = "md",
}: {
  name: string;
  lastname: string;
  pictureUrl: string | null;
  size?: "sm" | "md" | "lg";
}) {
  const fullname = `${name} ${lastname}`.trim();
  if (pictureUrl) {
    return <img className={`user-avatar user-avatar-${size}`} src={pictureUrl} alt={fullname} />;
  }
  return (
    <span
      className={`user-avatar user-avatar-${size} user-avatar-initials`}
      role="img"
      aria-label={`Pas de photo pour ${fullname}`}
    >
      {personInitials(name, lastname)}
    </span>
  );
}

/** The active flag as a check or a cross (spec document 2 §4). */
export function ActiveFlag({ active, label }: { active: boolean; label: string }) {
  return (
    <span
      className={`user-active ${active ? "is-active" : "is-inactive"}`}
      title={active ? "Actif" : "Inactif"}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path d={active ? "M3.5 8.5l3 3 6-7" : "M4.5 4.5l7 7M11.5 4.5l-7 7"} />
      </svg>
      <span className="visually-hidden">{active ? `${label} actif` : `${label} inactif`}</span>
    </span>
  );
}
