import { describe, expect, it } from "vitest";
import { assertCanRecordPayment, canPayInvoice } from "./payment-permissions";

const compta = { isCompta: true, isSuperAdmin: false };
const admin = { isCompta: false, isSuperAdmin: true };
const user = { isCompta: false, isSuperAdmin: false };

describe("who records payments", () => {
  it("accounting and super admins; the others are told in French", () => {
    expect(() => assertCanRecordPayment(compta)).not.toThrow();
    expect(() => assertCanRecordPayment(admin)).not.toThrow();
    expect(() => assertCanRecordPayment(user)).toThrow(
      expect.objectContaining({
        kind: "forbidden",
        message: "Seule la comptabilité peut enregistrer, modifier ou supprimer un paiement",
      }),
    );
  });

  it("on a numbered invoice not yet paid", () => {
    expect(canPayInvoice(compta, { reference: "FA-TRI-2026-00001", state: "STATE_SEND" })).toBe(true);
    expect(canPayInvoice(compta, { reference: null, state: "STATE_CREATED" })).toBe(false);
    expect(canPayInvoice(compta, { reference: "FA-TRI-2026-00001", state: "STATE_PAID" })).toBe(false);
    expect(canPayInvoice(user, { reference: "FA-TRI-2026-00001", state: "STATE_SEND" })).toBe(false);
  });
});
