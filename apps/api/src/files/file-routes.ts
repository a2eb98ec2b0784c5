import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hydraError, hydraItem } from "../hydra/json-ld";
import type { ContextFactory } from "../hydra/register";
import { deleteFileAs, getReadableFile } from "../services/files/file-access";
import { fileNotFound } from "../services/files/file-messages";
import type { FilesServiceContext } from "../services/shared/context";
import { serviceCtx } from "../trpc/context";
import { NOT_SIGNED_IN } from "../trpc/errors";
import { parseFileId } from "./file-id";
import { readStoredFile, type StoredFile, storeFile } from "./file-store";
import { type MultipartWording, receiveFilePart } from "./multipart-upload";
import { acceptUpload, type UploadKind } from "./sniff";

/** Upload paths the existing clients call, each with the kind of file it accepts. */
export const uploadPaths: { path: string; kind: UploadKind }[] = [
  { path: "/api/files", kind: "any" },
  { path: "/triangle-company/upload/logo", kind: "image" },
  { path: "/user/upload/picture", kind: "image" },
  { path: "/tronc-commun/lead/upload/file", kind: "any" },
  { path: "/tronc-commun/task/upload/file", kind: "any" },
  { path: "/compta/recommandation/expense/pdf", kind: "pdf" },
  { path: "/compta/recommandation/upload/pdf", kind: "pdf" },
  { path: "/compta/supplier-invoice/pdf", kind: "pdf" },
];

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).type("application/ld+json").send(hydraError(message));

export const fileItem = (file: StoredFile) =>
  hydraItem("File", `/api/files/${file.id}`, {
    id: file.id,
    filename: file.filename,
    size: file.size,
    type: file.mimeType,
    contentUrl: `/api/files/${file.id}/download`,
  });

export function registerFileRoutes(app: FastifyInstance, contextFor: ContextFactory, maxUploadBytes: number) {
  const megabytes = Math.round(maxUploadBytes / 1024 / 1024);
  const wording: MultipartWording = {
    notMultipart: "Envoyez le fichier en multipart, dans le champ « file ».",
    missing: "Aucun fichier reçu dans le champ « file ».",
    unreadable: "Le fichier n'a pas pu être lu.",
    tooLarge: `Le fichier dépasse la taille maximale autorisée (${megabytes} Mo).`,
  };
  for (const { path, kind } of uploadPaths) {
    app.post(path, async (request, reply) => {
      const ctx = await contextFor(request);
      if (!ctx.user) return fail(reply, 401, NOT_SIGNED_IN);
      const received = await receiveFilePart(request, maxUploadBytes, wording, (part) => part.toBuffer());
      if (!received.ok) return fail(reply, received.status, received.message);
      const { part, value: bytes } = received;
      if (bytes.length === 0) return fail(reply, 400, "Le fichier est vide.");
      const verdict = acceptUpload(kind, bytes, { mimeType: part.mimetype, filename: part.filename });
      if (!verdict.ok) return fail(reply, 415, verdict.message);
      const stored = await storeFile(ctx.db, ctx.filesDir, {
        filename: part.filename,
        mimeType: verdict.mimeType,
        bytes,
        uploadedById: ctx.user.id,
      });
      return reply.code(201).send({ idFile: stored.id });
    });
  }

  /** Runs a file action for the signed-in user; bad ids, unknown or unreadable files answer 404. */
  const withFile = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    action: (ctx: FilesServiceContext, fileId: number) => Promise<FastifyReply>,
  ) => {
    const ctx = await contextFor(request);
    if (!ctx.user) return fail(reply, 401, NOT_SIGNED_IN);
    const fileId = parseFileId(request.params.id);
    if (fileId === null) throw fileNotFound();
    return action(serviceCtx({ ...ctx, user: ctx.user }), fileId);
  };

  app.get<{ Params: { id: string } }>("/api/files/:id", (request, reply) =>
    withFile(request, reply, async (ctx, fileId) => {
      const file = await getReadableFile(ctx, { fileId });
      return reply.type("application/ld+json").send(fileItem(file));
    }),
  );

  app.get<{ Params: { id: string } }>("/api/files/:id/download", (request, reply) =>
    withFile(request, reply, async (ctx, fileId) => {
      const file = await getReadableFile(ctx, { fileId });
      const bytes = await readStoredFile(ctx.filesDir, file.id);
      if (!bytes) throw fileNotFound();
      const inline = file.mimeType !== "application/octet-stream";
      return reply
        .type(file.mimeType)
        .header("X-Content-Type-Options", "nosniff")
        .header(
          "Content-Disposition",
          `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .send(bytes);
    }),
  );

  app.delete<{ Params: { id: string } }>("/api/files/:id", (request, reply) =>
    withFile(request, reply, async (ctx, fileId) => {
      await deleteFileAs(ctx, { fileId });
      return reply.code(204).send();
    }),
  );
}
