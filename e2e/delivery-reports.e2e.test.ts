import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { companies, deliveryReports, projects } from "@tronc/db";
import { companySearchText } from "@tronc/domain";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  loginAs,
  newPage,
  screenshot,
  screenshotsDir,
  textsOf,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();

const WAIT = 30_000;
const PROJECT_NAME = "Salon rétro-gaming de Lyon";

/** The project's reports as stored (the demo data has others). */
const reportsOf = async (projectId: number) =>
  (await t.app.db.select().from(deliveryReports)).filter((report) => report.projectId === projectId);

async function insertProject(): Promise<number> {
  const [client] = await t.app.db
    .insert(companies)
    .values({ name: "Musée des Arcades", searchText: companySearchText({ name: "Musée des Arcades" }) })
    .returning();
  const [project] = await t.app.db
    .insert(projects)
    .values({
      name: PROJECT_NAME,
      state: "STATE_PLANNED",
      companyId: client?.id ?? null,
      ownerTriangleCompanyId: t.app.demo.companyIds[0] ?? null,
    })
    .returning();
  if (!project) throw new Error("the project was not inserted");
  return project.id;
}

/** Signs on the pad as a person does: presses the mouse and drags a loop and a line across it. */
async function signOnPad(page: Page, scope = "") {
  const canvas = await page.waitForSelector(`${scope} .signature-pad-canvas`, { timeout: WAIT });
  const box = await canvas?.boundingBox();
  if (!box) throw new Error("the signature pad is not on screen");
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.15, 0.6));
  await page.mouse.down();
  for (let step = 0; step <= 20; step++) {
    const angle = (step / 20) * Math.PI * 2;
    await page.mouse.move(...at(0.25 + Math.cos(angle) * 0.08, 0.5 + Math.sin(angle) * 0.25));
  }
  await page.mouse.move(...at(0.55, 0.45), { steps: 8 });
  await page.mouse.move(...at(0.8, 0.6), { steps: 8 });
  await page.mouse.up();
}

