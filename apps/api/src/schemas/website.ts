import { safeString } from "./text";

export const WEBSITE_INVALID = "Le site web doit être une adresse commençant par http:// ou https://.";

/** Only web addresses are stored: the sheet shows it as a link (no javascript:, data:, ftp:…). */
export function isWebsite(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === "") return true;
  try {
    const url = new URL(trimmed);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Empty or null clears the field. */
export const websiteSchema = safeString(255).refine(isWebsite, { error: WEBSITE_INVALID }).nullish();
