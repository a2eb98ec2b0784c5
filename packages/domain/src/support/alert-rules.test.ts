import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InvoiceState } from "../billing/invoice-states";
import type { SupplierInvoiceState } from "../money-out/supplier-invoices";
import { addDays } from "../shared/calendar-dates";
import { toCents } from "../shared/cents";
import { parisDateTimeLabel } from "../shared/paris-time";
import {
  ALERT_TYPE_LABELS,
  ALERT_TYPES,
  alertCountLabel,
  alertTypesMatching,
  invoiceOverdueKey,
  isCallbackMissed,
  isInvoiceOverdueForAlert,
  isSupplierInvoiceDueSoon,
  manualAlertKey,
  missedCallbackCutoff,
  missedCallbackKey,
  missingPurchases,
  overdueEligibleBefore,
  purchasesMissingKey,
  readAlertType,
  supplierInvoiceDueBy,
} from "./alert-rules";
import {
  escapeAlertFact,
  invoiceOverdueAlert,
  missedCallbackAlert,
  projectToInvoiceAlert,
  purchasesMissingAlert,
  supplierInvoiceDueAlert,
} from "./alert-texts";

const day = fc.integer({ min: 0, max: 365 * 30 }).map((offset) => addDays("2010-01-01", offset));

describe("alert types", () => {
  it("each type has a French label; an unknown type is refused in French", () => {
    expect(ALERT_TYPES).toHaveLength(6);
    expect(ALERT_TYPE_LABELS.ALERT_TYPE_LEAD_CALLBACK_MISSED).toBe("Rappel manqué");
    expect(readAlertType("ALERT_TYPE_PROJECT_TO_INVOICE")).toBe("ALERT_TYPE_PROJECT_TO_INVOICE");
    expect(() => readAlertType("ALERT_TYPE_FIRE")).toThrow(
      "Le type d'alerte « ALERT_TYPE_FIRE » n'existe pas",
    );
  });

  it("counts the list in French", () => {
    expect(alertCountLabel(0)).toBe("0 alerte");
    expect(alertCountLabel(1)).toBe("1 alerte");
    expect(alertCountLabel(12)).toBe("12 alertes");
    expect(alertCountLabel(1000, false)).toBe("plus de 1\u202f000 alertes");
  });

  it("a search word finds the types whose label holds it, accents aside", () => {
    expect(alertTypesMatching("RETARD")).toEqual(["ALERT_TYPE_INVOICE_OVERDUE"]);
    expect(alertTypesMatching("manque")).toEqual(["ALERT_TYPE_LEAD_CALLBACK_MISSED"]);
    expect(alertTypesMatching("facture")).toEqual([
      "ALERT_TYPE_INVOICE_OVERDUE",
      "ALERT_TYPE_SUPPLIER_INVOICE_DUE",
      "ALERT_TYPE_PROJECT_TO_INVOICE",
    ]);
    expect(alertTypesMatching("zzz")).toEqual([]);
  });
});

describe("dedupe keys: the same event once, a new event again", () => {
  it("a callback moved to a new time is a new event; the same time read twice is the same", () => {
    const first = missedCallbackKey(12, "2026-03-02T09:00:00.000Z");
    expect(first).toBe("ALERT_TYPE_LEAD_CALLBACK_MISSED:lead:12:2026-03-02T09:00:00.000Z");
    expect(missedCallbackKey(12, "2026-03-02T10:00:00+01:00")).toBe(first);
    expect(missedCallbackKey(12, "2026-03-03T09:00:00.000Z")).not.toBe(first);
    expect(missedCallbackKey(13, "2026-03-02T09:00:00.000Z")).not.toBe(first);
  });

  it("an invoice once per eligibility date; an acceptance refused once per Paris day", () => {
    expect(invoiceOverdueKey(7, "2026-02-01")).toBe("ALERT_TYPE_INVOICE_OVERDUE:invoice:7:2026-02-01");
    // 23:30 UTC on 1 March is 00:30 on 2 March in Paris (winter, +01:00).
    expect(purchasesMissingKey(4, "2026-03-01T23:30:00Z")).toBe(
      "ALERT_TYPE_PURCHASES_MISSING:recommendation:4:2026-03-02",
    );
    expect(purchasesMissingKey(4, "2026-03-02T18:00:00Z")).toBe(
      purchasesMissingKey(4, "2026-03-01T23:30:00Z"),
    );
  });

  it("keys of different objects or moments never collide", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        day,
        day,
        (a, b, dayA, dayB) => {
          fc.pre(a !== b || dayA !== dayB);
          expect(invoiceOverdueKey(a, dayA)).not.toBe(invoiceOverdueKey(b, dayB));
          expect(missedCallbackKey(a, `${dayA}T08:00:00Z`)).not.toBe(
            missedCallbackKey(b, `${dayB}T08:00:00Z`),
          );
          expect(missedCallbackKey(a, `${dayA}T08:00:00Z`).length).toBeLessThanOrEqual(200);
        },
      ),
    );
  });
});

