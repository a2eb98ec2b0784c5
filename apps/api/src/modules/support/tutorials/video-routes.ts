import { createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { domainError, formatMessage, formatVideoCap, sniffVideoType, VIDEO_SNIFF_BYTES } from "@tronc/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RouteDoc } from "../../../docs/route-doc";
import { parseFileId } from "../../../files/file-id";
import { firstBytes } from "../../../files/first-bytes";
import { type MultipartWording, receiveFilePart, type UploadRefusal } from "../../../files/multipart-upload";
import { declaredTypeMismatch, TYPE_MISMATCH, VIDEO_TYPES } from "../../../files/sniff";
import { hydraError } from "../../../hydra/json-ld";
import type { ContextFactory } from "../../../hydra/register";
import { readByteRange } from "../../../services/support/tutorials/byte-range";
import {
  assertCanReceiveVideo,
  attachTutorialVideo,
  findTutorialVideo,
  type ReceivedVideo,
  tutorialCaptions,
} from "../../../services/support/tutorials/video";
import { serviceCtx } from "../../../trpc/context";
import { NOT_ALLOWED, NOT_SIGNED_IN } from "../../../trpc/errors";
import { holdsAnyPolicy } from "../../policies";
import type { FileRouteServer } from "../../resource/define-resource";

/** MAX_VIDEO_BYTES when the deployment does not say (env.ts has the same default). */
export const DEFAULT_MAX_VIDEO_BYTES = 200 * 1024 * 1024;

type VideoRequest = FastifyRequest<{ Params: { id: string } }>;

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).type("application/ld+json").send(hydraError(message));

type Received = { ok: true; video: ReceivedVideo } | UploadRefusal;

const videoWording = (maxBytes: number): MultipartWording => ({
  notMultipart: formatMessage("TUTORIAL_VIDEO_NOT_MULTIPART"),
  missing: formatMessage("TUTORIAL_VIDEO_MISSING"),
  unreadable: formatMessage("TUTORIAL_VIDEO_UNREADABLE"),
  tooLarge: formatMessage("TUTORIAL_VIDEO_TOO_LARGE", { max: formatVideoCap(maxBytes) }),
});

/** Streams the multipart field 'file' to `tempPath` under the cap, then judges it by its first bytes. */
async function receiveVideo(request: FastifyRequest, tempPath: string, maxBytes: number): Promise<Received> {
  const received = await receiveFilePart(request, maxBytes, videoWording(maxBytes), (part) =>
    pipeline(part.file, createWriteStream(tempPath, { flags: "wx" })),
  );
  if (!received.ok) return received;
  const { size } = await stat(tempPath);
  if (size === 0) return { ok: false, status: 400, message: formatMessage("TUTORIAL_VIDEO_EMPTY") };
  const mimeType = sniffVideoType(await firstBytes(tempPath, VIDEO_SNIFF_BYTES));
  if (!mimeType) return { ok: false, status: 415, message: formatMessage("TUTORIAL_VIDEO_TYPE") };
  const declared = { mimeType: received.part.mimetype, filename: received.part.filename };
  if (declaredTypeMismatch(mimeType, declared, VIDEO_TYPES))
    return { ok: false, status: 415, message: TYPE_MISMATCH };
  return { ok: true, video: { tempPath, filename: received.part.filename, mimeType, size } };
}

const uploadDoc = (maxBytes: number): RouteDoc => ({
  summary: "Dépose la vidéo d'une entrée d'aide (remplace la précédente)",
  roles: ["superAdmin"],
  access: "sur une entrée sans lien externe (sinon 422)",
  upload: `Une vidéo MP4 ou WebM (lue à ses premiers octets), ${formatVideoCap(maxBytes)} au plus (413 au-delà).`,
  answers: { status: 201, types: ["application/json"], description: "L'entrée d'aide, avec sa vidéo." },
});

const playbackDoc: RouteDoc = {
  summary: "Lit la vidéo d'une entrée d'aide",
  roles: ["authed"],
  answers: {
    types: ["video/mp4", "video/webm"],
    description:
      "La vidéo, affichée (inline) ; un en-tête Range en demande une partie (206, ou 416 hors de la vidéo).",
  },
};

const captionsDoc: RouteDoc = {
  summary: "Les sous-titres d'une entrée d'aide (son titre et sa description)",
  roles: ["authed"],
  answers: { types: ["text/vtt"], description: "La piste de sous-titres WebVTT du lecteur." },
};

