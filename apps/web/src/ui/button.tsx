import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner";
import "./button.css";

export type ButtonVariant = "primary" | "secondary" | "danger" | "success" | "ghost" | "link";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: "sm" | "md";
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean;
}

/** `<Button variant="primary" busy={mutation.isPending}>Enregistrer</Button>`; type="button" unless told. */
export function Button({
  variant = "secondary",
  size = "md",
  busy = false,
  type = "button",
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = ["btn", `btn-${variant}`, size === "sm" ? "btn-sm" : "", className ?? ""].filter(Boolean);
  return (
    <button type={type} className={classes.join(" ")} disabled={disabled || busy} aria-busy={busy} {...rest}>
      {busy && <Spinner inline label="En cours…" />}
      {children}
    </button>
  );
}
