import { describe, expect, it } from "vitest";
import {
  assertCanChangePurchaseOrder,
  canChangePurchaseOrder,
  purchaseOrderFileStem,
} from "./purchase-order-rules";

describe("who changes a purchase order", () => {
  it("accounting and super admins may, anybody else is refused in French", () => {
    expect(canChangePurchaseOrder({ isCompta: true, isSuperAdmin: false })).toBe(true);
    expect(canChangePurchaseOrder({ isCompta: false, isSuperAdmin: true })).toBe(true);
    expect(canChangePurchaseOrder({ isCompta: false, isSuperAdmin: false })).toBe(false);
    expect(() => assertCanChangePurchaseOrder({ isCompta: false, isSuperAdmin: false })).toThrow(
      "Seule la comptabilité peut modifier un bon de commande",
    );
  });
});

describe("the purchase order PDF's name", () => {
  it("keeps the reference and replaces what a file name cannot hold", () => {
    expect(purchaseOrderFileStem("BC-TRI-2026-00001")).toBe("bon-de-commande-BC-TRI-2026-00001");
    expect(purchaseOrderFileStem("BC/2026 01")).toBe("bon-de-commande-BC-2026-01");
  });
});
