import { describe, expect, it } from "vitest";
import {
  type AmendmentFamilyMember,
  amendmentLabel,
  amendmentRefusal,
  planAmendment,
  replacementOf,
} from "./amendments";
import {
  assertQuotationLinesEditable,
  assertQuotationTermsEditable,
  canEditQuotationLines,
} from "./quotations";

const messageOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected a refusal");
};

const original: AmendmentFamilyMember = {
  id: 10,
  reference: "DE-ALP-2026-00012",
  amendmentNumber: null,
  state: "QUOTATION_STATE_ACCEPTED",
};
const amendment = (number: number, state: AmendmentFamilyMember["state"]): AmendmentFamilyMember => ({
  id: 10 + number,
  reference: `DE-ALP-2026-00012-A${number}`,
  amendmentNumber: number,
  state,
});

describe("an accepted quotation is locked", () => {
  it("lines change while draft, sent or refused; accepted asks for an amendment; invoicing keeps its sentence", () => {
    expect(canEditQuotationLines("QUOTATION_STATE_DRAFT")).toBe(true);
    expect(canEditQuotationLines("QUOTATION_STATE_SEND")).toBe(true);
    expect(canEditQuotationLines("QUOTATION_STATE_REFUSED")).toBe(true);
    expect(canEditQuotationLines("QUOTATION_STATE_ACCEPTED")).toBe(false);
    expect(messageOf(() => assertQuotationLinesEditable("QUOTATION_STATE_ACCEPTED"))).toBe(
      "Ce devis a été accepté par le client : ses lignes, ses prix et ses conditions ne peuvent plus être modifiés. Créez un avenant pour le changer",
    );
    expect(messageOf(() => assertQuotationLinesEditable("QUOTATION_STATE_BILLED"))).toBe(
      "Les lignes de ce devis ne peuvent plus être modifiées : sa facturation a commencé",
    );
  });

  it("the terms refuse a change once signed, but a save that changes nothing passes (old clients resend all)", () => {
    expect(() => assertQuotationTermsEditable("QUOTATION_STATE_ACCEPTED", [])).not.toThrow();
    expect(() => assertQuotationTermsEditable("QUOTATION_STATE_DRAFT", ["advancePercent"])).not.toThrow();
    // 'Paiement récurrent' is the accounting's setting, not the client's terms.
    expect(() =>
      assertQuotationTermsEditable("QUOTATION_STATE_ACCEPTED", ["isRecurringPayment"]),
    ).not.toThrow();
    expect(messageOf(() => assertQuotationTermsEditable("QUOTATION_STATE_PAID", ["title"]))).toMatch(
      /^Ce devis a été accepté par le client/,
    );
  });
});

describe("'Créer un avenant'", () => {
  it("the first amendment of an accepted quotation is n° 1, its reference the original's plus -A1", () => {
    expect(planAmendment(original, [original])).toEqual({ number: 1, reference: "DE-ALP-2026-00012-A1" });
    expect(amendmentLabel(1, original.reference)).toBe("Avenant n° 1 de DE-ALP-2026-00012");
  });

  it("an accepted amendment replaces the original and is amended in turn: n° 2 of the same original", () => {
    const first = amendment(1, "QUOTATION_STATE_ACCEPTED");
    const family = [original, first];
    expect(replacementOf(original, family)).toEqual(first);
    expect(replacementOf(first, family)).toBeNull();
    expect(planAmendment(first, family)).toEqual({ number: 2, reference: "DE-ALP-2026-00012-A2" });
    expect(messageOf(() => planAmendment(original, family))).toBe(
      "Ce devis est remplacé par l'avenant DE-ALP-2026-00012-A1 : c'est lui qu'il faut modifier",
    );
  });

  it("a refused amendment leaves the original in force; the next one still takes the next number", () => {
    const family = [original, amendment(1, "QUOTATION_STATE_REFUSED")];
    expect(replacementOf(original, family)).toBeNull();
    expect(planAmendment(original, family)).toEqual({ number: 2, reference: "DE-ALP-2026-00012-A2" });
  });

  it("one amendment at a time: a draft or sent one is finished first", () => {
    for (const state of ["QUOTATION_STATE_DRAFT", "QUOTATION_STATE_SEND"] as const) {
      expect(messageOf(() => planAmendment(original, [original, amendment(1, state)]))).toBe(
        "L'avenant DE-ALP-2026-00012-A1 de ce devis est en cours : modifiez-le plutôt que d'en créer un autre",
      );
    }
  });

  it("a quotation not yet accepted is changed directly; one in invoicing takes no amendment", () => {
    const draft = { ...original, state: "QUOTATION_STATE_DRAFT" as const };
    expect(amendmentRefusal(draft, [draft])).toEqual({ code: "QUOTATION_AMEND_NOT_SIGNED" });
    const billed = { ...original, state: "QUOTATION_STATE_BILLED" as const };
    expect(messageOf(() => planAmendment(billed, [billed]))).toBe(
      "Ce devis est déjà en facturation : il ne peut plus recevoir d'avenant (ajoutez un devis complémentaire)",
    );
  });
});
