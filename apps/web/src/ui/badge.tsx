import type { ReactNode } from "react";
import "./badge.css";

export type BadgeVariant =
  | "success"
  | "danger"
  | "warning"
  | "info"
  | "primary"
  | "dark"
  | "secondary"
  | "paid";

/** A state or a tag: `<Badge variant="success">Payée</Badge>`. */
export function Badge({
  variant = "secondary",
  children,
  title,
  className,
}: {
  variant?: BadgeVariant;
  children: ReactNode;
  title?: string;
  /** The screen's own class, for its placement. */
  className?: string;
}) {
  return (
    <span className={`badge badge-${variant}${className ? ` ${className}` : ""}`} title={title}>
      {children}
    </span>
  );
}