describe("a missed lead callback", () => {
  const lead = {
    leadLevel: "LEAD_HOT" as const,
    leadStatus: "LEAD_STATUS_SEND" as const,
    callbackAt: "2026-03-02T09:00:00.000Z",
  };

  it("is missed an hour after its time while the lead still waits for it", () => {
    expect(missedCallbackCutoff("2026-03-02T10:00:00.000Z")).toBe("2026-03-02T09:00:00.000Z");
    expect(isCallbackMissed(lead, "2026-03-02T09:59:00.000Z")).toBe(false);
    expect(isCallbackMissed(lead, "2026-03-02T10:00:00.000Z")).toBe(true);
    expect(isCallbackMissed({ ...lead, callbackAt: null }, "2026-03-09T10:00:00.000Z")).toBe(false);
    expect(isCallbackMissed({ ...lead, leadStatus: "LEAD_STATUS_ACCEPTED" }, "2026-03-09T10:00:00Z")).toBe(
      false,
    );
    expect(isCallbackMissed({ ...lead, leadStatus: "LEAD_STATUS_REFUSED" }, "2026-03-09T10:00:00Z")).toBe(
      false,
    );
    expect(isCallbackMissed({ ...lead, leadLevel: "LEAD_TRASH" }, "2026-03-09T10:00:00Z")).toBe(false);
  });

  it("once missed, stays missed as time goes by", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (minutes, later) => {
          const now = new Date(Date.parse(lead.callbackAt) + minutes * 60_000);
          const after = new Date(now.getTime() + later * 60_000);
          if (isCallbackMissed(lead, now)) expect(isCallbackMissed(lead, after)).toBe(true);
          expect(isCallbackMissed(lead, now)).toBe(minutes >= 60);
        },
      ),
    );
  });
});

describe("an overdue customer invoice (spec §9: 21 days after eligibility)", () => {
  const invoice = {
    state: "STATE_SEND" as InvoiceState,
    amountLeftCents: toCents(173_740),
    eligibleAt: "2026-02-01",
  };

  it("is overdue from the 22nd day after its eligibility date, while something is left", () => {
    // 01/02 + 21 days = 22/02: not yet; 23/02 is 22 days after.
    expect(isInvoiceOverdueForAlert(invoice, "2026-02-22")).toBe(false);
    expect(isInvoiceOverdueForAlert(invoice, "2026-02-23")).toBe(true);
    expect(overdueEligibleBefore("2026-02-23")).toBe("2026-02-02");
    expect(isInvoiceOverdueForAlert({ ...invoice, amountLeftCents: toCents(0) }, "2026-06-01")).toBe(false);
    expect(isInvoiceOverdueForAlert({ ...invoice, state: "STATE_PAID" }, "2026-06-01")).toBe(false);
    expect(isInvoiceOverdueForAlert({ ...invoice, state: "STATE_CREATED" }, "2026-06-01")).toBe(false);
    expect(isInvoiceOverdueForAlert({ ...invoice, state: "STATE_VALIDATED" }, "2026-06-01")).toBe(true);
    expect(isInvoiceOverdueForAlert({ ...invoice, eligibleAt: null }, "2026-06-01")).toBe(false);
  });

  it("the scan's bound (eligibleAt before it) says the same as the rule", () => {
    fc.assert(
      fc.property(day, day, (eligibleAt, today) => {
        expect(isInvoiceOverdueForAlert({ ...invoice, eligibleAt }, today)).toBe(
          eligibleAt < overdueEligibleBefore(today),
        );
      }),
    );
  });
});

