import { readFile } from "node:fs/promises";
import { files, triangleCompanyLogos } from "@tronc/db";
import { type AnyColumn, sql } from "drizzle-orm";
import { pathOf } from "../../../files/file-store";

export interface LogoFile {
  fileId: number;
  mimeType: string;
}

const LOGO_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

/** Logos as data: URLs by stored file: a stored file's bytes never change, and every print shows one. */
const logoCache = new Map<string, string>();
const LOGO_CACHE_SIZE = 20;

/** A group company's first logo, as a column of the caller's statement. */
export const firstLogoOf = (triangleCompanyId: AnyColumn) => sql<LogoFile | null>`(
    select json_build_object('fileId', ${files.id}, 'mimeType', ${files.mimeType})
    from ${triangleCompanyLogos} inner join ${files} on ${files.id} = ${triangleCompanyLogos.fileId}
    where ${triangleCompanyLogos.triangleCompanyId} = ${triangleCompanyId}
    order by ${triangleCompanyLogos.position}, ${files.id} limit 1)`;

/** The group company's logo as a data: URL; a missing file prints no logo rather than failing. */
export async function logoDataUrl(filesDir: string, logo: LogoFile | null): Promise<string | null> {
  if (!logo || !LOGO_TYPES.has(logo.mimeType)) return null;
  const path = pathOf(filesDir, logo.fileId);
  const cached = logoCache.get(path);
  if (cached) return cached;
  try {
    const bytes = await readFile(path);
    const url = `data:${logo.mimeType};base64,${bytes.toString("base64")}`;
    if (logoCache.size >= LOGO_CACHE_SIZE) logoCache.clear();
    logoCache.set(path, url);
    return url;
  } catch {
    return null;
  }
}

/** A group company's colour as a checked '#rrggbb' (it goes into the CSS). */
export const accentOf = (color: string) => /^#[0-9a-f]{6}/i.exec(color)?.[0] ?? "#3b5bdb";
