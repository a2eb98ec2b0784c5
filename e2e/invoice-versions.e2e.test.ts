import { invoices } from "@tronc/db";
import { toCents, toParisDate } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import { insertAcceptedQuotation, insertInvoice } from "../apps/api/test/billing/invoicing-fixtures";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  readConflictDialog,
  screenshot,
  type TestPage,
  trpcAnswer,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const WAIT = { timeout: 30_000 };

async function openInvoice(who: "chef" | "user", id: number): Promise<TestPage> {
  const page = await newPage(t.browser);
  await loginAs(page, t.app.baseUrl, who, `${ADMIN_BASE}/compta/invoice/${id}`);
  await page.waitForSelector("#invoice-title", WAIT);
  return page;
}

/** 'Enregistrer', and the server's answer to it. */
async function save(page: TestPage) {
  const answered = trpcAnswer(page, "invoice.update");
  await clickByText(page, ".invoice-side button", "Enregistrer");
  return (await answered).status();
}
const titleOf = (page: TestPage) =>
  page.$eval("#invoice-title", (input) => (input as HTMLInputElement).value);
const storedInvoice = async (id: number) =>
  (await t.app.db.select().from(invoices)).find((row) => row.id === id);

describe("two people editing the same draft invoice", () => {
  it("the late save is refused with who and when; 'Recharger' shows the colleague's title, nothing lost", async () => {
    const issuerId = t.app.demo.companyIds[0] ?? 0;
    const q = await insertAcceptedQuotation(t.app.db, { issuerId, title: "Gala des versions" });
    const id = await insertInvoice(t.app.db, {
      issuerId,
      companyId: q.companyId,
      quotationIds: [q.quotationId],
      invoiceDate: toParisDate(new Date()),
      lines: [{ name: "Location de salle", quantity: "1", unitPriceCents: toCents(50_000), vatRate: "20" }],
    });
    const lucas = await openInvoice("user", id);
    const hugo = await openInvoice("chef", id);

    await typeInto(hugo, "#invoice-title", "Acompte gala — Hugo");
    expect(await save(hugo)).toBe(200);
    expect((await storedInvoice(id))?.title).toBe("Acompte gala — Hugo");

    await typeInto(lucas, "#invoice-title", "Acompte gala — Lucas");
    expect(await save(lucas)).toBe(409);
    const { sentence, rows } = await readConflictDialog(lucas);
    expect(sentence).toMatch(
      /^Cette facture a été modifiée par Hugo Petit à \d{1,2} h \d{2} pendant votre saisie$/,
    );
    expect(rows).toEqual([["Titre", "Acompte gala — Lucas", "Acompte gala — Hugo"]]);
    await screenshot(lucas, "invoice-version-conflict");
    // Nothing of the late save was written.
    expect((await storedInvoice(id))?.title).toBe("Acompte gala — Hugo");

    await clickByText(lucas, "button", "Recharger");
    await lucas.waitForFunction(() => !document.querySelector(".conflict-differences"), WAIT);
    expect(await titleOf(lucas)).toBe("Acompte gala — Hugo");

    // Saved again on the version just read: it goes through.
    await typeInto(lucas, "#invoice-internal-comment", "Relancer le client lundi");
    expect(await save(lucas)).toBe(200);
    await waitForText(lucas, "La facture est bien sauvegardée");
    expect(await storedInvoice(id)).toMatchObject({
      title: "Acompte gala — Hugo",
      internalComment: "Relancer le client lundi",
      version: 3,
    });
    // The browser logs the refused request itself; nothing else went wrong.
    expect(lucas.errors).toEqual([
      "Failed to load resource: the server responded with a status of 409 (Conflict)",
    ]);
    expect(hugo.errors).toEqual([]);
  });
});
