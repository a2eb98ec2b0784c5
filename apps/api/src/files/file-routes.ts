import type { FastifyInstance, FastifyReply } from "fastify";
import { hydraError, hydraItem } from "../hydra/json-ld";
import type { ContextFactory } from "../hydra/register";
import { NOT_SIGNED_IN } from "../trpc/errors";
import { deleteFile, findFile, readStoredFile, type StoredFile, storeFile } from "./file-store";
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
  for (const { path, kind } of uploadPaths) {
    app.post(path, async (request, reply) => {
      const ctx = await contextFor(request);
      if (!ctx.user) return fail(reply, 401, NOT_SIGNED_IN);
      if (!request.isMultipart())
        return fail(reply, 400, "Envoyez le fichier en multipart, dans le champ « file ».");
      let part: Awaited<ReturnType<typeof request.file>>;
      let bytes: Buffer;
      try {
        part = await request.file({ limits: { fileSize: maxUploadBytes, files: 1 } });
        if (part?.fieldname !== "file") return fail(reply, 400, "Aucun fichier reçu dans le champ « file ».");
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          return fail(reply, 413, `Le fichier dépasse la taille maximale autorisée (${megabytes} Mo).`);
        }
        return fail(reply, 400, "Le fichier n'a pas pu être lu.");
      }
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

  app.get<{ Params: { id: string } }>("/api/files/:id", async (request, reply) => {
    const ctx = await contextFor(request);
    if (!ctx.user) return fail(reply, 401, NOT_SIGNED_IN);
    const file = await findFile(ctx.db, Number(request.params.id) || 0);
    if (!file) return fail(reply, 404, "Fichier introuvable.");
    return reply.type("application/ld+json").send(fileItem(file));
  });

  app.get<{ Params: { id: string } }>("/api/files/:id/download", async (request, reply) => {
    const ctx = await contextFor(request);
    if (!ctx.user) return fail(reply, 401, NOT_SIGNED_IN);
    const file = await findFile(ctx.db, Number(request.params.id) || 0);
    if (!file) return fail(reply, 404, "Fichier introuvable.");
    const bytes = await readStoredFile(ctx.filesDir, file.id);
    const inline = file.mimeType !== "application/octet-stream";
    return reply
      .type(file.mimeType)
      .header("X-Content-Type-Options", "nosniff")
      .header(
        "Content-Disposition",
        `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      )
      .send(bytes);
  });

  app.delete<{ Params: { id: string } }>("/api/files/:id", async (request, reply) => {
    const ctx = await contextFor(request);
    if (!ctx.user) return fail(reply, 401, NOT_SIGNED_IN);
    const deleted = await deleteFile(ctx.db, ctx.filesDir, Number(request.params.id) || 0);
    if (!deleted) return fail(reply, 404, "Fichier introuvable.");
    return reply.code(204).send();
  });
}
