import type { ReactNode } from "react";

export type BadgeVariant = "success" | "danger" | "warning" | "info" | "primary" | "dark" | "secondary";

/** A state or a tag: `<Badge variant="success">Payée</Badge>`. */
export function Badge({
  variant = "secondary",
  children,
  title,
}: {
  variant?: BadgeVariant;
  children: ReactNode;
  title?: string;
}) {
  return (
    <span className={`badge badge-${variant}`} title={title}>
      {children}
    </span>
  );
}
