import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import {
  PURCHASE_ORDER_HEADING,
  purchaseOrderFacts,
  purchaseOrderProjectMentions,
  purchaseOrderTotalRows,
  supplierBlockLines,
} from "./purchase-order-print";

describe("the purchase order PDF's texts", () => {
  it("is headed 'BON DE COMMANDE' with its reference, date and the client quotation", () => {
    expect(PURCHASE_ORDER_HEADING).toBe("BON DE COMMANDE");
    expect(
      purchaseOrderFacts({
        reference: "BC-TRI-2026-00001",
        orderDate: "2026-11-25",
        quotationReference: "DE-1",
      }),
    ).toEqual([
      ["Numéro", "BC-TRI-2026-00001"],
      ["Date de commande", "25/11/2026"],
      ["Devis client", "DE-1"],
    ]);
  });

  it("prints the supplier's SIRET under its address, only when known", () => {
    expect(supplierBlockLines({ addressLines: ["1 rue A", "69001 Lyon"], siret: "44306184100047" })).toEqual([
      "1 rue A",
      "69001 Lyon",
      "SIRET : 44306184100047",
    ]);
    expect(supplierBlockLines({ addressLines: [], siret: " " })).toEqual([]);
  });

  it("names the project and its delivery date when known", () => {
    expect(purchaseOrderProjectMentions(null)).toEqual([]);
    expect(purchaseOrderProjectMentions({ name: "Gala", deliveryDate: null })).toEqual([["Projet", "Gala"]]);
    expect(purchaseOrderProjectMentions({ name: "Gala", deliveryDate: "2026-12-24" })).toEqual([
      ["Projet", "Gala"],
      ["Date de livraison du projet", "24/12/2026"],
    ]);
  });

  it("ends with HT, VAT and TTC, the TTC in bold", () => {
    // 725,00 HT + 105,00 VAT = 830,00 TTC.
    expect(
      purchaseOrderTotalRows({
        totalHtCents: toCents(72_500),
        totalTvaCents: toCents(10_500),
        totalTtcCents: toCents(83_000),
      }),
    ).toEqual([
      { label: "Total HT", cents: 72_500 },
      { label: "Total TVA", cents: 10_500 },
      { label: "Total TTC", cents: 83_000, strong: true },
    ]);
  });
});
