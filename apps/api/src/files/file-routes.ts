import { createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import type { DbOrTx } from "@tronc/db";
import { MESSAGES } from "@tronc/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RouteDoc } from "../docs/route-doc";
import { hydraError, hydraItem } from "../hydra/json-ld";
import type { ContextFactory } from "../hydra/register";
import { deleteFileAs, getReadableFile } from "../services/core/files/file-access";
import { fileNotFound } from "../services/core/files/file-messages";
import type { FilesServiceContext } from "../services/shared/context";
import { serviceCtx } from "../trpc/context";
import { NOT_SIGNED_IN } from "../trpc/errors";
import { parseFileId } from "./file-id";
import { openStoredFile, type StoredFile, storeTempFile } from "./file-store";
import { firstBytes } from "./first-bytes";
import { type MultipartWording, receiveFilePart, type UploadRefusal } from "./multipart-upload";
import { acceptUpload, SNIFF_BYTES, type UploadKind } from "./sniff";
import type { FileStorage } from "./storage/storage";

/** Upload paths the existing clients call, each with the kind of file it accepts and what it is for. */
export const uploadPaths: { path: string; kind: UploadKind; summary: string }[] = [
  { path: "/api/files", kind: "any", summary: "Dépose un fichier" },
  { path: "/triangle-company/upload/logo", kind: "image", summary: "Dépose le logo d'une société du groupe" },
  { path: "/user/upload/picture", kind: "image", summary: "Dépose une photo de profil" },
  { path: "/tronc-commun/lead/upload/file", kind: "any", summary: "Dépose une pièce jointe de lead" },
  { path: "/tronc-commun/task/upload/file", kind: "any", summary: "Dépose une pièce jointe de tâche" },
  {
    path: "/compta/recommandation/expense/pdf",
    kind: "pdf",
    summary: "Dépose le PDF d'un devis fournisseur",
  },
  {
    path: "/compta/recommandation/upload/pdf",
    kind: "pdf",
    summary: "Dépose le PDF de présentation d'une recommandation",
  },
  { path: "/compta/supplier-invoice/pdf", kind: "pdf", summary: "Dépose le PDF d'une facture fournisseur" },
];

const UPLOADED: Record<UploadKind, string> = {
  any: "Le fichier, de tout type.",
  image: "Une image : PNG, JPEG, GIF ou WebP (lue à ses premiers octets).",
  pdf: "Un PDF (lu à ses premiers octets).",
  pdfOrImage: "Un PDF ou une image (lu à ses premiers octets).",
};

const uploadDoc = (summary: string, kind: UploadKind, megabytes: number): RouteDoc => ({
  summary,
  roles: ["authed"],
  access:
    "seule à pouvoir lire le fichier tant qu'il n'est rattaché à rien (le rattacher passe par la procédure de ce qui le reçoit, avec ses propres rôles)",
  upload: `${UPLOADED[kind]} ${megabytes} Mo au plus (413 au-delà ; 415 si son contenu n'est pas du type attendu ou déclaré).`,
  answers: {
    status: 201,
    types: ["application/json"],
    description: "L'id du fichier enregistré, à référencer ensuite comme /api/files/{idFile}.",
    schema: {
      type: "object",
      required: ["idFile"],
      properties: { idFile: { type: "integer", minimum: 1 } },
    },
  },
});

/** Who reads a file: getReadableFile (file-rules.ts), the same 404 as an unknown id otherwise. */
const READER =
  "si elle peut lire le fichier : tout fichier rattaché à quelque chose (logo, photo, pièce de lead, de tâche ou de projet, document de proposition, facture fournisseur, vidéo d'aide), et un fichier rattaché à rien par la seule personne qui l'a déposé (sinon 404)";

const fileDoc: RouteDoc = {
  summary: "Les métadonnées d'un fichier",
  roles: ["authed"],
  access: READER,
  answers: {
    types: ["application/ld+json"],
    description: "Le fichier (File) : id, filename, size, type et contentUrl (son chemin de téléchargement).",
    schema: { $ref: "#/components/schemas/JsonLdItem" },
  },
};

const downloadDoc: RouteDoc = {
  summary: "Télécharge un fichier",
  roles: ["authed"],
  access: READER,
  answers: {
    types: ["*/*"],
    description:
      "Les octets, sous le type enregistré au dépôt : affichés (inline), ou en pièce jointe pour application/octet-stream.",
  },
};

const deleteDoc: RouteDoc = {
  summary: "Supprime un fichier",
  roles: ["authed"],
  access:
    "si elle peut lire le fichier et changer tout ce à quoi il est rattaché (file-rules.ts) : un logo, un super administrateur (et 409 tant qu'une société l'utilise) ; une photo, son utilisateur ou un super administrateur ; une facture fournisseur, la comptabilité ou un super administrateur ; une vidéo d'aide, un super administrateur ; une pièce de lead, de tâche ou de projet et un document de proposition, toute personne connectée ; un fichier rattaché à rien, la personne qui l'a déposé (sinon 403)",
  answers: { status: 204, types: [], description: "Supprimé, avec ses rattachements." },
};

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

/**
 * Receives the field 'file' aside on disk under the cap, judges it by its first bytes, then hands it to
 * the storage: the file is never held whole in memory.
 */
async function receiveUpload(
  request: FastifyRequest,
  ctx: { db: DbOrTx; storage: FileStorage; user: { id: number } },
  upload: { kind: UploadKind; tempPath: string; maxUploadBytes: number; wording: MultipartWording },
): Promise<{ ok: true; stored: StoredFile } | UploadRefusal> {
  const { kind, tempPath } = upload;
  const received = await receiveFilePart(request, upload.maxUploadBytes, upload.wording, (part) =>
    pipeline(part.file, createWriteStream(tempPath, { flags: "wx" })),
  );
  if (!received.ok) return received;
  const { part } = received;
  const { size } = await stat(tempPath);
  if (size === 0) return { ok: false, status: 400, message: MESSAGES.FILE_EMPTY };
  const declared = { mimeType: part.mimetype, filename: part.filename };
  const verdict = acceptUpload(kind, await firstBytes(tempPath, SNIFF_BYTES), declared);
  if (!verdict.ok) return { ok: false, status: 415, message: verdict.message };
  const stored = await storeTempFile(ctx.db, ctx.storage, {
    filename: part.filename,
    mimeType: verdict.mimeType,
    size,
    tempPath,
    uploadedById: ctx.user.id,
  });
  return { ok: true, stored };
}

export function registerFileRoutes(app: FastifyInstance, contextFor: ContextFactory, maxUploadBytes: number) {
  const megabytes = Math.round(maxUploadBytes / 1024 / 1024);
  const wording: MultipartWording = {
    notMultipart: "Envoyez le fichier en multipart, dans le champ « file ».",
    missing: "Aucun fichier reçu dans le champ « file ».",
    unreadable: "Le fichier n'a pas pu être lu.",
    tooLarge: `Le fichier dépasse la taille maximale autorisée (${megabytes} Mo).`,
  };
  for (const { path, kind, summary } of uploadPaths) {
    app.post(path, { config: { doc: uploadDoc(summary, kind, megabytes) } }, async (request, reply) => {
      const ctx = await contextFor(request);
      const { user, db, storage } = ctx;
      if (!user) return fail(reply, 401, NOT_SIGNED_IN);
      // Removed before the answer leaves, so that whoever reads the folder after it finds no aside file.
      const tempPath = await storage.tempPath();
      let outcome: { ok: true; stored: StoredFile } | UploadRefusal;
      try {
        outcome = await receiveUpload(
          request,
          { db, storage, user },
          { kind, tempPath, maxUploadBytes, wording },
        );
      } finally {
        await rm(tempPath, { force: true });
      }
      if (!outcome.ok) return fail(reply, outcome.status, outcome.message);
      return reply.code(201).send({ idFile: outcome.stored.id });
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

  app.get<{ Params: { id: string } }>("/api/files/:id", { config: { doc: fileDoc } }, (request, reply) =>
    withFile(request, reply, async (ctx, fileId) => {
      const file = await getReadableFile(ctx, { fileId });
      return reply.type("application/ld+json").send(fileItem(file));
    }),
  );

  app.get<{ Params: { id: string } }>(
    "/api/files/:id/download",
    { config: { doc: downloadDoc } },
    (request, reply) =>
      withFile(request, reply, async (ctx, fileId) => {
        const file = await getReadableFile(ctx, { fileId });
        const body = await openStoredFile(ctx.storage, file.id);
        if (!body) throw fileNotFound();
        const inline = file.mimeType !== "application/octet-stream";
        return reply
          .type(file.mimeType)
          .header("X-Content-Type-Options", "nosniff")
          .header(
            "Content-Disposition",
            `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
          )
          .header("Content-Length", String(file.size))
          .send(body);
      }),
  );

  app.delete<{ Params: { id: string } }>("/api/files/:id", { config: { doc: deleteDoc } }, (request, reply) =>
    withFile(request, reply, async (ctx, fileId) => {
      await deleteFileAs(ctx, { fileId });
      return reply.code(204).send();
    }),
  );
}