describe("delivery reports", () => {
  it("a user generates a signed report, the client signs it by link, the project becomes billable", async () => {
    const projectId = await insertProject();
    const staff = await newPage(t.browser);
    await staff
      .browserContext()
      .overridePermissions(t.app.baseUrl, ["clipboard-read", "clipboard-write", "clipboard-sanitized-write"]);
    await loginAs(staff, t.app.baseUrl, "user", `${ADMIN_BASE}/projects/${projectId}`);
    await clickByText(staff, "button", "Générer PV de livraison");
    await staff.waitForSelector("#dr-content", { timeout: WAIT });
    await staff.click("#dr-content");
    await staff.keyboard.type("Livraison et installation de trois bornes d'arcade.");

    // Saved unsigned: the spec's sentence, nothing created.
    await clickByText(staff, ".modal-footer button", "Enregistrer");
    await waitForText(staff, "Veuillez signer votre PV de livraison", WAIT);
    expect(await reportsOf(projectId)).toEqual([]);

    await signOnPad(staff, ".modal");
    await screenshot(staff, "delivery-report-modal-new");
    await clickByText(staff, ".modal-footer button", "Enregistrer");
    await waitForText(staff, "PV de livraison créé avec succès", WAIT);
    await staff.waitForSelector(".dr-project-item", { timeout: WAIT });
    expect(await textsOf(staff, ".dr-project-item .badge")).toEqual(["En cours"]);

    // The copy button, then the link as the modal shows it.
    await closeToasts(staff);
    await staff.bringToFront();
    await clickByText(staff, ".dr-project-item button", "Copier le lien");
    await waitForText(staff, "Lien collé dans le presse papier", WAIT);
    const copied = await staff.evaluate(() => navigator.clipboard.readText());
    await clickByText(staff, ".dr-project-item button", "Modifier");
    await staff.waitForSelector("#dr-link-input", { timeout: WAIT });
    const link = await staff.$eval("#dr-link-input", (input) => (input as HTMLInputElement).value);
    expect(link).toMatch(new RegExp(`^${t.app.baseUrl}/pv/[\\w-]{43}$`));
    expect(copied).toBe(link);
    await staff.waitForFunction(
      () => getComputedStyle(document.querySelector(".modal") ?? document.body).opacity === "1",
    );
    await screenshot(staff, "delivery-report-modal-draft");
    await clickByText(staff, ".modal-footer button", "Fermer");

    // The client, in a fresh incognito context on a phone, without a session.
    const client = await newPage(t.browser);
    await client.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: false });
    await client.goto(link, { waitUntil: "domcontentloaded" });
    await waitForText(client, PROJECT_NAME, WAIT);
    await waitForText(client, "Livraison et installation de trois bornes d'arcade.", WAIT);
    expect(await textsOf(client, ".pv-facts dd")).toContain("Musée des Arcades");
    await client.type("#pv-signer", "Marie Curie");
    await signOnPad(client);
    await screenshot(client, "delivery-report-public-phone", true);
    await clickByText(client, "button", "Signer le PV");
    await waitForText(client, "Merci !", WAIT);
    await waitForText(client, "Vous avez signé le PV de livraison", WAIT);
    await screenshot(client, "delivery-report-public-thanks");

    // Used once: the same link now says so.
    await client.goto(link, { waitUntil: "domcontentloaded" });
    await waitForText(client, "Ce lien n'est plus valable", WAIT);
    await screenshot(client, "delivery-report-public-used");
    expect(client.errors.filter((error) => !/404|Not Found/i.test(error))).toEqual([]);

    const [stored] = await reportsOf(projectId);
    expect(stored).toMatchObject({ state: "DELIVERY_REPORT_VALIDATED", clientName: "Marie Curie" });
    expect(stored?.signedPdfSha256).toMatch(/^[0-9a-f]{64}$/);

    // Back as staff: validated, and the project billable.
    await staff.reload({ waitUntil: "domcontentloaded" });
    await staff.waitForSelector(".dr-project-item .badge", { timeout: WAIT });
    expect(await textsOf(staff, ".dr-project-item .badge")).toEqual(["Validé"]);
    expect(await staff.$eval("#project-state", (select) => (select as HTMLSelectElement).value)).toBe(
      "STATE_FACTURABLE",
    );
    await clickByText(staff, ".dr-open", `PV n° ${stored?.id}`);
    await waitForText(staff, "SHA-256 du PDF", WAIT);
    await waitForText(staff, stored?.signedPdfSha256 ?? "?", WAIT);
    await screenshot(staff, "delivery-report-modal-validated");
    expect(await staff.$$("button.dr-delete")).toHaveLength(0);
    await clickByText(staff, ".modal-footer button", "Fermer");

    // The PDF by token, kept to be looked at.
    const pdf = await fetch(`${t.app.baseUrl}/api/tronc-commun/delivery-report-pdf/${stored?.token}`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    writeFileSync(join(screenshotsDir, "delivery-report.pdf"), bytes);
  });

  it("the list shows the reports, filters them, and the accounting switches isBilled", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}/delivery-reports`);
    await page.waitForSelector(".dr-table tbody tr", { timeout: WAIT });
    expect(await textsOf(page, "h1")).toEqual(["Liste des PV de livraison"]);
    expect((await textsOf(page, ".dr-table tbody tr")).length).toBeGreaterThan(1);

    // Only the client's reports: the one signed above.
    await page.type("#dr-client", "Arcades");
    await clickByText(page, ".project-picker-item", "Musée des Arcades");
    await page.waitForFunction(() => document.querySelectorAll(".dr-table tbody tr").length === 1, {
      timeout: WAIT,
    });
    const row = await textsOf(page, ".dr-table tbody tr td");
    expect(row).toEqual(expect.arrayContaining([PROJECT_NAME, "Musée des Arcades", "Validé", "Télécharger"]));

    await page.click(".dr-table tbody tr [role=switch]");
    await waitForText(page, "La modification est bien enregistrée", WAIT);
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>(".dr-table tbody tr [role=switch]")?.checked === true,
      { timeout: WAIT },
    );
    const project = (await t.app.db.select().from(projects)).find((one) => one.name === PROJECT_NAME);
    if (!project) throw new Error("the project is gone");
    expect(project.state).toBe("STATE_FACTURABLE");
    expect((await reportsOf(project.id)).map((report) => report.isBilled)).toEqual([true]);

    await page.select("#dr-billed", "notBilled");
    await waitForText(page, "Aucun PV de livraison ne correspond à cette recherche.", WAIT);
    await page.select("#dr-billed", "billed");
    await page.waitForSelector(".dr-table tbody tr", { timeout: WAIT });
    await screenshot(page, "delivery-report-list", true);
  });
});
