import { auditLog, invoices } from "@tronc/db";
import { addDays, toCents } from "@tronc/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLineModule } from "../../../src/modules/money-in/credit-lines";
import { creditModule } from "../../../src/modules/money-in/credits";
import { invoiceCounter } from "../../billing/invoice-edit-helpers";
import { createTestApp, type TestApp } from "../../helpers";
import { versionOf } from "../../versions-helpers";
import { insertCredit } from "../money-in-fixtures";
import {
  counterOf,
  creditCounter,
  creditRow,
  insertDraftCredit,
  insertNumberedInvoice,
  today,
} from "./credit-helpers";

let t: TestApp;
let issuerId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [creditLineModule, creditModule] });
  issuerId = t.demo.companyIds[2] as number;
});
afterAll(() => t.close());

const validate = async (who: "compta" | "admin" | "user", id: number, confirmed = true) =>
  (await t.caller(who)).credit.update({
    id,
    version: await versionOf((await t.caller(who)).credit, id),
    state: "CREDIT_STATE_VALIDATED",
    confirmed,
  });

describe("validating a credit note", () => {
  it("needs accounting and the confirmation; then numbers AV-, freezes, hashes and audits", async () => {
    const db = t.handle.db;
    const draft = await insertDraftCredit(t, issuerId, "100");
    const before = await creditCounter(db, issuerId);
    const invoicesBefore = await invoiceCounter(db, issuerId);
    await expect(validate("user", draft.creditId)).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Seule la comptabilité peut valider un avoir ou changer l'état d'un avoir validé",
    });
    await expect(validate("compta", draft.creditId, false)).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Confirmez la création définitive de l'avoir",
    });
    expect(await creditCounter(db, issuerId)).toBe(before);

    const view = await validate("compta", draft.creditId);
    expect(view.reference).toMatch(/^AV-[A-Z0-9]+-\d{4}-\d{5}$/);
    expect(counterOf(view.reference)).toBe(before + 1);
    // The credit series is the issuer's own: the invoice counter did not move.
    expect(await invoiceCounter(db, issuerId)).toBe(invoicesBefore);
    expect(view).toMatchObject({
      state: "CREDIT_STATE_VALIDATED",
      displayReference: view.reference,
      selectableStates: ["CREDIT_STATE_VALIDATED", "CREDIT_STATE_PARTIALY_USED", "CREDIT_STATE_USED"],
      // 1 × 100,00 HT at 20 % → 120,00 TTC, all of it left to use.
      totalTtcCents: toCents(12_000),
      amountLeftCents: toCents(12_000),
      canEditLines: false,
      canChangeParties: false,
      canDelete: false,
    });
    const row = await creditRow(db, draft.creditId);
    expect(row.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(view.contentSha256).toBe(row.contentSha256);
    expect(row.parties?.buyer).toMatchObject({
      name: draft.clientName,
      address: "12 rue des Lilas\n69003 Lyon",
    });
    expect(row.parties?.seller.name).not.toBe("");
    expect(row.validatedAt).not.toBeNull();
    expect(row.validatedById).toBe(t.demo.userIds.compta);
    expect(row.searchText).toContain(String(view.reference).toLowerCase());
    const audit = await db
      .select()
      .from(auditLog)
      // its lines added are in its history too: the state's rows here
      .where(
        and(
          eq(auditLog.entityType, "credit"),
          eq(auditLog.entityId, draft.creditId),
          eq(auditLog.field, "state"),
        ),
      );
    expect(audit).toEqual([
      expect.objectContaining({
        field: "state",
        fromValue: "CREDIT_STATE_CREATED",
        toValue: "CREDIT_STATE_VALIDATED",
        userId: t.demo.userIds.compta,
        details: { reference: view.reference, sha256: row.contentSha256 },
      }),
    ]);
  });

  it("two credits of one issuer validated at once get consecutive numbers", async () => {
    const db = t.handle.db;
    const a = await insertDraftCredit(t, issuerId, "10");
    const b = await insertDraftCredit(t, issuerId, "20");
    const before = await creditCounter(db, issuerId);
    const [first, second] = await Promise.all([
      validate("compta", a.creditId),
      validate("admin", b.creditId),
    ]);
    const numbers = [counterOf(first.reference), counterOf(second.reference)].sort((x, y) => x - y);
    expect(numbers).toEqual([before + 1, before + 2]);
  });

  it("refuses an empty credit: no number consumed", async () => {
    const db = t.handle.db;
    const draft = await insertDraftCredit(t, issuerId, "0");
    const before = await creditCounter(db, issuerId);
    await expect(validate("compta", draft.creditId)).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Un avoir sans montant ne peut pas être validé",
    });
    expect(await creditCounter(db, issuerId)).toBe(before);
    expect((await creditRow(db, draft.creditId)).reference).toBeNull();
  });

  it("refuses a date after today, before the invoice it corrects, before the last credit: no number consumed", async () => {
    const db = t.handle.db;
    const draft = await insertDraftCredit(t, issuerId, "100");
    const before = await creditCounter(db, issuerId);
    const compta = await t.caller("compta");
    const tomorrow = addDays(today(), 1);
    const french = (iso: string) => iso.split("-").reverse().join("/");
    await expect(
      compta.credit.update({
        id: draft.creditId,
        version: await versionOf(compta.credit, draft.creditId),
        creditDate: tomorrow,
        state: "CREDIT_STATE_VALIDATED",
        confirmed: true,
      }),
    ).rejects.toMatchObject({
      message: `La date de l'avoir (${french(tomorrow)}) ne peut pas être postérieure à aujourd'hui`,
    });
    // The whole save rolled back: the date too.
    expect((await creditRow(db, draft.creditId)).creditDate).toBe(today());

    const invoice = await insertNumberedInvoice(db, issuerId, { invoiceDate: today() });
    const { id } = await compta.credit.createFromInvoice({ invoiceId: invoice.invoiceId });
    const yesterday = addDays(today(), -1);
    await compta.credit.update({ id, version: await versionOf(compta.credit, id), creditDate: yesterday });
    await expect(validate("compta", id)).rejects.toMatchObject({
      message: `La date de l'avoir (${french(yesterday)}) ne peut pas précéder celle de la facture qu'il corrige (${french(today())})`,
    });

    // Once a credit of the issuer is validated today, one dated before cannot follow it.
    await validate("compta", (await insertDraftCredit(t, issuerId, "5")).creditId);
    const beforeLast = await creditCounter(db, issuerId);
    await compta.credit.update({
      id: draft.creditId,
      version: await versionOf(compta.credit, draft.creditId),
      creditDate: yesterday,
    });
    await expect(validate("compta", draft.creditId)).rejects.toMatchObject({
      message: `La date de l'avoir (${french(yesterday)}) ne peut pas précéder celle du dernier avoir validé de l'entreprise (${french(today())})`,
    });
    expect(await creditCounter(db, issuerId)).toBe(beforeLast);
    expect(beforeLast).toBe(before + 1);
  });

  it("re-checks at validation that the credit fits its invoice", async () => {
    const db = t.handle.db;
    const invoice = await insertNumberedInvoice(db, issuerId);
    // Two drafts of 1 × 500,00 HT at 20 % = 600,00 TTC each, written straight to the table: together
    // 1 200,00 on an invoice of 1 132,13. Drafts reserve nothing (issue 25): b validates, which leaves
    // 1 132,13 − 600,00 = 532,13 for a.
    const lines = [{ name: "Remise", quantity: "1", unitPriceCents: toCents(50_000), vatRate: "20" }];
    const a = await insertCredit(db, {
      issuerId,
      companyId: invoice.companyId,
      invoiceId: invoice.invoiceId,
      lines,
      creditDate: today(),
    });
    const b = await insertCredit(db, {
      issuerId,
      companyId: invoice.companyId,
      invoiceId: invoice.invoiceId,
      lines,
      creditDate: today(),
    });
    expect((await validate("compta", b)).state).toBe("CREDIT_STATE_VALIDATED");
    await expect(validate("compta", a)).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: expect.stringMatching(
        /^L'avoir \(600,00\s€ TTC\) dépasse ce qui reste à créditer sur la facture \(532,13\s€ TTC\)$/,
      ),
    });
    expect((await creditRow(db, a)).state).toBe("CREDIT_STATE_CREATED");
    // Decision 2: validating a credit leaves the invoice's amount left alone.
    const [row] = await db.select().from(invoices).where(eq(invoices.id, invoice.invoiceId));
    expect(row?.amountLeftCents).toBe(113_213);
  });
});

