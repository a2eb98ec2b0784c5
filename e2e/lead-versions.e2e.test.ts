import { leads } from "@tronc/db";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  readConflictDialog,
  type TestPage,
  useBrowserApp,
} from "./harness";

const t = useBrowserApp();
const WAIT = { timeout: 30_000 };
const BRIEF = '[aria-labelledby="lead-brief-title"] .ProseMirror';

async function openLead(who: "chef" | "user", leadId: number): Promise<TestPage> {
  const page = await newPage(t.browser);
  await loginAs(page, t.app.baseUrl, who, `${ADMIN_BASE}/lead/edit/${leadId}`);
  await page.waitForSelector(BRIEF, WAIT);
  return page;
}

async function typeBrief(page: TestPage, text: string) {
  await page.click(BRIEF);
  await page.keyboard.type(text);
  await clickByText(page, "button", "Enregistrer le brief");
}

describe("two people editing the same lead's brief", () => {
  it("the late save opens the conflict dialog; 'Recharger' shows the colleague's brief", async () => {
    const lead = (await t.app.db.select({ id: leads.id, brief: leads.brief }).from(leads)).find(
      (row) => row.brief === "",
    );
    if (!lead) throw new Error("no demo lead with an empty brief");
    const lucas = await openLead("user", lead.id);
    const hugo = await openLead("chef", lead.id);

    await typeBrief(hugo, "Budget validé par Hugo");
    await hugo.waitForFunction(
      () =>
        Array.from(document.querySelectorAll("button")).find((b) => b.textContent === "Enregistrer le brief")
          ?.disabled === true,
      WAIT,
    );

    await typeBrief(lucas, "Rappeler lundi");
    const { sentence, rows } = await readConflictDialog(lucas);
    expect(sentence).toMatch(/^Ce lead a été modifié par Hugo Petit à \d{1,2} h \d{2} pendant votre saisie$/);
    expect(rows).toEqual([["Brief", "Rappeler lundi", "Budget validé par Hugo"]]);

    await clickByText(lucas, "button", "Recharger");
    await lucas.waitForFunction(
      (selector: string) => document.querySelector(selector)?.textContent === "Budget validé par Hugo",
      WAIT,
      BRIEF,
    );
    const [saved] = (
      await t.app.db.select({ id: leads.id, brief: leads.brief, version: leads.version }).from(leads)
    ).filter((row) => row.id === lead.id);
    expect(saved).toMatchObject({ brief: "<p>Budget validé par Hugo</p>", version: 2 });
  });
});
