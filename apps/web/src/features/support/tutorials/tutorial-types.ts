import type { RouterOutputs } from "../../../lib/trpc";

export type TutorialList = RouterOutputs["tutorial"]["list"];
export type TutorialEntry = TutorialList["categories"][number]["entries"][number];

/** Where an entry's video comes from, as the modal offers it. */
export type VideoSource = "file" | "link" | "none";

export const VIDEO_SOURCES: [VideoSource, string][] = [
  ["file", "Fichier vidéo (MP4 ou WebM)"],
  ["link", "Lien externe"],
  ["none", "Pas encore de vidéo"],
];

export const sourceOf = (entry: TutorialEntry | null): VideoSource =>
  entry?.video ? "file" : entry?.externalUrl ? "link" : entry ? "none" : "file";

/** The spec's generic confirmation, double space included (document 3, §5). */
export const REMOVE_CONFIRMATION = "Confirmez-vous la suppression  ?";