describe("a supplier invoice due within 7 days and unpaid", () => {
  const invoice = {
    state: "STATE_PENDING" as SupplierInvoiceState,
    amountLeftCents: toCents(41_500),
    paymentAt: "2026-03-10",
  };

  it("is announced from 7 days before its payment date, and still when late", () => {
    expect(supplierInvoiceDueBy("2026-03-03")).toBe("2026-03-10");
    expect(isSupplierInvoiceDueSoon(invoice, "2026-03-02")).toBe(false);
    expect(isSupplierInvoiceDueSoon(invoice, "2026-03-03")).toBe(true);
    expect(isSupplierInvoiceDueSoon(invoice, "2026-04-30")).toBe(true);
    expect(isSupplierInvoiceDueSoon({ ...invoice, state: "STATE_ADVANCE" }, "2026-03-05")).toBe(true);
    expect(isSupplierInvoiceDueSoon({ ...invoice, state: "STATE_PAID" }, "2026-03-05")).toBe(false);
    expect(isSupplierInvoiceDueSoon({ ...invoice, amountLeftCents: toCents(0) }, "2026-03-05")).toBe(false);
    expect(isSupplierInvoiceDueSoon({ ...invoice, paymentAt: null }, "2026-03-05")).toBe(false);
  });

  it("the scan's bound (paymentAt on or before it) says the same as the rule", () => {
    fc.assert(
      fc.property(day, day, (paymentAt, today) => {
        expect(isSupplierInvoiceDueSoon({ ...invoice, paymentAt }, today)).toBe(
          paymentAt <= supplierInvoiceDueBy(today),
        );
      }),
    );
  });
});

describe("purchases an accepted recommendation needs", () => {
  it("names, per quotation, the product types sold and not bought, once each", () => {
    expect(
      missingPurchases([
        {
          reference: "DE-TEV-2026-00001",
          needed: [
            { productTypeId: 1, name: "Écran LED" },
            { productTypeId: 2, name: "Traiteur" },
            { productTypeId: 1, name: "Écran LED" },
          ],
          entered: [2],
        },
        { reference: "DE-TEV-2026-00002", needed: [{ productTypeId: 3, name: "Borne" }], entered: [3] },
        { reference: "DE-TEV-2026-00003", needed: [], entered: [] },
      ]),
    ).toEqual([{ reference: "DE-TEV-2026-00001", productTypes: ["Écran LED"] }]);
  });
});

const overdueFacts = {
  invoiceId: 7,
  reference: "FA-TFO-2026-00001",
  clientName: "Mairie de Nantes",
  issuerName: "Triangle Formation",
  eligibleAt: "2026-02-01",
  amountLeftCents: toCents(173_740),
};

