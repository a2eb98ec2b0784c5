import { domainError } from "@tronc/domain";
import { z } from "zod";
import { versionSchema } from "../schemas/version";
import { parseBody } from "./body";
import type { HydraRequest } from "./route";

/**
 * The ETag of a versioned item: `W/"Quotation-12-3"` (its JSON-LD type, id and version), so an ETag of
 * another record is recognised and refused rather than compared blindly. None for an item without version.
 */
export function etagOf(item: unknown): string | undefined {
  if (typeof item !== "object" || item === null) return undefined;
  const { "@type": type, id, version } = item as Record<string, unknown>;
  if (typeof type !== "string" || typeof id !== "number" || typeof version !== "number") return undefined;
  return `W/"${type}-${id}-${version}"`;
}

const ETAG = /^(?:W\/)?"([A-Za-z]+)-(\d{1,10})-(\d{1,10})"$/;
const bodyVersion = z.object({ version: versionSchema.optional() });

/**
 * The version a PUT is based on: the `If-Match` header (an ETag GET answered) or the body's `version`.
 * Neither (or `If-Match: *`): undefined, the write goes through as it always has (the spec's clients
 * send none). An ETag that is not ours or names another record, or a version that is not a whole
 * number: a French 400, nothing written.
 */
export function requestedVersion(
  req: HydraRequest,
  target: { type: string; id: number },
): number | undefined {
  const fromBody =
    "version" in req.body ? parseBody(bodyVersion, { version: req.body.version }).version : undefined;
  const header = req.ifMatch?.trim();
  if (!header || header === "*") return fromBody;
  const match = ETAG.exec(header);
  if (!match) throw domainError("IF_MATCH_INVALID", "invalid");
  const [, type, id, version] = match;
  if (type !== target.type || Number(id) !== target.id) {
    throw domainError("IF_MATCH_OTHER_RECORD", "invalid", { etag: header });
  }
  const fromHeader = Number(version);
  if (fromBody !== undefined && fromBody !== fromHeader)
    throw domainError("IF_MATCH_VERSION_MISMATCH", "invalid");
  return fromHeader;
}

/**
 * The version a hand-written PUT writes on: the one the client named (`requestedVersion`), else the
 * record's current one (`readCurrent`), so a client naming none writes as it always has.
 */
export async function putVersion(
  req: HydraRequest,
  target: { type: string; id: number },
  readCurrent: () => Promise<{ version: number }>,
): Promise<number> {
  return requestedVersion(req, target) ?? (await readCurrent()).version;
}
