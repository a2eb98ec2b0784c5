import { auditLog, invoiceLines, invoiceQuotations, quotations } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceModule } from "../../src/modules/billing/invoices";
import { createTestApp, type TestApp } from "../helpers";
import { versionOf } from "../versions-helpers";
import { counterOf, insertDraft, invoiceCounter, invoiceRow, today } from "./invoice-edit-helpers";
import { insertInvoice, SAMPLE_LINES } from "./invoicing-fixtures";

let t: TestApp;
let issuerId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [invoiceModule] });
  issuerId = t.demo.companyIds[1] as number;
});
afterAll(() => t.close());

const quotationState = async (id: number) => {
  const [row] = await t.handle.db
    .select({ state: quotations.state })
    .from(quotations)
    .where(eq(quotations.id, id));
  return row?.state;
};

describe("invoice.get", () => {
  it("shows a draft deposit with its lines, totals, quotation and flags", async () => {
    const draft = await insertDraft(t.handle.db, issuerId, { createdById: t.demo.userIds.compta });
    const view = await (await t.caller("user")).invoice.get({ id: draft.invoiceId });
    expect(view).toMatchObject({
      type: "TYPE_ADVANCE",
      typeLabel: "d'acompte",
      reference: null,
      displayReference: "Facture en cours de création",
      state: "STATE_CREATED",
      selectableStates: ["STATE_CREATED", "STATE_VALIDATED"],
      company: { id: draft.companyId, name: draft.clientName, isFactor: false },
      // 720,00 + 243,75 HT; VAT 144,00 + 24,38; TTC 1 132,13 (worked by hand).
      totalHtCents: toCents(96_375),
      totalTvaCents: toCents(16_838),
      totalTtcCents: toCents(113_213),
      amountLeftCents: toCents(113_213),
      canEditLines: true,
      canDelete: true,
      canValidate: false,
    });
    expect(view.createdBy?.fullname).not.toBe("");
    expect(view.lines.map((line) => line.name)).toEqual(["Acompte de 30 %", "Acompte de 30 %"]);
    expect(view.quotations).toEqual([
      expect.objectContaining({
        id: draft.quotationId,
        totalTtcCents: toCents(377_375),
        billedCents: toCents(113_213),
      }),
    ]);
    expect(view.leadNames).toHaveLength(1);
    expect((await (await t.caller("compta")).invoice.get({ id: draft.invoiceId })).canValidate).toBe(true);
  });

  it("says so when the invoice does not exist", async () => {
    await expect((await t.caller("user")).invoice.get({ id: 99_999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Cette facture est introuvable",
    });
  });
});

describe("invoice.update on a draft", () => {
  it("saves the header fields", async () => {
    const draft = await insertDraft(t.handle.db, issuerId);
    const view = await (await t.caller("user")).invoice.update({
      id: draft.invoiceId,
      version: await versionOf((await t.caller("user")).invoice, draft.invoiceId),
      title: "  Acompte séminaire ",
      invoiceHeadName: "Client SA",
      invoiceAddress: "1 rue de la Paix\n75002 Paris",
      comment: "<p>Merci</p><script>x</script>",
      internalComment: "à relancer",
      paymentMode: 45,
      operationCategory: "MIXED",
    });
    expect(view).toMatchObject({
      title: "Acompte séminaire",
      invoiceHeadName: "Client SA",
      invoiceAddress: "1 rue de la Paix\n75002 Paris",
      comment: "<p>Merci</p>",
      internalComment: "à relancer",
      paymentMode: 45,
      operationCategory: "MIXED",
    });
  });

  it.each([
    [
      "a billing address of 301 characters",
      { invoiceAddress: "a".repeat(301) },
      "L'adresse de facturation ne doit pas dépasser 300 caractères",
    ],
    [
      "a payment mode of 20 days",
      { paymentMode: 20 },
      "Le délai de paiement 20 n'est pas proposé (0, 30, 45 ou 60 jours)",
    ],
    [
      "an unknown operation category",
      { operationCategory: "FOOD" },
      "La catégorie d'opération FOOD n'est pas proposée",
    ],
  ])("refuses %s with a French message, nothing saved", async (_name, fields, message) => {
    const draft = await insertDraft(t.handle.db, issuerId);
    const user = await t.caller("user");
    await expect(
      user.invoice.update({
        id: draft.invoiceId,
        version: await versionOf(user.invoice, draft.invoiceId),
        title: "changé",
        ...fields,
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message,
    });
    expect((await invoiceRow(t.handle.db, draft.invoiceId)).title).toBe("");
  });
});

describe("validation", () => {
  it("needs the confirmation and an accountant; then numbers, dates, freezes and audits", async () => {
    const db = t.handle.db;
    const draft = await insertDraft(db, issuerId);
    const before = await invoiceCounter(db, issuerId);
    await expect(
      (await t.caller("user")).invoice.update({
        id: draft.invoiceId,
        version: await versionOf((await t.caller("user")).invoice, draft.invoiceId),
        state: "STATE_VALIDATED",
        confirmed: true,
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const compta = await t.caller("compta");
    await expect(
      compta.invoice.update({
        id: draft.invoiceId,
        version: await versionOf(compta.invoice, draft.invoiceId),
        state: "STATE_VALIDATED",
      }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Vous devez confirmer la validation définitive de la facture",
    });
    expect(await invoiceCounter(db, issuerId)).toBe(before);

    const view = await compta.invoice.update({
      id: draft.invoiceId,
      version: await versionOf(compta.invoice, draft.invoiceId),
      paymentMode: 30,
      state: "STATE_VALIDATED",
      confirmed: true,
    });
    expect(view.state).toBe("STATE_VALIDATED");
    expect(counterOf(view.reference)).toBe(before + 1);
    expect(view.reference).toMatch(/^FA-[A-Z0-9]+-\d{4}-\d{5}$/);
    expect(view.canEditLines).toBe(false);
    expect(view.canDelete).toBe(false);
    expect(view.selectableStates).toEqual(["STATE_VALIDATED", "STATE_SEND", "STATE_PAID"]);
    const row = await invoiceRow(db, draft.invoiceId);
    expect(row.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.parties?.buyer.name).toBe(draft.clientName);
    expect(row.validatedAt).not.toBeNull();
    expect(row.eligibleAt).not.toBeNull();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "invoice"), eq(auditLog.entityId, draft.invoiceId)));
    expect(audit).toEqual([
      expect.objectContaining({
        field: "state",
        fromValue: "STATE_CREATED",
        toValue: "STATE_VALIDATED",
        details: { reference: view.reference, sha256: row.contentSha256 },
      }),
    ]);
  });

  it("refuses an empty invoice, and a failure consumes no number", async () => {
    const db = t.handle.db;
    const draft = await insertDraft(db, issuerId, { lines: [] });
    const before = await invoiceCounter(db, issuerId);
    await expect(
      (await t.caller("compta")).invoice.update({
        id: draft.invoiceId,
        version: await versionOf((await t.caller("compta")).invoice, draft.invoiceId),
        state: "STATE_VALIDATED",
        confirmed: true,
      }),
    ).rejects.toMatchObject({ message: "Une facture sans montant ne peut pas être validée" });
    expect(await invoiceCounter(db, issuerId)).toBe(before);
    expect((await invoiceRow(db, draft.invoiceId)).reference).toBeNull();
  });

  it("refuses a balance deducting an unnumbered deposit, then a date in the future: no number consumed", async () => {
    const db = t.handle.db;
    const draft = await insertDraft(db, issuerId);
    // The balance of the sample quotation less the deposit: 3 773,75 − 1 132,13 = 2 641,62.
    const balance = await insertInvoice(db, {
      issuerId,
      companyId: draft.companyId,
      quotationIds: [draft.quotationId],
      type: "TYPE_SOLD",
      lines: SAMPLE_LINES,
      deducts: [draft.invoiceId],
      invoiceDate: today(),
    });
    expect((await invoiceRow(db, balance)).totalTtcCents).toBe(264_162);
    const compta = await t.caller("compta");
    const before = await invoiceCounter(db, issuerId);
    await expect(
      compta.invoice.update({
        id: balance,
        version: await versionOf(compta.invoice, balance),
        state: "STATE_VALIDATED",
        confirmed: true,
      }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT", message: expect.stringMatching(/sans numéro/) });
    // next New Year's Day: in the future, yet within the documents' window (five years ahead)
    const nextYear = Number(today().slice(0, 4)) + 1;
    await expect(
      compta.invoice.update({
        id: draft.invoiceId,
        version: await versionOf(compta.invoice, draft.invoiceId),
        invoiceDate: `${nextYear}-01-01`,
        state: "STATE_VALIDATED",
        confirmed: true,
      }),
    ).rejects.toMatchObject({
      message: `La date de facture (01/01/${nextYear}) ne peut pas être postérieure à aujourd'hui`,
    });
    expect(await invoiceCounter(db, issuerId)).toBe(before);
    expect((await invoiceRow(db, draft.invoiceId)).invoiceDate).toBe(today());

    const deposit = await compta.invoice.update({
      id: draft.invoiceId,
      version: await versionOf(compta.invoice, draft.invoiceId),
      state: "STATE_VALIDATED",
      confirmed: true,
    });
    const sold = await compta.invoice.update({
      id: balance,
      version: await versionOf(compta.invoice, balance),
      state: "STATE_VALIDATED",
      confirmed: true,
    });
    expect(counterOf(sold.reference)).toBe(counterOf(deposit.reference) + 1);
    expect(sold.deductions).toEqual([
      expect.objectContaining({ displayReference: deposit.reference, totalTtcCents: toCents(113_213) }),
    ]);
    expect(await quotationState(draft.quotationId)).toBe("QUOTATION_STATE_IN_BILLED");
  });
});

describe("a validated invoice", () => {
  it("keeps what prints, lets the internal comment and VALIDATED ↔ SEND change, refuses PAID while unpaid", async () => {
    const db = t.handle.db;
    const draft = await insertDraft(db, issuerId);
    const compta = await t.caller("compta");
    await compta.invoice.update({
      id: draft.invoiceId,
      version: await versionOf(compta.invoice, draft.invoiceId),
      state: "STATE_VALIDATED",
      confirmed: true,
    });
    const frozen = await invoiceRow(db, draft.invoiceId);
    // each refusal names what was changed (not 'its lines' for the title)
    for (const [fields, subject] of [
      [{ title: "autre" }, "Le titre d'une facture validée ne peut plus être modifié"],
      [
        { invoiceAddress: "ailleurs" },
        "L'adresse de facturation d'une facture validée ne peut plus être modifiée",
      ],
      [{ invoiceDate: "2020-01-01" }, "La date de facture d'une facture validée ne peut plus être modifiée"],
      [{ paymentMode: 0 }, "Le délai de paiement d'une facture validée ne peut plus être modifié"],
    ] as const) {
      await expect(
        compta.invoice.update({
          id: draft.invoiceId,
          version: await versionOf(compta.invoice, draft.invoiceId),
          ...fields,
        }),
      ).rejects.toMatchObject({
        code: "UNPROCESSABLE_CONTENT",
        message: `${subject} : passez par un avoir`,
      });
    }
    // The old client sends every field back unchanged: that is not a change.
    const same = await compta.invoice.update({
      id: draft.invoiceId,
      version: await versionOf(compta.invoice, draft.invoiceId),
      title: frozen.title,
      internalComment: "envoyée par courrier",
      state: "STATE_SEND",
    });
    expect(same).toMatchObject({ state: "STATE_SEND", internalComment: "envoyée par courrier" });
    await expect(
      (await t.caller("user")).invoice.update({
        id: draft.invoiceId,
        version: await versionOf((await t.caller("user")).invoice, draft.invoiceId),
        state: "STATE_VALIDATED",
      }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(
      compta.invoice.update({
        id: draft.invoiceId,
        version: await versionOf(compta.invoice, draft.invoiceId),
        state: "STATE_PAID",
      }),
    ).rejects.toMatchObject({
      message: expect.stringMatching(
        /^Cette facture ne peut pas être réglée : il reste 1\s132,13\s€ à régler$/,
      ),
    });
    await expect(
      compta.invoice.update({
        id: draft.invoiceId,
        version: await versionOf(compta.invoice, draft.invoiceId),
        state: "STATE_CREATED",
      }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
    });
    expect((await invoiceRow(db, draft.invoiceId)).contentSha256).toBe(frozen.contentSha256);
    await expect(compta.invoice.delete({ id: draft.invoiceId })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Seule une facture en cours de rédaction peut être supprimée",
    });
  });
});

describe("delete and duplicate", () => {
  it("deletes a draft with its lines and links, the quotation back to ACCEPTED", async () => {
    const db = t.handle.db;
    const draft = await insertDraft(db, issuerId);
    expect(await quotationState(draft.quotationId)).toBe("QUOTATION_STATE_BILLED");
    await (await t.caller("user")).invoice.delete({ id: draft.invoiceId });
    expect(await quotationState(draft.quotationId)).toBe("QUOTATION_STATE_ACCEPTED");
    expect(await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, draft.invoiceId))).toEqual(
      [],
    );
    expect(
      await db.select().from(invoiceQuotations).where(eq(invoiceQuotations.invoiceId, draft.invoiceId)),
    ).toEqual([]);
  });

  it("duplicates into a new draft on a quotation, refusing one that would bill more than is left", async () => {
    const db = t.handle.db;
    const draft = await insertDraft(db, issuerId);
    const user = await t.caller("user");
    // Two more deposits of 1 132,13 fit in 3 773,75 (3 × 1 132,13 = 3 396,39); a fourth would not.
    const copy = await user.invoice.duplicate({
      invoiceId: draft.invoiceId,
      quotationId: draft.quotationId,
      title: "Copie",
    });
    const view = await user.invoice.get({ id: copy.id });
    expect(view).toMatchObject({
      title: "Copie",
      type: "TYPE_ADVANCE",
      state: "STATE_CREATED",
      isDuplicated: true,
      totalTtcCents: toCents(113_213),
    });
    expect(view.lines).toHaveLength(2);
    await user.invoice.duplicate({
      invoiceId: draft.invoiceId,
      quotationId: draft.quotationId,
      title: "Copie 2",
    });
    await expect(
      user.invoice.duplicate({
        invoiceId: draft.invoiceId,
        quotationId: draft.quotationId,
        title: "Copie 3",
      }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: expect.stringMatching(
        /^Le montant à facturer \(1\s132,13\s€\) dépasse le reste à facturer du devis \(377,36\s€\)$/,
      ),
    });
  });
});
