import { domainError } from "./messages";

/** '#rgb', '#rrggbb' or '#rrggbbaa', returned as '#rrggbbaa' in lower case (field 'color'). */
export function normalizeColor(value: string): string {
  const text = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}ff`;
  if (/^#[0-9a-f]{6}$/.test(text)) return `${text}ff`;
  if (/^#[0-9a-f]{8}$/.test(text)) return text;
  throw domainError("COLOR_INVALID", "invalid", { value: value.trim() });
}
