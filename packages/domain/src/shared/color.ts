import { domainError } from "../messages";

/** '#rgb', '#rrggbb' or '#rrggbbaa', returned as '#rrggbbaa' in lower case (field 'color'). */
export function normalizeColor(value: string): string {
  const text = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}ff`;
  if (/^#[0-9a-f]{6}$/.test(text)) return `${text}ff`;
  if (/^#[0-9a-f]{8}$/.test(text)) return text;
  throw domainError("COLOR_INVALID", "invalid", { value: value.trim() });
}

/** Dark or white text, whichever reads better on a colour ('#rrggbb' or '#rrggbbaa'; white otherwise). */
export function textColorOn(color: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(color);
  if (!match) return "#ffffff";
  const [r, g, b] = [match[1], match[2], match[3]].map((hex) => Number.parseInt(hex ?? "0", 16) / 255);
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.6 ? "#16191d" : "#ffffff";
}
