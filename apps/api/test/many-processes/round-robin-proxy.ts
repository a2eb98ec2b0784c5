import { createServer as createHttpServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A load balancer in front of several server processes, as small as a test needs: each request goes
 * to the next upstream in turn; one that refuses the connection (a process gone) is skipped for the
 * next, since nothing of the request reached it (a reset after sending is not retried). The response says which upstream served it
 * (`x-served-by`: its index), so a test can tell that two requests crossed processes.
 */
export interface RoundRobinProxy {
  url: string;
  /** Upstream indexes that served, in order. */
  served: number[];
  close(): Promise<void>;
}

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => resolve(Buffer.concat(chunks)));
    incoming.on("error", reject);
  });
}

export async function startRoundRobinProxy(upstreamPorts: number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served: number[] = [];
  const server = createHttpServer(async (incoming, outgoing) => {
    const body = await readBody(incoming);
    const tryUpstream = (attempt: number) => {
      const index = (next + attempt) % upstreamPorts.length;
      const forwarded = httpRequest(
        {
          host: "127.0.0.1",
          port: upstreamPorts[index],
          // A connection per request: a process killed leaves no kept socket to fail a later request.
          agent: false,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, "x-forwarded-for": incoming.socket.remoteAddress ?? "" },
        },
        (answer) => {
          served.push(index);
          outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-served-by": String(index) });
          answer.pipe(outgoing);
        },
      );
      forwarded.on("error", (error: NodeJS.ErrnoException) => {
        if (outgoing.headersSent) {
          outgoing.destroy(error);
        } else if (error.code === "ECONNREFUSED" && attempt + 1 < upstreamPorts.length) {
          // Refused: the request never reached that process. A reset once sent may have been written:
          // the client gets a 502 (not acknowledged) rather than a second try that could write twice.
          tryUpstream(attempt + 1);
        } else {
          outgoing.writeHead(502).end();
        }
      });
      forwarded.end(body);
    };
    tryUpstream(0);
    next = (next + 1) % upstreamPorts.length;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
