import { describe, expect, it } from "vitest";
import { isDomainError } from "../shared/errors";
import {
  assertDeliveryReportDeletable,
  assertPngSignature,
  billedFilterValue,
  canDeleteDeliveryReport,
  canEditDeliveryReport,
  canSetDeliveryReportBilled,
  checkDeliveryReportAnswer,
  SIGNATURE_MAX_BYTES,
} from "./delivery-reports-rules";

/** The 8 bytes of the PNG signature then 'IHDR…' (enough for the check, which reads the magic bytes). */
const PNG = `data:image/png;base64,${btoa("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")}`;

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isDomainError(error) ? error.code : "not a domain error";
  }
  return undefined;
}

const user = { id: 7, isSuperAdmin: false, isCompta: false };
const admin = { id: 1, isSuperAdmin: true, isCompta: true };
const compta = { id: 2, isSuperAdmin: false, isCompta: true };
const draft = { state: "DELIVERY_REPORT_DRAFT" as const, createdById: 7 };
const validated = { state: "DELIVERY_REPORT_VALIDATED" as const, createdById: 7 };

describe("assertPngSignature", () => {
  it("keeps a PNG data URL", () => {
    expect(assertPngSignature(` ${PNG} `, "creatorSignature")).toBe(PNG);
  });

  it("asks for a signature when there is none", () => {
    expect(codeOf(() => assertPngSignature("", "creatorSignature"))).toBe(
      "DELIVERY_REPORT_SIGNATURE_REQUIRED",
    );
    expect(codeOf(() => assertPngSignature(null, "creatorSignature"))).toBe(
      "DELIVERY_REPORT_SIGNATURE_REQUIRED",
    );
  });

  it("refuses another image type, text, broken base64 and bytes that are not a PNG", () => {
    const jpeg = `data:image/jpeg;base64,${btoa("\xff\xd8\xff\xe0JFIF")}`;
    const notPng = `data:image/png;base64,${btoa("GIF89a hello world")}`;
    for (const bad of ["signé", jpeg, "data:image/png;base64,@@@@", notPng, "data:image/png;base64,"]) {
      expect(codeOf(() => assertPngSignature(bad, "signature"))).toBe("DELIVERY_REPORT_SIGNATURE_NOT_PNG");
    }
  });

  it("refuses a signature over 300 kB by its length alone", () => {
    // 9 bytes are 12 base64 characters (no padding); 400,000 characters are 300,000 bytes: under 307,200; 420,000 are 315,000: over.
    const fits = `data:image/png;base64,${btoa("\x89PNG\r\n\x1a\n\x00")}${"A".repeat(400_000 - 12)}`;
    expect(codeOf(() => assertPngSignature(fits, "signature"))).toBeUndefined();
    const tooLarge = `data:image/png;base64,${"A".repeat(420_000)}`;
    expect(codeOf(() => assertPngSignature(tooLarge, "signature"))).toBe(
      "DELIVERY_REPORT_SIGNATURE_TOO_LARGE",
    );
    expect(SIGNATURE_MAX_BYTES).toBe(307_200);
  });
});

describe("who does what", () => {
  it("edits drafts only", () => {
    expect(canEditDeliveryReport(draft)).toBe(true);
    expect(canEditDeliveryReport(validated)).toBe(false);
    expect(canEditDeliveryReport({ state: "DELIVERY_REPORT_REFUSED" })).toBe(false);
  });

  it("deletes a draft as its creator or a super admin", () => {
    expect(canDeleteDeliveryReport(user, draft)).toBe(true);
    expect(canDeleteDeliveryReport(admin, draft)).toBe(true);
    expect(canDeleteDeliveryReport(compta, draft)).toBe(false);
    expect(canDeleteDeliveryReport(admin, validated)).toBe(false);
    expect(codeOf(() => assertDeliveryReportDeletable(compta, draft))).toBe(
      "DELIVERY_REPORT_DELETE_FORBIDDEN",
    );
    expect(codeOf(() => assertDeliveryReportDeletable(admin, validated))).toBe(
      "DELIVERY_REPORT_NOT_EDITABLE",
    );
  });

  it("leaves the billed switch to the accounting and super admins", () => {
    expect(canSetDeliveryReportBilled(compta)).toBe(true);
    expect(canSetDeliveryReportBilled(admin)).toBe(true);
    expect(canSetDeliveryReportBilled(user)).toBe(false);
  });
});

describe("checkDeliveryReportAnswer", () => {
  it("validates with a name and a signature", () => {
    expect(
      checkDeliveryReportAnswer("DELIVERY_REPORT_DRAFT", {
        decision: "validate",
        signerName: " Marie Curie ",
        signature: PNG,
      }),
    ).toEqual({
      state: "DELIVERY_REPORT_VALIDATED",
      signerName: "Marie Curie",
      signature: PNG,
      comment: null,
    });
  });

  it("refuses with a reason, the signature being optional", () => {
    expect(
      checkDeliveryReportAnswer("DELIVERY_REPORT_DRAFT", {
        decision: "refuse",
        signerName: "Marie",
        comment: " Écran manquant ",
      }),
    ).toEqual({
      state: "DELIVERY_REPORT_REFUSED",
      signerName: "Marie",
      signature: null,
      comment: "Écran manquant",
    });
  });

  it("says what is missing, and that a used link is no longer valid", () => {
    const answer = { decision: "validate" as const, signerName: "Marie", signature: PNG };
    expect(codeOf(() => checkDeliveryReportAnswer("DELIVERY_REPORT_VALIDATED", answer))).toBe(
      "DELIVERY_REPORT_LINK_INVALID",
    );
    expect(codeOf(() => checkDeliveryReportAnswer("DELIVERY_REPORT_REFUSED", answer))).toBe(
      "DELIVERY_REPORT_LINK_INVALID",
    );
    expect(
      codeOf(() => checkDeliveryReportAnswer("DELIVERY_REPORT_DRAFT", { ...answer, signerName: " " })),
    ).toBe("DELIVERY_REPORT_SIGNER_NAME_REQUIRED");
    expect(
      codeOf(() => checkDeliveryReportAnswer("DELIVERY_REPORT_DRAFT", { ...answer, signature: "" })),
    ).toBe("DELIVERY_REPORT_SIGNATURE_REQUIRED");
    expect(
      codeOf(() =>
        checkDeliveryReportAnswer("DELIVERY_REPORT_DRAFT", {
          decision: "refuse",
          signerName: "Marie",
          comment: "",
        }),
      ),
    ).toBe("DELIVERY_REPORT_REFUSAL_COMMENT_REQUIRED");
  });
});

describe("billedFilterValue", () => {
  it("reads billed and notBilled", () => {
    expect(billedFilterValue("billed")).toBe(true);
    expect(billedFilterValue("notBilled")).toBe(false);
    expect(billedFilterValue(undefined)).toBeUndefined();
  });
});
