import { describe, expect, it } from "vitest";
import { projectSearchText, taskSearchText } from "./search-text";

describe("work search texts", () => {
  it("fold accents and case, and skip what is missing", () => {
    expect(projectSearchText({ name: "Séminaire Été", clientName: null })).toBe("seminaire ete");
    expect(
      taskSearchText({ name: "Réserver la salle", projectName: "Séminaire", clientName: "Œuvres SA" }),
    ).toBe("reserver la salle seminaire oeuvres sa");
  });
});