describe("a validated credit note", () => {
  it("keeps what prints, changes its state by hand (accounting only), audited", async () => {
    const db = t.handle.db;
    const draft = await insertDraftCredit(t, issuerId, "100");
    const compta = await t.caller("compta");
    const validated = await validate("compta", draft.creditId);
    for (const fields of [
      { title: "autre" },
      { comment: "autre" },
      { invoiceAddress: "ailleurs" },
      { invoiceHeadName: "autre" },
      { creditDate: "2026-11-01" },
    ]) {
      await expect(
        compta.credit.update({
          id: draft.creditId,
          version: await versionOf(compta.credit, draft.creditId),
          ...fields,
        }),
      ).rejects.toMatchObject({
        code: "UNPROCESSABLE_CONTENT",
        message: "Cet avoir est validé : seul son état peut encore changer",
      });
    }
    await expect(
      compta.credit.update({
        id: draft.creditId,
        version: await versionOf(compta.credit, draft.creditId),
        companyId: draft.companyId + 1,
      }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    await expect(
      (await t.caller("user")).credit.update({
        id: draft.creditId,
        version: await versionOf((await t.caller("user")).credit, draft.creditId),
        state: "CREDIT_STATE_USED",
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    // The old client sends every field back unchanged with the new state: accepted.
    const used = await compta.credit.update({
      id: draft.creditId,
      version: await versionOf(compta.credit, draft.creditId),
      title: validated.title,
      invoiceAddress: validated.invoiceAddress,
      creditDate: validated.creditDate,
      state: "CREDIT_STATE_USED",
    });
    expect(used.state).toBe("CREDIT_STATE_USED");
    await expect(
      compta.credit.update({
        id: draft.creditId,
        version: await versionOf(compta.credit, draft.creditId),
        state: "CREDIT_STATE_CREATED",
      }),
    ).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });
    const back = await (await t.caller("admin")).credit.update({
      id: draft.creditId,
      version: await versionOf((await t.caller("admin")).credit, draft.creditId),
      state: "CREDIT_STATE_VALIDATED",
    });
    expect(back.state).toBe("CREDIT_STATE_VALIDATED");
    expect(back.reference).toBe(validated.reference);
    const audit = await db
      .select({ from: auditLog.fromValue, to: auditLog.toValue })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, "credit"),
          eq(auditLog.entityId, draft.creditId),
          eq(auditLog.field, "state"),
        ),
      )
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { from: "CREDIT_STATE_CREATED", to: "CREDIT_STATE_VALIDATED" },
      { from: "CREDIT_STATE_VALIDATED", to: "CREDIT_STATE_USED" },
      { from: "CREDIT_STATE_USED", to: "CREDIT_STATE_VALIDATED" },
    ]);
    expect((await creditRow(db, draft.creditId)).contentSha256).toBe(validated.contentSha256);
  });
});
