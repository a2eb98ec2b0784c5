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

const DARK_TEXT = "#16191d";
const WHITE_TEXT = "#ffffff";

/** WCAG 2 relative luminance of '#rrggbb' (its first six hex digits). */
function relativeLuminance(hex: string): number {
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG 2 contrast ratio of two colours '#rrggbb' (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * Dark or white text, whichever has the higher WCAG contrast on a colour ('#rrggbb' or '#rrggbbaa';
 * white otherwise): a company's green (#2da44e) takes dark text, 5.4:1, where white read 3.2:1.
 */
export function textColorOn(color: string): string {
  if (!/^#[0-9a-f]{6}/i.test(color)) return WHITE_TEXT;
  return contrastRatio(color, DARK_TEXT) > contrastRatio(color, WHITE_TEXT) ? DARK_TEXT : WHITE_TEXT;
}
