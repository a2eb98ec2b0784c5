import { MAX_PAGE } from "@tronc/domain";
import { z } from "zod";

/**
 * The paging fields of every list input: 1-based page, bounded so that the offset (page − 1) × size
 * stays a small integer, and a page size with the list's default and cap.
 */
export const pageInput = (defaultSize: number, maxSize: number) => ({
  page: z
    .number({ error: "La page doit être un nombre entier." })
    .int({ error: "La page doit être un nombre entier." })
    .min(1, { error: "La page doit être au moins 1." })
    .max(MAX_PAGE, { error: `La page doit être au plus ${MAX_PAGE}.` })
    .default(1),
  pageSize: z
    .number({ error: "La taille de page doit être un nombre entier." })
    .int({ error: "La taille de page doit être un nombre entier." })
    .min(1, { error: "La taille de page doit être au moins 1." })
    .max(maxSize, { error: `La taille de page doit être au plus ${maxSize}.` })
    .default(defaultSize),
});
