import { files, triangleCompanyLogos } from "@tronc/db";
import { type AnyColumn, sql } from "drizzle-orm";
import { readStoredFile } from "../../../files/file-store";
import type { FileStorage } from "../../../files/storage/storage";

export interface LogoFile {
  fileId: number;
  mimeType: string;
}

const LOGO_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

/** Logos as data: URLs by stored file, per storage: a stored file's bytes never change, and every print shows one. */
const logoCaches = new WeakMap<FileStorage, Map<number, string>>();
const LOGO_CACHE_SIZE = 20;

/** A group company's first logo, as a column of the caller's statement. */
export const firstLogoOf = (triangleCompanyId: AnyColumn) => sql<LogoFile | null>`(
    select json_build_object('fileId', ${files.id}, 'mimeType', ${files.mimeType})
    from ${triangleCompanyLogos} inner join ${files} on ${files.id} = ${triangleCompanyLogos.fileId}
    where ${triangleCompanyLogos.triangleCompanyId} = ${triangleCompanyId}
    order by ${triangleCompanyLogos.position}, ${files.id} limit 1)`;

/** The group company's logo as a data: URL; a missing file prints no logo, a storage down fails the print. */
export async function logoDataUrl(storage: FileStorage, logo: LogoFile | null): Promise<string | null> {
  if (!logo || !LOGO_TYPES.has(logo.mimeType)) return null;
  const cache = logoCaches.get(storage) ?? new Map<number, string>();
  logoCaches.set(storage, cache);
  const cached = cache.get(logo.fileId);
  if (cached) return cached;
  const bytes = await readStoredFile(storage, logo.fileId);
  if (!bytes) return null;
  const url = `data:${logo.mimeType};base64,${bytes.toString("base64")}`;
  if (cache.size >= LOGO_CACHE_SIZE) cache.clear();
  cache.set(logo.fileId, url);
  return url;
}

/** A group company's colour as a checked '#rrggbb' (it goes into the CSS). */
export const accentOf = (color: string) => /^#[0-9a-f]{6}/i.exec(color)?.[0] ?? "#3b5bdb";