/** Upload (super admins) and range-streamed playback of tutorial videos. */
export function registerTutorialVideoRoutes(
  app: FastifyInstance,
  contextFor: ContextFactory,
  { deps }: FileRouteServer,
): void {
  const maxBytes = deps.maxVideoBytes ?? DEFAULT_MAX_VIDEO_BYTES;

  /**
   * The video of an entry, streamed to a temporary file of the store under the cap, judged by its
   * first bytes (MP4 or WebM), and only then moved in: a refused upload leaves nothing behind.
   */
  const upload = uploadDoc(maxBytes);
  app.post("/api/tutorials/:id/video", { config: { doc: upload } }, async (request: VideoRequest, reply) => {
    const ctx = await contextFor(request);
    if (!ctx.user) return fail(reply, 401, NOT_SIGNED_IN);
    if (!holdsAnyPolicy(ctx.user, upload.roles)) return fail(reply, 403, NOT_ALLOWED);
    const id = parseFileId(request.params.id);
    if (id === null) throw domainError("TUTORIAL_NOT_FOUND", "notFound");
    const services = serviceCtx({ ...ctx, user: ctx.user });
    await assertCanReceiveVideo(services, { id });

    const tempPath = await services.storage.tempPath();
    let received: Received;
    let attached: Awaited<ReturnType<typeof attachTutorialVideo>> | null = null;
    try {
      received = await receiveVideo(request, tempPath, maxBytes);
      if (received.ok) attached = await attachTutorialVideo(services, { id, video: received.video });
    } finally {
      // Moved into the store when kept; otherwise what was received goes, before the client hears back.
      await rm(tempPath, { force: true });
    }
    if (!received.ok) return fail(reply, received.status, received.message);
    return reply.code(201).send(attached);
  });

  /** Playback for every signed-in user, with range requests so the player can seek. */
  app.get(
    "/api/tutorials/:id/video",
    { config: { doc: playbackDoc } },
    async (request: VideoRequest, reply) => {
      const ctx = await contextFor(request);
      if (!ctx.user) return fail(reply, 401, NOT_SIGNED_IN);
      const id = parseFileId(request.params.id);
      if (id === null) throw domainError("TUTORIAL_NOT_FOUND", "notFound");
      const video = await findTutorialVideo(ctx, { id });
      const size = (await ctx.storage.stat(video.key))?.size;
      if (size === undefined) throw domainError("TUTORIAL_NO_VIDEO", "notFound");
      reply
        .header("Accept-Ranges", "bytes")
        .header("X-Content-Type-Options", "nosniff")
        .header("Cache-Control", "private, max-age=3600")
        .header("Content-Disposition", `inline; filename*=UTF-8''${encodeURIComponent(video.filename)}`);
      const range = readByteRange(request.headers.range, size);
      if (range.kind === "unsatisfiable") {
        return reply
          .code(416)
          .header("Content-Range", `bytes */${size}`)
          .type("application/ld+json")
          .send(hydraError(formatMessage("TUTORIAL_VIDEO_RANGE")));
      }
      const { start, end } = range.kind === "partial" ? range : { start: 0, end: size - 1 };
      const body = await ctx.storage.getStream(video.key, size === 0 ? undefined : { start, end });
      if (!body) throw domainError("TUTORIAL_NO_VIDEO", "notFound");
      if (range.kind === "partial") reply.code(206).header("Content-Range", `bytes ${start}-${end}/${size}`);
      return reply
        .type(video.mimeType)
        .header("Content-Length", String(end - start + 1))
        .send(body);
    },
  );

  /** The player's caption track (WebVTT), for every signed-in user. */
  app.get(
    "/api/tutorials/:id/captions",
    { config: { doc: captionsDoc } },
    async (request: VideoRequest, reply) => {
      const ctx = await contextFor(request);
      if (!ctx.user) return fail(reply, 401, NOT_SIGNED_IN);
      const id = parseFileId(request.params.id);
      if (id === null) throw domainError("TUTORIAL_NOT_FOUND", "notFound");
      const captions = await tutorialCaptions(ctx, { id });
      return reply
        .type("text/vtt; charset=utf-8")
        .header("Cache-Control", "private, no-cache")
        .send(captions);
    },
  );
}
