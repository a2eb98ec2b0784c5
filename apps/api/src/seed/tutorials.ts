import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { tutorials } from "@tronc/db";
import { sniffVideoType } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { loadSessionUser } from "../auth/session-user";
import { storeFile } from "../files/file-store";
import type { FileStorage } from "../files/storage/storage";
import type { ServiceContext } from "../services/shared/context";
import { createTutorial } from "../services/support/tutorials/save";
import type { DemoSeeder } from "./demo";

/**
 * The two demo videos (made once with ffmpeg, committed: starting the demo needs only Node). Read
 * beside this file when run from the sources, and from apps/api/src/seed/ when run from the bundle
 * (apps/api/dist/main.mjs), which does not copy them.
 */
const ASSET_DIRS = [
  new URL("./assets/tutorials/", import.meta.url),
  new URL("../src/seed/assets/tutorials/", import.meta.url),
];

export function demoVideoPath(name: string): string {
  for (const dir of ASSET_DIRS) {
    const path = fileURLToPath(new URL(name, dir));
    if (existsSync(path)) return path;
  }
  throw new Error(`demo tutorials: the video ${name} is missing from apps/api/src/seed/assets/tutorials/`);
}

interface DemoTutorial {
  category: string;
  title: string;
  description: string;
  video?: string;
  externalUrl?: string;
}

/** In page order: the categories come in the order of their first entry. */
const DEMO_TUTORIALS: DemoTutorial[] = [
  {
    category: "Premiers pas",
    title: "Se connecter et découvrir le menu",
    description: "La connexion, la barre du haut et où trouver chaque écran du Tronc Commun.",
    video: "premiers-pas.mp4",
  },
  {
    category: "Premiers pas",
    title: "Régler ses notifications par e-mail",
    description: "Choisir les e-mails reçus : nouveaux leads, alertes, recommandations acceptées.",
  },
  {
    category: "Ventes",
    title: "Saisir un nouveau lead",
    description: "Créer le lead, choisir l'entreprise du groupe et programmer le premier rappel.",
    video: "saisir-un-lead.webm",
  },
  {
    category: "Ventes",
    title: "Relancer un prospect",
    description: "Les bonnes pratiques de relance, présentées par l'équipe commerciale.",
    externalUrl: "https://videos.tronc.test/ventes/relancer-un-prospect",
  },
  {
    category: "Ventes",
    title: "Transformer une recommandation en devis",
    description: "De la recommandation acceptée au devis envoyé au client.",
  },
  {
    category: "Comptabilité",
    title: "Enregistrer une facture fournisseur",
    description: "Joindre le PDF, rattacher les bons de commande et saisir les paiements.",
  },
  {
    category: "Comptabilité",
    title: "Suivre le budget prévisionnel",
    description: "Lire les douze mois à venir, les charges récurrentes et le solde bancaire.",
  },
];

/**
 * The 'Aide' page of the demo: three categories, two entries with an uploaded video (MP4 and WebM),
 * one with an external link, the others 'Bientôt disponible'. Added by the super admin. Without a
 * files directory (the test template, the benchmarks) the video entries come without their video.
 */
export function tutorialsSeeder(storage?: FileStorage): DemoSeeder {
  return async (db, now, core) => {
    const admin = await loadSessionUser(db, core.userIds.admin);
    if (!admin) throw new Error("demo tutorials: the demo user admin is missing");
    await db.transaction(async (tx) => {
      const ctx: ServiceContext = { db: tx, user: admin, now };
      for (const entry of DEMO_TUTORIALS) {
        const created = await createTutorial(ctx, {
          category: entry.category,
          title: entry.title,
          description: entry.description,
          externalUrl: entry.externalUrl ?? null,
        });
        if (!entry.video || storage === undefined) continue;
        const bytes = await readFile(demoVideoPath(entry.video));
        const mimeType = sniffVideoType(bytes);
        if (!mimeType) throw new Error(`demo tutorials: ${entry.video} is not an MP4 or WebM video`);
        const stored = await storeFile(tx, storage, {
          filename: entry.video,
          mimeType,
          bytes,
          uploadedById: admin.id,
        });
        await tx.update(tutorials).set({ videoFileId: stored.id }).where(eq(tutorials.id, created.id));
      }
    });
    return core;
  };
}
