import type { InputHTMLAttributes } from "react";

interface DateInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "onChange"> {
  /** 'yyyy-MM-dd' (date) or 'yyyy-MM-ddTHH:mm' (withTime), '' when empty. */
  value: string;
  onChange(value: string): void;
  /** A wall-clock date and time (datetime-local), e.g. a leave starting at 08:00. */
  withTime?: boolean;
}

/** The browser's native date picker (French in a French browser); the value stays an ISO string. */
export function DateInput({ value, onChange, withTime = false, className, ...rest }: DateInputProps) {
  return (
    <input
      {...rest}
      type={withTime ? "datetime-local" : "date"}
      className={className ?? "input"}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
