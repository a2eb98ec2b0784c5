import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

const SLOW_MS = 500;
const staticRequests = new WeakSet<FastifyRequest>();

/** A request answered by a file of the web app: logged at debug unless it fails or is slow. */
export function markStatic(request: FastifyRequest) {
  staticRequests.add(request);
}

/**
 * One line per request, when it ends: API requests at info, the web app's files at debug (a page
 * load is some 20 of them), errors and slow requests always.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const level =
      error || status >= 500
        ? "error"
        : ms > SLOW_MS
          ? "warn"
          : staticRequests.has(request) && status < 400
            ? "debug"
            : "info";
    reply.log[level](
      { req: request, res: reply, responseTime: ms, ...(error ? { err: error } : {}) },
      "request completed",
    );
  }
}
