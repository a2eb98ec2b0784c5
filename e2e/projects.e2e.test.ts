import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  companies,
  materials,
  projectMaterials,
  projects,
  projectTriangleCompanies,
  projectUsers,
  tasks,
  taskTypes,
  triangleCompanies,
} from "@tronc/db";
import type { ElementHandle, Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  screenshot,
  setValue,
  shotsDir,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const stamp = String(Date.now()).slice(-6);
const CLIENT = `Domaine Ébène ${stamp}`;
const TITLE = `Séminaire vendanges ${stamp}`;
const RENAMED = `Séminaire des vendanges ${stamp}`;
const WAIT = { timeout: 30_000 };

const projectRow = async (id: number) =>
  (await t.app.db.select().from(projects)).find((row) => row.id === id);

const h1Is = (page: Page, title: string) =>
  page.waitForFunction((wanted) => document.querySelector("h1")?.textContent?.includes(wanted), WAIT, title);

async function selectByLabel(page: Page, selector: string, label: string) {
  const value = await page.$eval(
    selector,
    (select, wanted) =>
      Array.from((select as HTMLSelectElement).options).find((option) => option.text === wanted)?.value ?? "",
    label,
  );
  await page.select(selector, value);
}

describe("projects", () => {
  it("creates a project by hand, edits its detail and refuses archiving while a task is open", async () => {
    await t.app.db.insert(companies).values({ name: CLIENT, searchText: `domaine ebene ${stamp}` });
    const groupName = "Triangle Événements";
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/projects`);
    await h1Is(page, "Liste des Projets");
    await waitForText(page, "projet(s)", 30_000);

    // Creation modal: the internal note, title, client found by name, managing company.
    await clickByText(page, "button", "Ajouter un projet");
    await waitForText(page, "doit rester interne");
    await page.type("#project-create-name", TITLE);
    await page.type("#project-create-client", `Ébène ${stamp}`);
    await clickByText(page, ".project-picker-item", CLIENT);
    const owners = await page.$$eval("#project-create-owner option", (options) =>
      options.map((option) => option.textContent ?? ""),
    );
    const owner = owners.find((name) => name && name !== "Choisir…") ?? groupName;
    await selectByLabel(page, "#project-create-owner", owner);
    await clickByText(page, ".modal button", "Enregistrer");
    await page.waitForFunction(() => /\/projects\/\d+$/.test(location.pathname), WAIT);
    const id = Number(/\/projects\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    await page.waitForSelector(".project-title-input", WAIT);
    expect(await page.$eval(".project-title-input", (input) => (input as HTMLInputElement).value)).toBe(
      TITLE,
    );
    expect(await projectRow(id)).toMatchObject({ name: TITLE, state: "STATE_PROJECT" });

    // The list shows it, with its client and 'Aucune tâche enregistrée'.
    await clickByText(page, "a", "Retour à la liste");
    await h1Is(page, "Liste des Projets");
    await page.type("#project-search", `vendanges ${stamp}`);
    await page.waitForFunction(
      (wanted) =>
        document.querySelectorAll(".project-card").length === 1 &&
        document.body.textContent?.includes(wanted),
      WAIT,
      CLIENT,
    );
    await waitForText(page, "Aucune tâche enregistrée");
    await waitForText(page, "Pas de date de livraison prévue");
    await screenshot(page, "projects-list");

    // The detail: the title saves on blur.
    await clickByText(page, ".project-card-name", TITLE);
    await page.waitForSelector(".project-title-input", WAIT);
    await typeInto(page, ".project-title-input", RENAMED);
    await page.keyboard.press("Tab");
    await waitForText(page, "Projet mis à jour", 30_000);
    expect((await projectRow(id))?.name).toBe(RENAMED);
    await closeToasts(page);

    // Delivery date, a group company and a user, then 'Enregistrer'.
    await setValue(page, "#project-delivery-date", "2026-12-24");
    await clickByText(page, ".project-check", owner);
    await clickByText(page, ".project-check", "Hugo Petit");
    await clickByText(page, ".project-side button", "Enregistrer");
    await waitForText(page, "Projet mis à jour", 30_000);
    await page.waitForFunction(
      () =>
        (document.querySelector("#project-delivery-date") as HTMLInputElement | null)?.value === "2026-12-24",
      WAIT,
    );
    expect((await projectRow(id))?.deliveryDate).toBe("2026-12-24");
    expect(
      (await t.app.db.select().from(projectTriangleCompanies)).filter((row) => row.projectId === id),
    ).toHaveLength(1);
    expect(
      (await t.app.db.select().from(projectUsers))
        .filter((row) => row.projectId === id)
        .map((row) => row.userId),
    ).toEqual([t.app.demo.userIds.chef]);
    await closeToasts(page);

    // An open task: archiving is refused and the state reverts on screen.
    const [type] = await t.app.db
      .insert(taskTypes)
      .values({ name: `Montage ${stamp}` })
      .returning();
    await t.app.db.insert(tasks).values({
      name: "Monter le chapiteau",
      projectId: id,
      taskTypeId: type?.id ?? 0,
      startAt: "2026-12-01",
      durationHours: "4",
    });
    await page.reload({ waitUntil: "domcontentloaded" });
    await waitForText(page, "Monter le chapiteau", 30_000);
    await page.select("#project-state", "STATE_ARCHIVED");
    await waitForText(page, "Vous devez fermer toutes les tâches pour archiver ce projet", 30_000);
    await page.waitForFunction(
      () => (document.querySelector("#project-state") as HTMLSelectElement | null)?.value === "STATE_PROJECT",
      WAIT,
    );
    expect((await projectRow(id))?.state).toBe("STATE_PROJECT");

    // An attachment, added then removed after the spec's confirmation.
    const attachment = join(mkdtempSync(join(tmpdir(), "tc-project-")), "plan-du-site.txt");
    writeFileSync(attachment, "Chapiteau côté parking, accès livraison par la rue du Moulin.");
    const fileInput = await page.$("#project-file-input");
    await (fileInput as ElementHandle<HTMLInputElement> | null)?.uploadFile(attachment);
    await page.waitForFunction(
      () => document.querySelector(".attachments-list a")?.textContent === "plan-du-site.txt",
      WAIT,
    );
    await clickByText(page, ".attachments-list button", "Supprimer");
    await clickByText(page, '[role="dialog"] button', "Supprimer");
    await waitForText(page, "Aucune pièce jointe.", 30_000);
    await screenshot(page, "projects-detail", true);
    // The only console error is the browser's report of the refused archive (422).
    expect(page.errors).toEqual([expect.stringContaining("status of 422")]);
    await page.close();
  });

  it("picks a material for the project and keeps it after a reload", async () => {
    const [group] = await t.app.db.select().from(triangleCompanies);
    const model = `Pixel 8 ${stamp}`;
    const [material] = await t.app.db
      .insert(materials)
      .values({ type: "phone", triangleOwnerId: group?.id ?? 0, brand: "Google", model, buyAt: "2025-01-10" })
      .returning();
    const [project] = await t.app.db.select().from(projects);
    if (!project || !material) throw new Error("the demo has projects");
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}/projects/${project.id}`);
    // The choices come with their own answer, after the project's.
    await page.waitForFunction(
      (wanted: string) =>
        Array.from(document.querySelectorAll("#project-material-add option")).some((one) =>
          one.textContent?.includes(wanted),
        ),
      WAIT,
      model,
    );
    const option = await page.$eval(
      "#project-material-add",
      (select, wanted) =>
        Array.from((select as HTMLSelectElement).options).find((one) => one.text.includes(wanted))?.value ??
        "",
      model,
    );
    expect(option).toBe(String(material.id));
    await page.select("#project-material-add", option);
    await page.waitForSelector(`.material-pick[data-material-id="${material.id}"]`);
    await clickByText(page, ".project-side button", "Enregistrer");
    await waitForText(page, "Projet mis à jour", 30_000);
    const links = (await t.app.db.select().from(projectMaterials)).filter(
      (link) => link.projectId === project.id,
    );
    expect(links.map((link) => link.materialId)).toContain(material.id);

    await page.reload({ waitUntil: "domcontentloaded" });
    await page.waitForSelector(`.material-pick[data-material-id="${material.id}"]`, WAIT);
    // The choices answered too: the list offers the other materials (a dozen in the demo).
    await page.waitForSelector('#project-material-add option:not([value=""])', WAIT);
    const picked = await page.$eval(`.material-pick[data-material-id="${material.id}"]`, (pick) =>
      pick.firstChild?.textContent?.trim(),
    );
    expect(picked).toContain(model);
    // Once picked, it is no longer offered a second time.
    const offered = await page.$$eval("#project-material-add option", (options) =>
      options.map((one) => one.value),
    );
    expect(offered).not.toContain(String(material.id));
    const card = await page.$("section[aria-labelledby=project-info-title]");
    await card?.screenshot({ path: `${shotsDir("projects")}/project-detail-material.png` });
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
