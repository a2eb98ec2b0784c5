import { companies } from "@tronc/db";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  readConflictDialog,
  screenshot,
  type TestPage,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";
import { clickInDialog } from "./sales-helpers";

const t = useBrowserApp();
const WAIT = { timeout: 30_000 };
const DIALOG = "Modifier la fiche client";
const COMMENT = "#client-internalComment";

/** The client sheet, its identity modal opened ('Modifier'). */
async function openIdentity(who: "chef" | "user", client: { id: number; name: string }): Promise<TestPage> {
  const page = await newPage(t.browser);
  await loginAs(page, t.app.baseUrl, who, `${ADMIN_BASE}/companies/${client.id}`);
  await page.waitForFunction((name) => document.querySelector("h1")?.textContent === name, WAIT, client.name);
  await clickByText(page, "section[aria-labelledby=client-identity-title] button", "Modifier");
  await page.waitForSelector(COMMENT, WAIT);
  return page;
}

const commentOf = (page: TestPage) => page.$eval(COMMENT, (el) => (el as HTMLTextAreaElement).value);

describe("two people editing the same client", () => {
  it("the late save is refused with the sentence; 'Recharger' shows the colleague's comment", async () => {
    const [client] = await t.app.db.select().from(companies);
    if (!client) throw new Error("the demo data has no client company");
    const lucas = await openIdentity("user", client);
    const hugo = await openIdentity("chef", client);

    await typeInto(hugo, COMMENT, "Livraison par le quai B");
    await clickInDialog(hugo, DIALOG, "Enregistrer");
    await waitForText(hugo, "La fiche client est enregistrée", 30_000);

    await typeInto(lucas, COMMENT, "Client fidèle depuis 2019");
    await clickInDialog(lucas, DIALOG, "Enregistrer");
    const { sentence, rows } = await readConflictDialog(lucas);
    expect(sentence).toMatch(
      /^Ce client a été modifié par Hugo Petit à \d{1,2} h \d{2} pendant votre saisie$/,
    );
    expect(rows).toEqual([["Commentaire interne", "Client fidèle depuis 2019", "Livraison par le quai B"]]);
    await screenshot(lucas, "client-version-conflict");

    await clickByText(lucas, "button", "Recharger");
    await lucas.waitForFunction(
      (selector: string) =>
        (document.querySelector(selector) as HTMLTextAreaElement | null)?.value === "Livraison par le quai B",
      WAIT,
      COMMENT,
    );
    expect(await commentOf(lucas)).toBe("Livraison par le quai B");
    const [saved] = (await t.app.db.select().from(companies)).filter((row) => row.id === client.id);
    expect(saved).toMatchObject({ internalComment: "Livraison par le quai B", version: client.version + 1 });
  });
});
