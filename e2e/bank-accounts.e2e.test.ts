import { bankAccounts } from "@tronc/db";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  allMenuLabels,
  clickByText,
  loginAs,
  newPage,
  screenshot,
  selectWhenOffered,
  setValue,
  textsOf,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();

const LIST = `${ADMIN_BASE}/compta/bank-accounts`;
const rowCount = async () => (await t.app.db.select({ id: bankAccounts.id }).from(bankAccounts)).length;
/** A column of the table as a person reads it, the no-break spaces of amounts made plain. */
const column = async (page: Page, index: number) =>
  (await textsOf(page, `.bank-accounts-table tbody td:nth-child(${index})`)).map((text) =>
    text.replace(/\s/g, " "),
  );
const dialogClosed = (page: Page) => page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

describe("bank accounts", () => {
  it("accounting lists the demo's accounts, adds one after a wrong IBAN key, edits and deletes it", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta");
    await clickByText(page, ".topbar-toggle", "Comptabilité");
    await clickByText(page, '[role="menu"] [role="menuitem"]', "Comptes bancaires");
    await page.waitForSelector(".bank-accounts-table");
    expect(new URL(page.url()).pathname).toBe(LIST);
    expect(await textsOf(page, "h1")).toEqual(["Comptes bancaires"]);
    expect(await column(page, 2)).toEqual(["Compte BRED", "Compte courant BNP"]);
    // The demo's IBANs in groups of four, its balances in euros (12 500,00 € and an overdraft of 1 250,40 €).
    expect(await column(page, 3)).toEqual([
      "FR76 1010 7001 0100 0987 6543 293",
      "FR76 3000 4000 0500 0123 4567 867",
    ]);
    expect(await column(page, 5)).toEqual(["-1 250,40 €", "12 500,00 €"]);
    await screenshot(page, "bank-accounts-list");

    await clickByText(page, "button", "Ajouter un compte bancaire");
    await page.waitForSelector("#bank-account-iban");
    expect(await textsOf(page, '[role="dialog"] h2')).toEqual(["Ajouter un compte bancaire"]);
    await selectWhenOffered(page, "#bank-account-company", String(t.app.demo.companyIds[1]));
    await typeInto(page, "#bank-account-name", "Compte épargne");
    // The last two digits of the key swapped: the server says so under the IBAN, the modal keeps what was typed.
    await typeInto(page, "#bank-account-iban", "FR67 3000 6000 0112 3456 7890 189");
    await typeInto(page, "#bank-account-bic", "agrifrpp");
    await typeInto(page, "#bank-account-balance", "1 250,40");
    await setValue(page, "#bank-account-date", "2026-03-01");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "sa clé de contrôle ne correspond pas");
    expect(await textsOf(page, '[role="dialog"] .field-error')).toEqual([
      "L'IBAN « FR67 3000 6000 0112 3456 7890 189 » n'est pas valide : sa clé de contrôle ne correspond pas.",
    ]);
    expect(await rowCount()).toBe(2);
    await screenshot(page, "bank-accounts-iban-refused");

    await typeInto(page, "#bank-account-iban", "FR76 3000 6000 0112 3456 7890 189");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "Le compte bancaire est bien enregistré");
    await dialogClosed(page);
    await page.waitForFunction(() => document.querySelectorAll(".bank-accounts-table tbody tr").length === 3);
    const names = await column(page, 2);
    const row = names.indexOf("Compte épargne");
    expect((await column(page, 3))[row]).toBe("FR76 3000 6000 0112 3456 7890 189");
    expect((await column(page, 4))[row]).toBe("AGRIFRPP");
    expect((await column(page, 5))[row]).toBe("1 250,40 €");
    expect((await column(page, 6))[row]).toBe("01/03/2026");

    await page.click('button[aria-label="Modifier le compte Compte épargne"]');
    await page.waitForSelector("#bank-account-name");
    expect(await page.$eval("#bank-account-balance", (input) => (input as HTMLInputElement).value)).toMatch(
      /^1\s250,40$/,
    );
    await typeInto(page, "#bank-account-name", "Livret du groupe");
    await clickByText(page, '[role="dialog"] button', "Enregistrer");
    await waitForText(page, "La modification est bien enregistrée");
    await dialogClosed(page);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll(".bank-accounts-table td")).some(
        (cell) => cell.textContent === "Livret du groupe",
      ),
    );

    await page.click('button[aria-label="Supprimer le compte Livret du groupe"]');
    await waitForText(page, "Confirmez la suppression du compte « Livret du groupe »");
    await clickByText(page, '[role="dialog"] button', "Supprimer");
    await waitForText(page, "La suppression est bien enregistrée");
    await page.waitForFunction(() => document.querySelectorAll(".bank-accounts-table tbody tr").length === 2);
    expect(await rowCount()).toBe(2);
  });

  it("is refused to a plain user, whose menu does not offer it", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", LIST);
    await waitForText(page, "Vous n'avez pas les droits pour afficher cette page.");
    expect(await textsOf(page, "h1")).toEqual(["Comptes bancaires"]);
    const labels = await allMenuLabels(page);
    expect(labels).toContain("TVA");
    expect(labels).not.toContain("Comptes bancaires");
  });
});
