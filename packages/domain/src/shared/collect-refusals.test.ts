import { describe, expect, it } from "vitest";
import { readTaskName } from "../work/tasks";
import { collectRefusals } from "./collect-refusals";
import { DomainError } from "./errors";

describe("collectRefusals", () => {
  it("keeps every refusal under its own key, not only the first", () => {
    const refusals = collectRefusals({
      name: () => readTaskName("  "),
      project: () => {
        throw new DomainError("X", "Veuillez choisir un projet", "invalid");
      },
      start: () => {
        throw new DomainError("Y", "Veuillez saisir une date de début", "invalid");
      },
      // a reader that accepts returns what it read: no refusal
      note: () => readTaskName("Monter le stand"),
    });
    expect(refusals).toEqual({
      name: "Le nom de la tâche est obligatoire.",
      project: "Veuillez choisir un projet",
      start: "Veuillez saisir une date de début",
    });
  });

  it("lets a bug (anything but a DomainError) go on up", () => {
    expect(() =>
      collectRefusals({
        name: () => {
          throw new TypeError("boom");
        },
      }),
    ).toThrow(TypeError);
  });
});
