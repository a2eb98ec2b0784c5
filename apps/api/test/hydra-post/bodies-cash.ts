import { PATHS } from "../../src/hydra/paths";
import type { PostFixture } from "./fixture";

/** The group companies' bank accounts (an IBAN made by hand, its keys checked; see the domain's tests). */
export const cashBodies: Record<string, PostFixture> = {
  [PATHS.bankAccounts]: {
    as: "compta",
    build: async (w) => ({
      body: {
        triangleCompany: w.group(1),
        name: "Compte épargne",
        iban: "FR7630006000011234567890189",
        bic: "AGRIFRPP",
        openingBalance: 1250.4,
        openingDate: "2026-01-01",
      },
    }),
  },
};
