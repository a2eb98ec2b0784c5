import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { companies, deliveryReports, projects } from "@tronc/db";
import { describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "./axe";
import { clickByText, newPage, screenshot, shotsDir, useBrowserApp, waitForText } from "./harness";
import { noisePng } from "./noise-png";

const t = useBrowserApp();
const WAIT = 30_000;

/** A report waiting for its client, as 'Générer PV de livraison' leaves it; its link's token. */
async function insertDraftReport(): Promise<{ id: number; token: string }> {
  const db = t.app.db;
  const [client] = await db.insert(companies).values({ name: "Théâtre des Signes" }).returning();
  const [project] = await db
    .insert(projects)
    .values({ name: "Régie son du Théâtre des Signes", state: "STATE_PLANNED", companyId: client?.id })
    .returning();
  if (!project) throw new Error("the project was not inserted");
  const token = randomBytes(32).toString("base64url");
  const [report] = await db
    .insert(deliveryReports)
    .values({
      projectId: project.id,
      content: "<p>Installation de la console et des retours de scène.</p>",
      token,
      creatorSignature: `data:image/png;base64,${noisePng(40, 16).toString("base64")}`,
      createdById: t.app.demo.userIds.user,
    })
    .returning();
  if (!report) throw new Error("the report was not inserted");
  return { id: report.id, token };
}

describe("the public delivery report signed by typing one's name", () => {
  it("draws the typed name as the signature, sends it as a PNG, and the PDF shows it", async () => {
    const { id, token } = await insertDraftReport();
    const page = await newPage(t.browser);
    await page.goto(`${t.app.baseUrl}/pv/${token}`, { waitUntil: "domcontentloaded" });
    await waitForText(page, "Régie son du Théâtre des Signes", WAIT);
    // The client's page passes axe too (its rich text is named, its signature pad has its words).
    expect(describeViolations("pv", await seriousViolations(page))).toBe("");
    await page.type("#pv-signer", "Marie Curie");

    // By keyboard only: Tab to 'Saisir mon nom', Space chooses it, the name is typed in its field.
    await page.focus("#pv-signer");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Saisir mon nom");
    await page.keyboard.press("Space");
    await page.waitForFunction(() =>
      document.querySelector('.signature-pad-modes [aria-pressed="true"]')?.textContent?.includes("Saisir"),
    );
    await page.keyboard.press("Tab");
    await page.keyboard.type("Marie Curie");
    // The preview says what it shows, and it has ink.
    await page.waitForSelector('canvas[aria-label="Votre signature : Marie Curie"]');
    const inked = await page.$eval("canvas.typed-signature-canvas", (canvas) => {
      const data = (canvas as HTMLCanvasElement).getContext("2d")?.getImageData(0, 0, 1000, 360).data ?? [];
      let count = 0;
      for (let index = 3; index < data.length; index += 4) if ((data[index] ?? 0) > 0) count++;
      return count;
    });
    expect(inked).toBeGreaterThan(2_000);
    await screenshot(page, "signature-typed-name", true);
    await clickByText(page, "button", "Signer le PV");
    await waitForText(page, "Vous avez signé le PV de livraison", WAIT);

    // Stored as a drawn one would be: a PNG of 1000 × 360 (its IHDR), the name beside it.
    const [stored] = (await t.app.db.select().from(deliveryReports)).filter((row) => row.id === id);
    expect(stored).toMatchObject({ state: "DELIVERY_REPORT_VALIDATED", clientName: "Marie Curie" });
    const png = Buffer.from((stored?.clientSignature ?? "").replace("data:image/png;base64,", ""), "base64");
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1000, 360]);

    // The signed PDF carries it: kept, and turned into an image to be looked at.
    const pdf = await fetch(`${t.app.baseUrl}/api/tronc-commun/delivery-report-pdf/${token}`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const dir = shotsDir("signature-typed");
    writeFileSync(join(dir, "pv-signed-by-name.pdf"), bytes);
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "60",
      "-f",
      "1",
      "-l",
      "1",
      join(dir, "pv-signed-by-name.pdf"),
      join(dir, "pv"),
    ]);
    expect(page.errors.filter((error) => !/404|Not Found/i.test(error))).toEqual([]);
  });
});
