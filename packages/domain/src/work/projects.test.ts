import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/errors";
import {
  assertProjectDeletable,
  canArchiveProject,
  canDeleteProject,
  projectCardWarnings,
  projectGameUrl,
  projectTaskRecap,
  projectTitle,
} from "./projects";

const none = { tasks: 0, timeEntries: 0, deliveryReports: 0 };

describe("project rules", () => {
  it("archives only when every task is closed", () => {
    expect(canArchiveProject([])).toBe(true);
    expect(canArchiveProject(["STATE_CLOSED", "STATE_CLOSED"])).toBe(true);
    expect(canArchiveProject(["STATE_CLOSED", "STATE_RESOLVED"])).toBe(false);
  });

  it("counts finished tasks among all", () => {
    expect(projectTaskRecap(["STATE_CLOSED", "STATE_NEW", "STATE_IN_COURSE"])).toEqual({
      total: 3,
      finished: 1,
    });
  });

  it("trims the title and refuses an empty or too long one", () => {
    expect(projectTitle("  Séminaire  ")).toBe("Séminaire");
    expect(() => projectTitle("   ")).toThrow("Le titre du projet est obligatoire");
    expect(projectTitle("a".repeat(250))).toHaveLength(250);
    expect(() => projectTitle("a".repeat(251))).toThrow("ne peut pas dépasser 250 caractères");
  });

  it("accepts only http(s) game addresses", () => {
    expect(projectGameUrl("https://jeu.example.fr/a")).toBe("https://jeu.example.fr/a");
    expect(projectGameUrl("  ")).toBeNull();
    expect(() => projectGameUrl("javascript:alert(1)")).toThrow(DomainError);
    expect(() => projectGameUrl("ftp://jeu.example.fr")).toThrow("http:// ou https://");
    expect(() => projectGameUrl("jeu.example.fr")).toThrow(DomainError);
  });

  it("lets a super admin delete a manual project nothing depends on", () => {
    expect(canDeleteProject({ isSuperAdmin: true }, { leadId: null }, none)).toBe(true);
    expect(canDeleteProject({ isSuperAdmin: false }, { leadId: null }, none)).toBe(false);
    expect(canDeleteProject({ isSuperAdmin: true }, { leadId: 4 }, none)).toBe(false);
    expect(() =>
      assertProjectDeletable({ isSuperAdmin: true }, { leadId: null }, { ...none, tasks: 2, timeEntries: 1 }),
    ).toThrow("Ce projet a 2 tâche(s), 1 temps saisi(s) et 0 PV de livraison");
    expect(() => assertProjectDeletable({ isSuperAdmin: false }, { leadId: null }, none)).toThrow(
      "Seul un super administrateur",
    );
  });

  it("warns on a card, except at the lead stage", () => {
    const bare = { hasClient: false, hasManager: false, deliveryDate: null, taskTotal: 0 };
    expect(projectCardWarnings({ state: "STATE_PROJECT", ...bare })).toEqual([
      "noClient",
      "noManager",
      "noDeliveryDate",
      "noTask",
    ]);
    expect(projectCardWarnings({ state: "STATE_LEAD", ...bare })).toEqual([]);
    expect(
      projectCardWarnings({
        state: "STATE_PLANNED",
        hasClient: true,
        hasManager: true,
        deliveryDate: "2026-12-01",
        taskTotal: 1,
      }),
    ).toEqual([]);
  });
});
