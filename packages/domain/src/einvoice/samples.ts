import type { InvoiceParties } from "../billing/parties";
import { toCents } from "../shared/cents";
import type { EInvoiceSource, EInvoiceSourceLine } from "./source";

/**
 * Hand-made documents of a fictitious issuer, one per case the e-invoice must get right: three VAT
 * rates with a discount, two deposits and the balance that deducts them, a credit note, an exempt
 * line, reverse charge with a deduction line. The domain's tests and the validation script (scripts/einvoice) both use them.
 */
const SELLER: InvoiceParties["seller"] = {
  name: "Tevah Conseil SAS",
  address: "12 rue des Lilas\nBâtiment B\n75011 Paris\nFrance",
  siren: "732829320",
  siret: "73282932000074",
  vatNumber: "FR44732829320",
  legalForm: "SAS",
  shareCapital: "10 000 €",
  rcs: "Paris 732 829 320",
  vatOnDebits: false,
  bankDetails: "FR76 3000 6000 0112 3456 7890 189 — AGRIFRPP",
  latePenaltyTerms: "Taux des pénalités de retard : 3 fois le taux d'intérêt légal",
  earlyPaymentTerms: "",
  terms: "",
  footer: "",
};

const BUYER: InvoiceParties["buyer"] = {
  name: "Énergies & Réseaux <Sud>",
  address: "22-30 avenue de Wagram\n75008 Paris",
  siren: "552081317",
  siret: "55208131766522",
  vatNumber: "FR03552081317",
};

const BANK = { iban: "FR76 3000 6000 0112 3456 7890 189", bic: "AGRIFRPP" };

const line = (
  name: string,
  quantity: string,
  unitPriceCents: number,
  vatRate: string,
  discountPercent = "0",
): EInvoiceSourceLine => ({
  name,
  quantity,
  unitPriceCents: toCents(unitPriceCents),
  unity: "UNITY_UNITY",
  vatRate,
  discountPercent,
});

const common = {
  parties: { seller: SELLER, buyer: BUYER },
  comment: "",
  buyerReference: null,
  orderReference: null,
  issuerBank: BANK,
  zeroRate: null,
  operationCategory: "SERVICES",
} as const;

const invoice = {
  ...common,
  kind: "invoice",
  type: "TYPE_SOLD",
  paymentTermsLabel: "30 jours",
  serviceDate: null,
  deliveryAddress: "",
  deductions: [],
} as const;

export const EINVOICE_SAMPLES = {
  /** 20 %: 2 250.00 (2 × 1 250.00 less 10 %) + 720.00 (1.5 × 480.00); 10 %: 85.00; 5.5 %: 74.70. */
  threeRatesWithDiscount: {
    ...invoice,
    operationCategory: "MIXED",
    reference: "FA-TEV-2026-00010",
    issueDate: "2026-11-20",
    dueDate: "2026-12-20",
    serviceDate: "2026-11-18",
    deliveryAddress: "Site de Saint-Denis\n5 rue du Port\n93200 Saint-Denis",
    buyerReference: "SERVICE-ACHATS-42",
    orderReference: "BC-2026-0917",
    comment: "Mission d'audit & formation — lot 2",
    lines: [
      { ...line("Audit de sécurité", "2.000", 125_000, "20.00", "10.00"), unity: "UNITY_DAY" },
      { ...line("Formation des équipes", "1.500", 48_000, "20.00"), unity: "UNITY_DAY" },
      line("Déplacement", "1.000", 8_500, "10.00"),
      line("Ouvrages techniques", "3.000", 2_490, "5.50"),
    ],
    printedTotalTtcCents: toCents(373_631),
  },
  firstDeposit: {
    ...invoice,
    type: "TYPE_ADVANCE",
    reference: "FA-TEV-2026-00008",
    issueDate: "2026-10-01",
    dueDate: "2026-10-01",
    paymentTermsLabel: "À réception",
    lines: [line("Acompte de 30 % sur le devis DE-TEV-2026-00004", "1.000", 90_000, "20.00")],
    printedTotalTtcCents: toCents(108_000),
  },
  secondDeposit: {
    ...invoice,
    type: "TYPE_ADVANCE",
    reference: "FA-TEV-2026-00009",
    issueDate: "2026-10-15",
    dueDate: "2026-10-15",
    paymentTermsLabel: "À réception",
    lines: [line("Acompte de 20 % sur le devis DE-TEV-2026-00004", "1.000", 60_000, "20.00")],
    printedTotalTtcCents: toCents(72_000),
  },
  /** 5 000.00 HT + 1 000.00 VAT = 6 000.00, less the deposits' 1 080.00 and 720.00: 4 200.00 due. */
  balanceAfterTwoDeposits: {
    ...invoice,
    reference: "FA-TEV-2026-00011",
    issueDate: "2026-11-25",
    dueDate: "2026-12-25",
    lines: [line("Développement de l'application", "1.000", 500_000, "20.00")],
    deductions: [
      { reference: "FA-TEV-2026-00008", invoiceDate: "2026-10-01", totalTtcCents: toCents(108_000) },
      { reference: "FA-TEV-2026-00009", invoiceDate: "2026-10-15", totalTtcCents: toCents(72_000) },
    ],
    printedTotalTtcCents: toCents(420_000),
  },
  /** 1 500.00 exempt (training) and 40.00 at 20 %, the issuer opted for VAT on debits. */
  exemptLine: {
    ...invoice,
    parties: { seller: { ...SELLER, vatOnDebits: true }, buyer: BUYER },
    reference: "FA-TEV-2026-00012",
    issueDate: "2026-11-26",
    dueDate: "2026-11-26",
    paymentTermsLabel: "À réception",
    zeroRate: {
      category: "E",
      reason: "Exonération de TVA, article 261-4-4° a du CGI (formation professionnelle continue)",
      reasonCode: null,
    },
    lines: [
      line("Formation professionnelle continue", "1.000", 150_000, "0.00"),
      line("Support de cours imprimé", "1.000", 4_000, "20.00"),
    ],
    printedTotalTtcCents: toCents(154_800),
  },
  /** Subcontracted building work, VAT reverse-charged to the buyer; 8 000.00 less a 500.00 deduction line. */
  reverseChargeWithDeduction: {
    ...invoice,
    operationCategory: "GOODS",
    reference: "FA-TEV-2026-00013",
    issueDate: "2026-11-27",
    dueDate: "2026-12-27",
    zeroRate: {
      category: "AE",
      reason: "Autoliquidation, article 283-2 nonies du CGI",
      reasonCode: "VATEX-EU-AE",
    },
    lines: [
      line("Travaux de plomberie, lot 4", "1.000", 800_000, "0.00"),
      line("Reprise du matériel fourni", "1.000", -50_000, "0.00"),
    ],
    printedTotalTtcCents: toCents(750_000),
  },
  /** 250.00 at 20 % credited on FA-TEV-2026-00010: 300.00. */
  creditNote: {
    ...common,
    parties: { seller: { ...SELLER, vatOnDebits: true }, buyer: BUYER },
    kind: "credit",
    reference: "AV-TEV-2026-00003",
    issueDate: "2026-11-28",
    correctedInvoice: { reference: "FA-TEV-2026-00010", invoiceDate: "2026-11-20" },
    issuerBank: null,
    lines: [line("Geste commercial sur l'audit", "1.000", 25_000, "20.00")],
    printedTotalTtcCents: toCents(30_000),
  },
} as const satisfies Record<string, EInvoiceSource>;
