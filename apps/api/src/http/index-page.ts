import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

type Encoding = "br" | "gzip" | "identity";

/** index.html, read once at start: it names the hashed chunks of one build, so it never changes while we run. */
export interface IndexPage {
  etag: string;
  bodies: Record<Encoding, Buffer>;
}

export function loadIndexPage(file: string): IndexPage {
  const identity = readFileSync(file);
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return {
    etag: `W/"${hash}"`,
    bodies: { br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }), identity },
  };
}

/** The best encoding the client accepts (q=0 refuses one) among those at hand, brotli first. */
export function pickEncoding(
  header: string | string[] | undefined,
  available: readonly ("br" | "gzip")[] = ["br", "gzip"],
): Encoding {
  const accepted = new Set<string>();
  for (const part of String(header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return available.find((encoding) => accepted.has(encoding)) ?? "identity";
}

/** `no-cache` + ETag: the browser revalidates each load, and a 304 costs no body. */
export function sendIndexPage(page: IndexPage, request: FastifyRequest, reply: FastifyReply) {
  reply
    .type("text/html; charset=utf-8")
    .header("Cache-Control", "no-cache")
    .header("ETag", page.etag)
    .header("Vary", "Accept-Encoding");
  if (request.headers["if-none-match"] === page.etag) return reply.code(304).send();
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  if (encoding !== "identity") reply.header("Content-Encoding", encoding);
  return reply.send(page.bodies[encoding]);
}
