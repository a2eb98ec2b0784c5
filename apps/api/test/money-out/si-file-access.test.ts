import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierInvoiceModule } from "../../src/modules/money-out/supplier-invoices";
import { insertSupplier } from "../catalogue/product-types-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { completeFields, uploadInvoicePdf } from "./si-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [supplierInvoiceModule] });
}, 60_000);
afterAll(() => t.close());

describe("a supplier invoice's PDF once attached", () => {
  it("every signed-in user reads it; only accounting or a super admin deletes it", async () => {
    const supplier = await insertSupplier(t, "Imprimerie du Rhône");
    // Uploaded by the accountant, attached at creation.
    const fileId = await uploadInvoicePdf(t, "compta");
    const compta = await t.caller("compta");
    await compta.supplierInvoice.create({ supplierId: supplier.id, ...completeFields(fileId) });

    for (const who of ["admin", "user", "chef"] as const) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/files/${fileId}`,
        headers: { cookie: await t.login(who) },
      });
      expect(response.statusCode, who).toBe(200);
    }
    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/files/${fileId}`,
      headers: { cookie: await t.login("user") },
    });
    expect(refused.statusCode).toBe(403);
    const again = await t.app.inject({
      method: "GET",
      url: `/api/files/${fileId}`,
      headers: { cookie: await t.login("chef") },
    });
    expect(again.statusCode).toBe(200);
  });
});
