import { connect } from "node:net";
import { pick, type Rng } from "./fuzz-values";

/** Malformed multipart bodies, each with its own Content-Type header: what a broken or hostile client sends. */
export function brokenMultiparts(rng: Rng): { headers: Record<string, string>; payload: string | Buffer }[] {
  const part = (boundary: string, header = 'form-data; name="file"; filename="a.pdf"') =>
    `--${boundary}\r\nContent-Disposition: ${header}\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
  const type = (suffix: string) => ({ "content-type": `multipart/form-data${suffix}` });
  const bodies: { headers: Record<string, string>; payload: string | Buffer }[] = [
    { headers: type(""), payload: `${part("zz")}\r\n--zz--\r\n` },
    { headers: type("; boundary="), payload: `${part("")}\r\n----\r\n` },
    { headers: type('; boundary=""'), payload: `${part("")}\r\n----\r\n` },
    { headers: type("; boundary=zz"), payload: part("zz") },
    { headers: type("; boundary=zz"), payload: "--zz\r\nContent-Disposition: form-da" },
    { headers: type("; boundary=zz"), payload: "--zz\r\n\r\n\r\n--zz--\r\n" },
    { headers: type("; boundary=zz"), payload: "--zz--\r\n" },
    { headers: type("; boundary=zz"), payload: "" },
    { headers: type("; boundary=zz"), payload: `${part("zz", "form-data")}\r\n--zz--\r\n` },
    { headers: type("; boundary=zz"), payload: `${part("zz", 'form-data; name="autre"')}\r\n--zz--\r\n` },
    { headers: type("; boundary=zz"), payload: `${part("zz")}\r\n${part("zz")}\r\n--zz--\r\n` },
    { headers: type(`; boundary=${"b".repeat(200)}`), payload: `${part("b".repeat(200))}\r\n--zz--\r\n` },
    { headers: type("; boundary=zz; charset=\u00ff"), payload: `${part("zz")}\r\n--zz--\r\n` },
    {
      headers: type("; boundary=zz"),
      payload: `${part("zz", 'form-data; name="file"; filename="\u0000\ud800.pdf"')}\r\n--zz--\r\n`,
    },
    { headers: type("/mixed; boundary=zz"), payload: `${part("zz")}\r\n--zz--\r\n` },
  ];
  const randomBytes = Buffer.from(Array.from({ length: 64 }, () => Math.floor(rng() * 256)));
  bodies.push({
    headers: type("; boundary=zz"),
    payload: Buffer.concat([Buffer.from("--zz\r\n"), randomBytes]),
  });
  return [...bodies, pick(rng, bodies)];
}

/** Range headers a player never sends: malformed, unsatisfiable, several ranges, huge numbers. */
export const BAD_RANGES = [
  "bytes=",
  "bytes=-",
  "bytes=a-b",
  "bytes=5-1",
  "bytes=0-1,4-5",
  "bytes=99999999999999999999-",
  "bytes=-99999999999999999999",
  "bytes=9007199254740993-9007199254740999",
  "bytes=1000000000-",
  "bytes=-0",
  "bytes=0-0",
  "items=0-1",
  "bytes=\u00ff-1",
  "bytes=0-1\u0000",
  "x".repeat(4000),
];

/** One raw HTTP/1.1 request on a socket, for what never reaches Fastify's inject (Node's own parser). */
export function rawRequest(port: number, request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => socket.destroy());
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const body = text.slice(text.indexOf("\r\n\r\n") + 4);
      if (!text) reject(new Error("no answer"));
      else resolve({ status, body });
    });
    socket.write(request);
  });
}

/** Requests Node's HTTP parser refuses before any route: URL over 16 KB, headers too long, not HTTP. */
export const PARSER_REFUSALS = [
  `GET /api/me?x=${"a".repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
  `GET /${"a".repeat(20 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
  `GET /api/me HTTP/1.1\r\nHost: localhost\r\nX-Long: ${"b".repeat(17 * 1024)}\r\n\r\n`,
  "NOT HTTP AT ALL\r\n\r\n",
  "GET /api/me HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n",
];
