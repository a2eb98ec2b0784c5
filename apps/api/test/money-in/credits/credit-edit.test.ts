import { creditLines, credits } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLineModule } from "../../../src/modules/money-in/credit-lines";
import { creditModule } from "../../../src/modules/money-in/credits";
import { createTestApp, type TestApp } from "../../helpers";
import { insertGroupProduct, insertLeadWithClient } from "../../proposals/proposal-fixtures";
import { versionOf } from "../../versions-helpers";
import {
  creditRow,
  insertDraftCredit,
  insertInvoiceableClient,
  insertNumberedInvoice,
} from "./credit-helpers";

let t: TestApp;
let issuerId: number;
let otherIssuerId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [creditLineModule, creditModule] });
  issuerId = t.demo.companyIds[1] as number;
  otherIssuerId = t.demo.companyIds[0] as number;
});
afterAll(() => t.close());

describe("credit.update on a draft", () => {
  it("saves title, comment, billing name and address and date; the search text follows", async () => {
    const draft = await insertDraftCredit(t, issuerId, "100");
    const view = await (await t.caller("user")).credit.update({
      id: draft.creditId,
      version: await versionOf((await t.caller("user")).credit, draft.creditId),
      title: "  Geste Événement ",
      comment: "<p>Désolés</p><script>x</script>",
      invoiceHeadName: "Client SA",
      invoiceAddress: "1 rue de la Paix\n75002 Paris",
      creditDate: "2026-11-20",
    });
    expect(view).toMatchObject({
      title: "Geste Événement",
      comment: "<p>Désolés</p>",
      invoiceHeadName: "Client SA",
      invoiceAddress: "1 rue de la Paix\n75002 Paris",
      creditDate: "2026-11-20",
    });
    expect((await creditRow(t.handle.db, draft.creditId)).searchText).toMatch(/^geste evenement client sa /);
  });

  it.each([
    [
      "a billing address of 301 characters",
      { invoiceAddress: "a".repeat(301) },
      "L'adresse de facturation ne doit pas dépasser 300 caractères",
    ],
    [
      "a date that does not exist",
      { creditDate: "2026-02-30" },
      "La date de l'avoir « 30/02/2026 » n'est pas une date",
    ],
    ["a date that is not one", { creditDate: "hier" }, "La date de l'avoir « hier » n'est pas une date"],
    [
      "a title of 256 characters",
      { title: "t".repeat(256) },
      "Le titre de l'avoir ne doit pas dépasser 255 caractères",
    ],
  ])("refuses %s with a French message, nothing saved", async (_name, fields, message) => {
    const draft = await insertDraftCredit(t, issuerId, "100");
    await expect(
      (await t.caller("user")).credit.update({
        id: draft.creditId,
        version: await versionOf((await t.caller("user")).credit, draft.creditId),
        comment: "changé",
        ...fields,
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message });
    const row = await creditRow(t.handle.db, draft.creditId);
    expect(row.comment).toBe("");
    expect(row.invoiceAddress).toBe("12 rue des Lilas\n69003 Lyon");
  });

  it("changes the recipient of a hand-made draft, billed then under the new client's name and address", async () => {
    const draft = await insertDraftCredit(t, issuerId, "100");
    const other = await insertInvoiceableClient(t.handle.db, issuerId, "Nouveau Client");
    const user = await t.caller("user");
    const view = await user.credit.update({
      id: draft.creditId,
      version: await versionOf(user.credit, draft.creditId),
      companyId: other.companyId,
    });
    expect(view).toMatchObject({
      company: { id: other.companyId, name: "Nouveau Client" },
      invoiceHeadName: "Nouveau Client",
      invoiceAddress: "12 rue des Lilas\n69003 Lyon",
    });
    expect((await creditRow(t.handle.db, draft.creditId)).searchText).toContain("nouveau client");
    // A client the issuer may not invoice, or an issuer that does not invoice this client: refused.
    const stranger = await insertLeadWithClient(t.handle.db, { issuerId });
    for (const parties of [{ companyId: stranger.companyId }, { triangleCompanyId: otherIssuerId }]) {
      await expect(
        user.credit.update({
          id: draft.creditId,
          version: await versionOf(user.credit, draft.creditId),
          ...parties,
        }),
      ).rejects.toMatchObject({
        code: "UNPROCESSABLE_CONTENT",
        message: "Ce client n'est ni facturé ni à facturer par cette entreprise émettrice",
      });
    }
    expect((await creditRow(t.handle.db, draft.creditId)).companyId).toBe(other.companyId);
  });

  it("keeps the issuer and client of a credit made from an invoice", async () => {
    const invoice = await insertNumberedInvoice(t.handle.db, issuerId);
    const user = await t.caller("user");
    const { id } = await user.credit.createFromInvoice({ invoiceId: invoice.invoiceId });
    const other = await insertInvoiceableClient(t.handle.db, issuerId);
    await expect(
      user.credit.update({ id, version: await versionOf(user.credit, id), companyId: other.companyId }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message:
        "L'entreprise émettrice et le client ne changent que sur un avoir en cours de création qui ne corrige pas une facture",
    });
    // Sending the same parties back is no change.
    await expect(
      user.credit.update({
        id,
        version: await versionOf(user.credit, id),
        companyId: invoice.companyId,
        triangleCompanyId: issuerId,
        title: "Avoir",
      }),
    ).resolves.toMatchObject({ title: "Avoir" });
  });
});

describe("credit.delete", () => {
  it("deletes a draft with its lines", async () => {
    const draft = await insertDraftCredit(t, issuerId, "100");
    const user = await t.caller("user");
    expect(await user.credit.delete({ id: draft.creditId })).toEqual({ id: draft.creditId });
    expect(await t.handle.db.select().from(credits).where(eq(credits.id, draft.creditId))).toEqual([]);
    expect(
      await t.handle.db.select().from(creditLines).where(eq(creditLines.creditId, draft.creditId)),
    ).toEqual([]);
    await expect(user.credit.get({ id: draft.creditId })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses a validated credit", async () => {
    const draft = await insertDraftCredit(t, issuerId, "100");
    await (await t.caller("compta")).credit.update({
      id: draft.creditId,
      version: await versionOf((await t.caller("compta")).credit, draft.creditId),
      state: "CREDIT_STATE_VALIDATED",
      confirmed: true,
    });
    await expect((await t.caller("admin")).credit.delete({ id: draft.creditId })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Seul un avoir en cours de création peut être supprimé",
    });
    expect((await creditRow(t.handle.db, draft.creditId)).state).toBe("CREDIT_STATE_VALIDATED");
  });
});

describe("credit.productOptions", () => {
  it("lists the enabled catalogue products of the credit's issuer", async () => {
    const db = t.handle.db;
    const sold = await insertGroupProduct(db, {
      name: "Navette Z",
      priceCents: toCents(1250),
      vatRate: "20",
      companyIds: [issuerId],
    });
    const disabled = await insertGroupProduct(db, {
      priceCents: toCents(100),
      vatRate: "20",
      companyIds: [issuerId],
      isEnabled: false,
    });
    const elsewhere = await insertGroupProduct(db, {
      priceCents: toCents(100),
      vatRate: "20",
      companyIds: [otherIssuerId],
    });
    const draft = await insertDraftCredit(t, issuerId, "100");
    const options = await (await t.caller("user")).credit.productOptions({ creditId: draft.creditId });
    const ids = options.map((option) => option.id);
    expect(options.find((option) => option.id === sold)).toMatchObject({
      name: "Navette Z",
      priceCents: toCents(1250),
      vatRate: "20",
      unity: "UNITY_UNITY",
    });
    expect(ids).not.toContain(disabled);
    expect(ids).not.toContain(elsewhere);
  });
});
