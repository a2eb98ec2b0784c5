import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/errors";
import {
  assertTaskTypeDeletable,
  assertTaskTypeRename,
  canDeleteTaskType,
  canEditTaskType,
  readTaskTypeName,
} from "./task-types";

const PURCHASE_LOCKED =
  "Le type de tâche Achat est utilisé pour les tâches d'achat : il ne peut être ni renommé ni supprimé.";

function refusal(work: () => unknown): DomainError {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

const achat = { name: "Achat", isPurchase: true };
const meeting = { name: "Réunion client", isPurchase: false };
const superAdmin = { isSuperAdmin: true };
const plainUser = { isSuperAdmin: false };

describe("readTaskTypeName", () => {
  it("trims the name", () => {
    expect(readTaskTypeName("  Livraison ")).toBe("Livraison");
  });

  it.each([[""], ["   "], [null], [undefined]])("refuses %j as missing (400, field name)", (value) => {
    const error = refusal(() => readTaskTypeName(value));
    expect(error.message).toBe("Le nom du type de tâche est obligatoire.");
    expect(error.kind).toBe("invalid");
    expect(error.field).toBe("name");
  });

  it("accepts 255 characters and refuses 256", () => {
    expect(readTaskTypeName("a".repeat(255))).toHaveLength(255);
    const error = refusal(() => readTaskTypeName("a".repeat(256)));
    expect(error.message).toBe("Le nom du type de tâche ne peut pas dépasser 255 caractères.");
    expect(error.kind).toBe("invalid");
  });
});

describe("who edits and deletes", () => {
  it("a super admin edits and deletes an unused ordinary type", () => {
    expect(canEditTaskType(meeting, superAdmin)).toBe(true);
    expect(canDeleteTaskType(meeting, superAdmin, { taskCount: 0 })).toBe(true);
  });

  it("a plain user does neither", () => {
    expect(canEditTaskType(meeting, plainUser)).toBe(false);
    expect(canDeleteTaskType(meeting, plainUser, { taskCount: 0 })).toBe(false);
  });

  it("nobody edits or deletes the purchase type", () => {
    expect(canEditTaskType(achat, superAdmin)).toBe(false);
    expect(canDeleteTaskType(achat, superAdmin, { taskCount: 0 })).toBe(false);
  });

  it("a type used by tasks is editable but not deletable", () => {
    expect(canEditTaskType(meeting, superAdmin)).toBe(true);
    expect(canDeleteTaskType(meeting, superAdmin, { taskCount: 2 })).toBe(false);
  });
});

describe("assertTaskTypeRename", () => {
  it("refuses renaming the purchase type (422)", () => {
    const error = refusal(() => assertTaskTypeRename(achat, "Achats"));
    expect(error.message).toBe(PURCHASE_LOCKED);
    expect(error.kind).toBe("rule");
    expect(error.field).toBe("name");
    expect(refusal(() => assertTaskTypeRename(achat, "achat")).code).toBe("TASK_TYPE_PURCHASE_LOCKED");
  });

  it("accepts the purchase type saved with its very name, and any rename of another type", () => {
    expect(() => assertTaskTypeRename(achat, "Achat")).not.toThrow();
    expect(() => assertTaskTypeRename(meeting, "Rendez-vous client")).not.toThrow();
  });
});

describe("assertTaskTypeDeletable", () => {
  it("refuses deleting the purchase type (422)", () => {
    const error = refusal(() => assertTaskTypeDeletable(achat, { taskCount: 0 }));
    expect(error.message).toBe(PURCHASE_LOCKED);
    expect(error.kind).toBe("rule");
  });

  it("refuses a type that tasks use, saying how many", () => {
    const error = refusal(() => assertTaskTypeDeletable(meeting, { taskCount: 3 }));
    expect(error.message).toBe(
      "Ce type de tâche est utilisé par 3 tâche(s) : changez leur type avant de le supprimer.",
    );
    expect(error.kind).toBe("rule");
  });

  it("accepts an unused ordinary type", () => {
    expect(() => assertTaskTypeDeletable(meeting, { taskCount: 0 })).not.toThrow();
  });
});
