import { type InputHTMLAttributes, useId } from "react";
import "./switch.css";

interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "onChange" | "checked"> {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** A checkbox drawn as a toggle, with its label: 'Tâches en retard', 'Entreprise active'. */
export function Switch({ label, checked, onChange, id, className, ...rest }: SwitchProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <label className={`switch${className ? ` ${className}` : ""}`} htmlFor={inputId}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
