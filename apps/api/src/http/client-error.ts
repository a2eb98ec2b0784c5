import type { Socket } from "node:net";
import { hydraError } from "../hydra/json-ld";
import { BAD_REQUEST } from "./http-error";

export const HEADERS_TOO_LARGE = "L'adresse ou les en-têtes de la requête sont trop longs.";
export const REQUEST_TIMEOUT = "La requête a mis trop de temps à arriver.";

/** What Node's HTTP parser refuses before Fastify sees a request: status, reason phrase, French sentence. */
function answerFor(code: string | undefined): [number, string, string] {
  if (code === "HPE_HEADER_OVERFLOW") return [431, "Request Header Fields Too Large", HEADERS_TOO_LARGE];
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, "Request Timeout", REQUEST_TIMEOUT];
  return [400, "Bad Request", BAD_REQUEST];
}

/**
 * Fastify's clientErrorHandler: a URL or headers over Node's limit (16 KB), a request that never
 * finished arriving or bytes that are not HTTP get the one error shape in French, then the socket closes.
 * No route ran, so the path is unknown: the answer is always a hydra:Error.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const [status, reason, message] = answerFor(error.code);
    const body = JSON.stringify(hydraError(message));
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/ld+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
