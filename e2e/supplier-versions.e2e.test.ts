import { suppliers } from "@tronc/db";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  loginAs,
  newPage,
  readConflictDialog,
  type TestPage,
  typeInto,
  useBrowserApp,
} from "./harness";

const t = useBrowserApp();
const WAIT = { timeout: 30_000 };

async function openEdit(who: "chef" | "user", id: number): Promise<TestPage> {
  const page = await newPage(t.browser);
  await loginAs(page, t.app.baseUrl, who, `${ADMIN_BASE}/suppliers/${id}/edit`);
  await page.waitForSelector("#supplier-note", WAIT);
  return page;
}

const save = (page: TestPage) => clickByText(page, ".supplier-save-bar button", "Enregistrer");

describe("two people editing the same supplier", () => {
  it("the late save opens the conflict dialog; 'Écraser' saves it over the colleague's", async () => {
    const supplier = (await t.app.db.select().from(suppliers)).find(
      (row) => !row.isDraft && row.addressId !== null,
    );
    if (!supplier) throw new Error("no demo supplier with an address");
    const lucas = await openEdit("user", supplier.id);
    const hugo = await openEdit("chef", supplier.id);

    await typeInto(hugo, "#supplier-note", "Livrer par le quai B");
    await save(hugo);
    await hugo.waitForFunction(() => !location.pathname.endsWith("/edit"), WAIT);

    await typeInto(lucas, "#supplier-note", "Appeler avant de livrer");
    await save(lucas);
    const { sentence, rows } = await readConflictDialog(lucas);
    expect(sentence).toMatch(
      /^Ce fournisseur a été modifié par Hugo Petit à \d{1,2} h \d{2} pendant votre saisie$/,
    );
    expect(rows).toEqual([
      ["Note (visible de l'équipe seulement)", "Appeler avant de livrer", "Livrer par le quai B"],
    ]);
    expect(await lucas.$eval("#supplier-note", (el) => (el as HTMLTextAreaElement).value)).toBe(
      "Appeler avant de livrer",
    );

    await clickByText(lucas, "button", "Écraser");
    await lucas.waitForFunction(() => !location.pathname.endsWith("/edit"), WAIT);
    const [after] = (await t.app.db.select().from(suppliers)).filter((row) => row.id === supplier.id);
    expect(after).toMatchObject({ note: "Appeler avant de livrer", version: supplier.version + 2 });
  });
});