describe("what an alert says", () => {
  it("escapes every fact so that HTML typed by a user is shown, never run", () => {
    expect(escapeAlertFact(`<img src=x onerror="alert('x')"> & co`)).toBe(
      "&#60;img src=x onerror=&#34;alert(&#39;x&#39;)&#34;&#62; &#38; co",
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeAlertFact(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))).toBe(
          text,
        );
      }),
    );
  });

  it("a missed callback: the lead, its client, the Paris time, who was to call; the lead's screen", () => {
    const alert = missedCallbackAlert({
      leadId: 12,
      leadSubject: "Salon <Lyon>",
      clientName: "Brasserie & Fils",
      callbackAt: "2026-07-02T08:30:00.000Z",
      callbackSubject: "Relancer pour le devis",
      callbackUserName: "Hugo Petit",
    });
    // 08:30 UTC in July is 10:30 in Paris (+02:00).
    expect(parisDateTimeLabel("2026-07-02T08:30:00.000Z")).toBe("02/07/2026 10:30");
    expect(alert).toEqual({
      type: "ALERT_TYPE_LEAD_CALLBACK_MISSED",
      dedupeKey: "ALERT_TYPE_LEAD_CALLBACK_MISSED:lead:12:2026-07-02T08:30:00.000Z",
      summary: "Rappel manqué : lead « Salon <Lyon> », rappel prévu le 02/07/2026 10:30",
      content:
        "<p>Le rappel du lead <strong>« Salon &#60;Lyon&#62; »</strong> (Brasserie &#38; Fils) prévu le " +
        "<strong>02/07/2026 10:30</strong> par <strong>Hugo Petit</strong> n'a pas été fait : le lead " +
        "l'attend toujours.</p><p>Objet du rappel : Relancer pour le devis</p>",
      url: "/tronc-commun/admin/lead/edit/12",
    });
  });

  it("an overdue invoice: reference, client, issuer, due date and what is left", () => {
    const alert = invoiceOverdueAlert(overdueFacts);
    expect(alert.summary).toBe(
      // A narrow no-break space groups the thousands, a no-break space precedes '€'.
      "Facture client en retard : FA-TFO-2026-00001 (Mairie de Nantes), 1\u202f737,40\u00a0€ à encaisser",
    );
    expect(alert.content).toBe(
      "<p>La facture <strong>FA-TFO-2026-00001</strong> de <strong>Mairie de Nantes</strong> (émise par " +
        "Triangle Formation) était à régler le <strong>01/02/2026</strong> : <strong>1\u202f737,40\u00a0€" +
        "</strong> restent à encaisser plus de 21 jours après l'échéance.</p>",
    );
    expect(alert.url).toBe("/tronc-commun/admin/compta/invoice/7");
  });

  it("a supplier invoice: 'au plus tard' while ahead, 'devait' once late", () => {
    const facts = {
      supplierInvoiceId: 3,
      invoiceNumber: "2026-1187",
      supplierName: "Écrans Services",
      paymentAt: "2026-03-10",
      amountLeftCents: toCents(41_500),
    };
    expect(supplierInvoiceDueAlert(facts, "2026-03-05").content).toBe(
      "<p>La facture fournisseur <strong>n° 2026-1187</strong> de <strong>Écrans Services</strong> est à " +
        `régler au plus tard le <strong>10/03/2026</strong> : il reste <strong>415,00\u00a0€</strong> à payer.</p>`,
    );
    expect(supplierInvoiceDueAlert(facts, "2026-03-11").content).toContain(
      "devait être réglée le <strong>10/03/2026</strong>",
    );
    expect(supplierInvoiceDueAlert(facts, "2026-03-11").url).toBe("/tronc-commun/admin/supplier-invoice/3");
  });

  it("leaves out the facts it does not have; an alert written by hand is its own event", () => {
    const bare = missedCallbackAlert({
      leadId: 3,
      leadSubject: "Salon",
      clientName: null,
      callbackAt: "2026-01-10T09:00:00Z",
      callbackSubject: null,
      callbackUserName: null,
    });
    expect(bare.content).toBe(
      "<p>Le rappel du lead <strong>« Salon »</strong> prévu le <strong>10/01/2026 10:00</strong> n'a pas été " +
        "fait : le lead l'attend toujours.</p>",
    );
    const unnumbered = supplierInvoiceDueAlert(
      {
        supplierInvoiceId: 8,
        invoiceNumber: null,
        supplierName: "Traiteur",
        paymentAt: "2026-01-12",
        amountLeftCents: toCents(100),
      },
      "2026-01-10",
    );
    expect(unnumbered.summary).toBe(
      "Facture fournisseur à régler : Traiteur sans numéro (fiche 8), 1,00\u00a0€ avant le 12/01/2026",
    );
    expect(invoiceOverdueAlert({ ...overdueFacts, reference: null }).summary).toContain(
      "n° 7 (Mairie de Nantes)",
    );
    expect(manualAlertKey("abc")).toBe("ALERT_TYPE_OTHER:manual:abc");
  });

  it("a signed delivery report: the project to invoice, who signed and when", () => {
    const alert = projectToInvoiceAlert({
      deliveryReportId: 9,
      projectId: 4,
      projectName: "Séminaire Annecy",
      clientName: null,
      signerName: "Camille Roux",
      signedAt: new Date("2026-01-15T16:05:00Z"),
    });
    expect(alert.dedupeKey).toBe("ALERT_TYPE_PROJECT_TO_INVOICE:delivery-report:9");
    expect(alert.content).toBe(
      "<p>Le PV de livraison du projet <strong>« Séminaire Annecy »</strong> a été signé par Camille Roux le " +
        "<strong>15/01/2026 17:05</strong> : le projet est à facturer.</p>",
    );
    expect(alert.url).toBe("/tronc-commun/admin/projects/4");
  });

  it("purchases missing: the spec's sentence first, then the lead and what is missing per quotation", () => {
    const alert = purchasesMissingAlert({
      recommendationId: 5,
      leadId: 21,
      leadSubject: "Gala",
      clientName: "Hôtel du Lac",
      attemptedBy: "Hugo Petit",
      at: "2026-03-02T13:00:00Z",
      missing: [{ reference: "DE-TEV-2026-00004", productTypes: ["Écran LED", "Traiteur"] }],
    });
    expect(alert.content).toBe(
      "<p><strong>Alerte procédure interne: Vous devez renseigner vos achats fournisseurs ! La recommandation " +
        "n&#39;est pas acceptée.</strong></p><p>Lead <strong>« Gala »</strong> (Hôtel du Lac) : acceptation " +
        "demandée par Hugo Petit le 02/03/2026 14:00.</p><ul><li>Devis <strong>DE-TEV-2026-00004</strong> : " +
        "achats manquants pour Écran LED, Traiteur</li></ul>",
    );
    expect(alert.url).toBe("/tronc-commun/admin/lead/edit/21");
  });
});
