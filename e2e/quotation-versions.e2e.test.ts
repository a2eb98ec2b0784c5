import { quotations } from "@tronc/db";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  readConflictDialog,
  screenshot,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";
import { openFirstRecommendation, openQuotationOfDemoLead, WAIT } from "./proposals-steps";

const t = useBrowserApp();

const COMMENT = 'form[aria-label="Informations complémentaires"] textarea';
const CONFLICT = /Ce devis a été modifié par Hugo Petit à \d{1,2} h \d{2} pendant votre saisie/;

const commentOf = (page: Awaited<ReturnType<typeof newPage>>) =>
  page.$eval(COMMENT, (area) => (area as HTMLTextAreaElement).value);

describe("two people editing the same quotation", () => {
  it("the second save is refused with who and when; 'Recharger' shows the first person's change; 'Écraser' saves over it", async () => {
    // Lucas makes the quotation and leaves it open on his screen.
    const { page: lucas, leadId } = await openQuotationOfDemoLead(t);
    await lucas.waitForSelector(COMMENT, WAIT);

    // Hugo, on his own computer, opens the same quotation and saves a comment.
    const hugo = await newPage(t.browser);
    await loginAs(hugo, t.app.baseUrl, "chef", `${ADMIN_BASE}/lead/edit/${leadId}`);
    await openFirstRecommendation(hugo);
    await hugo.waitForSelector(COMMENT, WAIT);
    await typeInto(hugo, COMMENT, "Remise accordée par Hugo");
    await clickByText(hugo, "button", "Enregistrer le devis");
    await waitForText(hugo, "Devis enregistré");

    // Lucas types his own comment on the version he read: refused, his typing still there.
    await typeInto(lucas, COMMENT, "Livraison le matin");
    await clickByText(lucas, "button", "Enregistrer le devis");
    const dialog = await readConflictDialog(lucas);
    expect(dialog.sentence).toMatch(CONFLICT);
    expect(dialog.rows).toEqual([["Commentaire", "Livraison le matin", "Remise accordée par Hugo"]]);
    expect(await commentOf(lucas)).toBe("Livraison le matin");
    await screenshot(lucas, "quotation-version-conflict");

    // 'Recharger': Hugo's comment on Lucas's screen; nothing of Hugo's lost.
    await clickByText(lucas, "button", "Recharger");
    await lucas.waitForFunction(
      (selector: string) =>
        (document.querySelector(selector) as HTMLTextAreaElement | null)?.value ===
        "Remise accordée par Hugo",
      WAIT,
      COMMENT,
    );
    const saved = () =>
      t.app.db
        .select({ id: quotations.id, comment: quotations.comment, version: quotations.version })
        .from(quotations);
    const row = (await saved()).find((quotation) => quotation.comment === "Remise accordée par Hugo");
    expect(row?.version).toBe(2);

    // Hugo saves again; Lucas, on the reloaded version, types over it and chooses 'Écraser'.
    await closeToasts(hugo);
    await typeInto(hugo, COMMENT, "Remise de 5 %");
    await clickByText(hugo, "button", "Enregistrer le devis");
    await waitForText(hugo, "Devis enregistré");
    await closeToasts(lucas);
    await typeInto(lucas, COMMENT, "Livraison le matin");
    await clickByText(lucas, "button", "Enregistrer le devis");
    expect((await readConflictDialog(lucas)).rows).toEqual([
      ["Commentaire", "Livraison le matin", "Remise de 5 %"],
    ]);
    await clickByText(lucas, "button", "Écraser");
    await waitForText(lucas, "Devis enregistré");
    const after = (await saved()).find((quotation) => quotation.id === row?.id);
    expect(after).toMatchObject({ comment: "Livraison le matin", version: 4 });
    expect(lucas.errors.filter((error) => !error.includes("409"))).toEqual([]);
  });
});
