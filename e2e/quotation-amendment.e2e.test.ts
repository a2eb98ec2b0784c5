import { describe, expect, it } from "vitest";
import { clickByText, closeToasts, screenshot, typeInto, useBrowserApp, waitForText } from "./harness";
import { insertLeadWithClient } from "./proposals-rows";
import {
  acceptWithProjectManager,
  addFreeLine,
  addQuotation,
  addRecommendation,
  plainTextsOf,
  saveRecommendationState,
  signInAndOpenLead,
  WAIT,
} from "./proposals-steps";

const t = useBrowserApp();
const stamp = String(Date.now()).slice(-6);

/** The quotation block's header reference, as shown. */
const shownReference = (page: Awaited<ReturnType<typeof signInAndOpenLead>>) =>
  page.$eval(".quotation-block .quotation-reference strong", (el) => el.textContent?.trim() ?? "");

describe("what the client signed stays signed", () => {
  it("an accepted quotation cannot be changed on screen; 'Créer un avenant' opens a draft copy that is edited; both show the link", async () => {
    const groupId = t.app.demo.companyIds[0] ?? 0;
    const { leadId } = await insertLeadWithClient(t.app.db, {
      client: `Comité d'entreprise ${stamp}`,
      subject: `Séminaire ${stamp}`,
      triangleCompanyId: groupId,
      sourceTriangleCompanyId: groupId,
      project: { state: "STATE_LEAD" },
    });
    const page = await signInAndOpenLead(t, leadId);
    await addRecommendation(page);
    await addQuotation(page);
    // 2 × 150,00 € HT: 300,00 € HT (by hand).
    await addFreeLine(page, 1, { name: "Location salle", quantity: "2", price: "150", vat: "20" });
    const original = await shownReference(page);

    // The client signs.
    await acceptWithProjectManager(page, t.app.demo.userIds.chef);
    await saveRecommendationState(page);
    await waitForText(
      page,
      "Devis accepté : ses lignes, ses prix et ses conditions ne peuvent plus être modifiés.",
    );
    // No way to change a line, add one, or the terms.
    expect(await page.$('button[aria-label="Modifier la ligne Location salle"]')).toBeNull();
    expect(await page.$('button[aria-label="Supprimer la ligne Location salle"]')).toBeNull();
    expect(await plainTextsOf(page, ".quotation-block button")).not.toContain("Ajouter un produit");
    // Nor a new quotation on the signed recommendation: it would be born signed, locked and empty.
    expect(await plainTextsOf(page, ".reco-quotations button")).not.toContain("Ajouter un devis");
    expect(await page.$('input[aria-label="Titre du devis"]')).toBeNull();
    expect(
      await page.$eval(
        'form[aria-label="Informations complémentaires"] textarea',
        (area) => (area as HTMLTextAreaElement).readOnly,
      ),
    ).toBe(true);
    await screenshot(page, "quotation-accepted-locked");

    // 'Créer un avenant': the amendment's recommendation opens, a draft copy numbered -A1.
    await clickByText(page, ".quotation-block button", "Créer un avenant");
    await waitForText(page, `L'avenant ${original}-A1 est créé`);
    await page.waitForFunction(
      (reference: string) =>
        document.querySelector(".quotation-block .quotation-reference strong")?.textContent?.trim() ===
        reference,
      WAIT,
      `${original}-A1`,
    );
    await waitForText(page, `Avenant n° 1 de ${original}`);
    await closeToasts(page);

    // Edited like any draft: the room for 3 → 450,00 € HT (by hand).
    await page.click('button[aria-label="Modifier la ligne Location salle"]');
    await page.waitForSelector("#ql-quantity", WAIT);
    await typeInto(page, "#ql-quantity", "3");
    await page.click('button[form="quotation-line-form"]');
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll(".quotation-header-totals div")).some(
          (el) => el.textContent?.replace(/\s/g, "") === "TotalHT450,00€",
        ),
      WAIT,
    );
    await screenshot(page, "quotation-amendment-draft");

    // The original, opened from the amendment's link: still 300,00 € HT, its amendment listed.
    await clickByText(page, ".quotation-amendment-of button", original);
    await page.waitForFunction(
      (reference: string) =>
        document.querySelector(".quotation-block .quotation-reference strong")?.textContent?.trim() ===
        reference,
      WAIT,
      original,
    );
    await waitForText(page, `Avenants : ${original}-A1 (Brouillon)`);
    const totals = await plainTextsOf(page, ".quotation-header-totals div");
    expect(totals[0]?.replace(/\s/g, "")).toBe("TotalHT300,00€");
    await screenshot(page, "quotation-original-with-amendment");
    expect(page.errors).toEqual([]);
  });
});
