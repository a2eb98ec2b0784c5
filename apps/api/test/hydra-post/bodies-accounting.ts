import { PATHS } from "../../src/hydra/paths";
import type { Json, PostFixture } from "./fixture";
import type { PostWorld } from "./world";

/** A document line (invoice, credit note) has no GET of its own: it is read in its document. */
const lineOf = (document: string, member: string) => async (created: Json, w: PostWorld) => {
  const read = await w.send("user", "GET", String(created[document]));
  const lines = (read.body[member] ?? []) as Json[];
  const line = lines.find((candidate) => candidate["@id"] === created["@id"]);
  if (!line)
    throw new Error(`${String(created["@id"])} is not among the lines of ${String(created[document])}`);
  return line;
};

/** A line of a document as the old client sends it: every field, on a catalogue product. */
const documentLine = async (w: PostWorld) => ({
  triangleProduct: await w.groupProduct("Animation quiz"),
  name: "Animation quiz",
  description: "<p>Deux animateurs</p>",
  quantity: 3,
  unitPrice: 450.5,
  unity: "UNITY_DAY",
  tva: 10,
  discount: 5,
  indexOrder: 2,
  hidden: true,
});

/** A line's quantity, discount and order are decimals, written as text on the wire. */
const LINE_DECIMALS = { quantity: "3", discount: "5", indexOrder: "2" };

/** Invoices, credit notes and their lines, customer payments, purchase orders, supplier invoices and payments. */
export const accountingBodies: Record<string, PostFixture> = {
  [PATHS.invoices]: {
    as: "user",
    notSent: { state: "a new invoice is always a draft (STATE_CREATED); validation is its own step (PUT)" },
    build: async (w) => {
      const quotation = await w.acceptedQuotation();
      return {
        body: {
          type: "TYPE_ADVANCE",
          company: quotation.company,
          triangleCompany: w.group(0),
          quotations: [quotation.iri],
          advance: 30,
          title: "Acompte du séminaire",
          invoiceHeadName: "Vins de Lyon — service achats",
          invoiceAddress: "3 place Bellecour, 69002 Lyon",
          deliveryAddress: "Eurexpo, 69500 Bron",
          comment: "<p>Merci de rappeler la référence</p>",
          internalComment: "Relancer en janvier",
          paymentMode: 45,
          invoiceDate: "2026-12-01",
          serviceDate: "2027-03-18",
          operationCategory: "MIXED",
        },
      };
    },
  },
  [PATHS.invoiceLines]: {
    as: "user",
    read: lineOf("invoice", "invoiceTriangleProducts"),
    build: async (w) => ({
      body: { invoice: await w.draftInvoice(), ...(await documentLine(w)) },
      expect: LINE_DECIMALS,
    }),
  },
  [PATHS.credits]: {
    as: "user",
    build: async (w) => ({
      body: {
        company: await w.invoiceableClient(),
        triangleCompany: w.group(0),
        title: "Geste commercial",
        comment: "<p>Retard de livraison</p>",
        invoiceHeadName: "Vins de Lyon — service achats",
        invoiceAddress: "3 place Bellecour, 69002 Lyon",
        createdAt: "2026-11-20",
      },
    }),
  },
  [PATHS.creditLines]: {
    as: "user",
    read: lineOf("credit", "creditTriangleProducts"),
    build: async (w) => ({
      body: { credit: await w.draftCredit(), ...(await documentLine(w)) },
      expect: LINE_DECIMALS,
    }),
  },
  [PATHS.invoicePayments]: {
    as: "compta",
    build: async (w) => {
      const invoice = await w.payableInvoice();
      return {
        body: {
          invoice: invoice.iri,
          amount: 120,
          paymentType: "TYPE_ADVANCE",
          paymentMode: "MODE_CREDIT",
          comment: "Avoir imputé",
          paidAt: "2026-12-03",
          credit: invoice.credit,
          invoicePayment: invoice.forecastPayment,
        },
      };
    },
  },
  [PATHS.purchaseOrders]: {
    as: "user",
    build: async (w) => ({ body: { quotationExpense: await w.acceptedPurchase() } }),
  },
  [PATHS.supplierInvoices]: {
    as: "compta",
    readBack: {
      purchaseOrder: (item) => (item.supplierInvoicePurchaseOrders as Json[])[0]?.purchaseOrder,
    },
    build: async (w) => {
      const order = await w.purchaseOrder();
      return {
        body: {
          supplier: order.supplier,
          purchaseOrder: order.iri,
          invoiceNumber: "FF-2026-0412",
          amount: 830,
          amountTva: 105,
          paymentAt: "2026-12-31",
          invoiceReceivedAt: "2026-12-03",
          invoiceAt: "2026-12-01",
          comment: "Reçue par courrier",
          file: await w.file("compta"),
        },
      };
    },
  },
  [PATHS.supplierInvoicePurchaseOrders]: {
    as: "compta",
    build: async (w) => {
      const order = await w.purchaseOrder();
      return { body: { purchaseOrder: order.iri, supplierInvoice: await w.supplierInvoice(order) } };
    },
  },
  [PATHS.supplierInvoiceProducts]: {
    as: "compta",
    build: async (w) => ({
      body: {
        supplierInvoicePurchaseOrder: await w.supplierInvoiceLink(),
        name: "Repas traiteur",
        quantity: 40,
        unitPrice: 10,
        unity: "UNITY_UNITY",
        tva: 10,
      },
      expect: { quantity: "40" },
    }),
  },
  [PATHS.supplierPayments]: {
    as: "compta",
    build: async (w) => ({
      body: {
        supplierInvoice: await w.supplierInvoice(await w.purchaseOrder()),
        amount: 200,
        paymentType: "TYPE_ADVANCE",
        paymentMode: "MODE_CHECK",
        comment: "Chèque n° 1234",
        paidAt: "2026-12-04",
      },
    }),
  },
};
