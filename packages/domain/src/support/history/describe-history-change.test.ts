import { describe, expect, it } from "vitest";
import { describeHistoryChange, formatHistoryValue, historyRefIds } from "./describe-history-change";

// What Intl fr-FR writes: a narrow no-break space between thousands, a no-break space before € and %.
const NNBSP = "\u202f";
const NBSP = "\u00a0";

const row = (field: string, fromValue: string | null, toValue: string | null, details?: unknown) => ({
  field,
  fromValue,
  toValue,
  details,
});

describe("describeHistoryChange", () => {
  it("names a quotation's state change with the state labels", () => {
    expect(
      describeHistoryChange("quotation", row("state", "QUOTATION_STATE_DRAFT", "QUOTATION_STATE_ACCEPTED")),
    ).toEqual({ label: "Statut", from: "Brouillon", to: "Accepté", text: "Statut : Brouillon → Accepté" });
  });

  it("tells an amendment's creation on both quotations as an event, not a change of value", () => {
    expect(describeHistoryChange("quotation", row("amendment", null, "DE-ALP-2026-00012-A1")).text).toBe(
      "Avenant créé : DE-ALP-2026-00012-A1",
    );
    expect(describeHistoryChange("quotation", row("amendmentOf", null, "DE-ALP-2026-00012")).text).toBe(
      "Créé comme avenant de : DE-ALP-2026-00012",
    );
  });

  it("reads the same state code with each kind's own labels", () => {
    expect(describeHistoryChange("invoice", row("state", "STATE_VALIDATED", "STATE_PAID")).text).toBe(
      "Statut : Editée → Réglée",
    );
    expect(
      describeHistoryChange("purchase-order", row("state", "STATE_PENDING", "STATE_CANCELED")).text,
    ).toBe("Statut : En attente → Annulé");
  });

  it("writes cents as euros and an empty value as a dash", () => {
    expect(describeHistoryChange("supplier-invoice", row("amount", null, "123456")).text).toBe(
      `Montant TTC : — → 1${NNBSP}234,56${NBSP}€`,
    );
    expect(describeHistoryChange("charge", row("amountCents", "-5", "")).text).toBe(
      `Montant : -0,05${NBSP}€ → —`,
    );
  });

  it("writes calendar dates in words and instants on a Paris clock", () => {
    expect(describeHistoryChange("invoice", row("invoiceDate", "2026-03-01", "2026-03-12")).text).toBe(
      "Date de facture : 1 mars 2026 → 12 mars 2026",
    );
    // 13:32 UTC is 14:32 in Paris in March before the change to summer time (29 March 2026).
    expect(describeHistoryChange("lead", row("callbackAt", null, "2026-03-12T13:32:00.000Z")).to).toBe(
      "12 mars 2026 à 14 h 32",
    );
  });

  it("writes booleans as oui / non", () => {
    expect(describeHistoryChange("user", row("isSuperAdmin", "false", "true")).text).toBe(
      "Super administrateur : non → oui",
    );
  });

  it("names people by the names given, and an unknown id by its number", () => {
    const names = { user: new Map([[3, "Hugo Petit"]]) };
    expect(describeHistoryChange("lead", row("ownerId", "3", "9"), names).text).toBe(
      "Responsable : Hugo Petit → n° 9",
    );
    expect(describeHistoryChange("task", row("assigneeIds", "[]", "[3,9]"), names).text).toBe(
      "Assignés : — → Hugo Petit, n° 9",
    );
  });

  it("tells a line added, changed or removed in one sentence", () => {
    const line = (action: string) => ({ action, lineId: 4, label: "Location salle" });
    expect(
      describeHistoryChange("quotation", row("line", null, `2 × 150,00${NBSP}€`, line("added"))).text,
    ).toBe(`Ligne ajoutée : Location salle (2 × 150,00${NBSP}€)`);
    expect(
      describeHistoryChange("quotation", row("line", "1 × 150,00 €", "2 × 150,00 €", line("changed"))).text,
    ).toBe("Ligne modifiée : Location salle (1 × 150,00 € → 2 × 150,00 €)");
    expect(describeHistoryChange("invoice", row("line", "1 × 80,00 €", null, line("removed"))).text).toBe(
      "Ligne supprimée : Location salle (1 × 80,00 €)",
    );
    expect(
      describeHistoryChange("invoice", row("line", null, null, { action: "added", lineId: 12 })).text,
    ).toBe("Ligne ajoutée : n° 12");
  });

  it("keeps an unknown field readable: its name in words, its format guessed from the name", () => {
    expect(describeHistoryChange("quotation", row("discountCents", "0", "1050")).text).toBe(
      `Champ « discount cents » : 0,00${NBSP}€ → 10,50${NBSP}€`,
    );
    expect(describeHistoryChange("lead", row("isUrgent", "false", "true")).text).toBe(
      "Champ « is urgent » : non → oui",
    );
    expect(describeHistoryChange("client", row("foo", "a", "b")).text).toBe("Champ « foo » : a → b");
  });

  it("hides secrets, folds rich text and cuts long text", () => {
    expect(describeHistoryChange("user", row("password", "x", "y")).text).toBe(
      "Mot de passe : •••••• → ••••••",
    );
    expect(describeHistoryChange("lead", row("brief", "<p>Bonjour&nbsp;<b>Léa</b></p>", null)).from).toBe(
      "Bonjour Léa",
    );
    const long = describeHistoryChange("task", row("note", null, "a".repeat(200))).to;
    expect(long).toBe(`${"a".repeat(119)}…`);
  });

  it("writes a split between group companies with their names", () => {
    const names = { triangleCompany: new Map([[1, "Alpha"]]) };
    const split = '[{"companyId":1,"pct":50},{"companyId":2,"pct":50}]';
    expect(describeHistoryChange("charge", row("companiesParts", null, split), names).to).toBe(
      `Alpha 50${NBSP}%, n° 2 50${NBSP}%`,
    );
  });

  it("shows a value that does not fit its format as written", () => {
    expect(formatHistoryValue("bientôt", "date")).toBe("bientôt");
    expect(formatHistoryValue("12.5", "percent")).toBe(`12,5${NBSP}%`);
    expect(formatHistoryValue("   ", "money")).toBe("—");
  });
});

describe("historyRefIds", () => {
  it("lists the people and companies the values point at", () => {
    const wanted = historyRefIds("project", [
      row("projectManagerId", "3", "4"),
      row("triangleUserIds", "[5]", "[5,6]"),
      row("ownerTriangleCompanyId", null, "2"),
      row("comment", "12", "13"),
    ]);
    expect([...(wanted.get("user") ?? [])].sort()).toEqual([3, 4, 5, 6]);
    expect([...(wanted.get("triangleCompany") ?? [])]).toEqual([2]);
    expect(wanted.has("company")).toBe(false);
  });
});
