import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tutorials } from "@tronc/db";
import type { ElementHandle, HTTPResponse } from "puppeteer-core";
import { beforeAll, describe, expect, it } from "vitest";
import { demoVideoPath } from "../apps/api/src/seed/tutorials";
import {
  ADMIN_BASE,
  clickByText,
  leaveUnsaved,
  loginAs,
  newPage,
  shotsDir,
  type TestPage,
  textsOf,
  untilStill,
  useBrowserApp,
  useScratchDir,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const scratch = useScratchDir("tc-e2e-tutorials-");
const shots = shotsDir("tutorials");
const PAGE = `${ADMIN_BASE}/tutorials`;

const shoot = (page: TestPage, name: string) =>
  page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });

/** tRPC through the page's own session, as the screen calls it: the status and the answer. */
const trpcCall = (page: TestPage, procedure: string, input: object) =>
  page.evaluate(
    async (path: string, body: string) => {
      const response = await fetch(`/trpc/${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      return { status: response.status, body: await response.json() };
    },
    procedure,
    JSON.stringify(input),
  );

/** An upload through the page (bytes as base64), as the modal sends it. */
const uploadThroughPage = (page: TestPage, id: number, filename: string, type: string, bytes: Buffer) =>
  page.evaluate(
    async (url: string, name: string, mime: string, base64: string) => {
      const body = new FormData();
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      body.append("file", new File([data], name, { type: mime }));
      return (await fetch(url, { method: "POST", body })).status;
    },
    `/api/tutorials/${id}/video`,
    filename,
    type,
    bytes.toString("base64"),
  );

/** Plays the video of the card titled `title` (a click first: the browser wants a gesture) and reads its state. */
async function playVideoOf(page: TestPage, title: string) {
  const video = await page.waitForFunction(
    (wanted: string) =>
      Array.from(document.querySelectorAll<HTMLElement>(".tutorial-card"))
        .find((card) => card.querySelector("h3")?.textContent === wanted)
        ?.querySelector("video"),
    { timeout: 10_000 },
    title,
  );
  const element = video.asElement() as ElementHandle<HTMLVideoElement>;
  await element.scrollIntoView();
  await element.click();
  await element.evaluate((node) => (node.paused ? node.play() : undefined));
  await page.waitForFunction(
    (node: HTMLVideoElement) => node.currentTime > 0.5 || node.error !== null,
    {
      timeout: 20_000,
    },
    element,
  );
  return element.evaluate((node) => ({ currentTime: node.currentTime, error: node.error?.code ?? null }));
}

const cardTitles = (page: TestPage, category: string) =>
  page.$$eval(
    "section.tutorial-category",
    (sections, name) => {
      const section = sections.find((candidate) => candidate.querySelector("h2")?.textContent === name);
      return Array.from(section?.querySelectorAll("h3") ?? []).map((h3) => h3.textContent ?? "");
    },
    category,
  );

/** Console errors, less the one the browser logs for a refusal the test asked for. */
const errorsBut = (page: TestPage, status: number) =>
  page.errors.filter((error) => !error.includes(`status of ${status}`));

beforeAll(async () => {
  // Whatever the demo template holds, the page starts from these entries, added by the super admin.
  await t.app.db.delete(tutorials);
  const admin = await newPage(t.browser);
  await loginAs(admin, t.app.baseUrl, "admin");
  const add = async (input: object) => (await trpcCall(admin, "tutorial.create", input)).body.result.data.id;
  const login = await add({
    title: "Se connecter et découvrir le menu",
    category: "Premiers pas",
    description: "La connexion et la barre du haut.",
  });
  await add({ title: "Régler ses notifications", category: "Premiers pas" });
  await add({
    title: "Relancer un prospect",
    category: "Ventes",
    externalUrl: "https://videos.tronc.test/ventes/relancer",
  });
  await add({ title: "Suivre le budget prévisionnel", category: "Comptabilité" });
  const mp4 = readFileSync(demoVideoPath("premiers-pas.mp4"));
  expect(await uploadThroughPage(admin, login, "premiers-pas.mp4", "video/mp4", mp4)).toBe(201);
  await admin.close();
}, 60_000);

describe("tutorials ('Aide')", () => {
  it("a plain user sees the categories, 'Bientôt disponible', a link, and plays the demo video through a 206", async () => {
    const page = await newPage(t.browser);
    const videoAnswers: number[] = [];
    page.on("response", (response: HTTPResponse) => {
      if (/\/api\/tutorials\/\d+\/video/.test(response.url())) videoAnswers.push(response.status());
    });
    await loginAs(page, t.app.baseUrl, "user", PAGE);
    await waitForText(page, "Bientôt disponible");

    expect(await textsOf(page, "h1")).toContain("Aide");
    expect(await textsOf(page, "section.tutorial-category h2")).toEqual([
      "Premiers pas",
      "Ventes",
      "Comptabilité",
    ]);
    expect(await cardTitles(page, "Premiers pas")).toEqual([
      "Se connecter et découvrir le menu",
      "Régler ses notifications",
    ]);
    expect(await textsOf(page, ".tutorial-media-soon")).toEqual(["Bientôt disponible", "Bientôt disponible"]);
    const link = await page.$eval(".tutorial-media-link a", (a) => ({
      text: a.textContent,
      href: a.getAttribute("href"),
      target: a.getAttribute("target"),
    }));
    expect(link).toEqual({
      text: "Voir la vidéo",
      href: "https://videos.tronc.test/ventes/relancer",
      target: "_blank",
    });
    expect(await page.$eval("video", (video) => [video.controls, video.preload])).toEqual([true, "metadata"]);

    // No edit control for a plain user, and the server refuses the change anyway.
    const buttons = await textsOf(page, "main button");
    for (const label of ["Ajouter un tutoriel", "Modifier", "Supprimer", "↑", "↓"])
      expect(buttons).not.toContain(label);
    const refused = await trpcCall(page, "tutorial.create", { title: "Pirate", category: "Ventes" });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("Vous n'avez pas les droits pour cette action.");

    const played = await playVideoOf(page, "Se connecter et découvrir le menu");
    expect(played.error).toBeNull();
    expect(played.currentTime).toBeGreaterThan(0.5);
    // The browser asks with a Range header: the server answers 206 Partial Content.
    expect(videoAnswers).toContain(206);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, "aide-utilisateur");
    expect(errorsBut(page, 403)).toEqual([]);
    await page.close();
  });

  it("a super admin adds a tutorial with a WebM, sees it playable, orders and removes entries", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "admin", PAGE);
    // The entries listed first: the new one is filed among them.
    await page.waitForSelector(".tutorial-card");
    await clickByText(page, "button", "Ajouter un tutoriel");
    const dialog = await page.waitForSelector(".modal");
    if (dialog) await untilStill(dialog);
    await page.type("#tutorial-title", "Saisir un nouveau lead");
    await page.type("#tutorial-category", "ventes");
    await page.type("#tutorial-description", "Créer le lead et programmer le premier rappel.");
    const input = (await page.$("#tutorial-video-file")) as ElementHandle<HTMLInputElement> | null;
    await input?.uploadFile(demoVideoPath("saisir-un-lead.webm"));
    await shoot(page, "ajouter-un-tutoriel");
    await clickByText(page, ".modal button", "Enregistrer");
    await waitForText(page, "Le tutoriel est ajouté");
    await page.waitForFunction(() => !document.querySelector(".modal"));

    // Typed 'ventes', filed under the existing 'Ventes', last there.
    expect(await cardTitles(page, "Ventes")).toEqual(["Relancer un prospect", "Saisir un nouveau lead"]);
    const played = await playVideoOf(page, "Saisir un nouveau lead");
    expect(played).toMatchObject({ error: null });

    await page.click('button[aria-label="Monter « Saisir un nouveau lead »"]');
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll("section.tutorial-category"))[1]?.querySelector("h3")
          ?.textContent === "Saisir un nouveau lead",
    );
    expect(await cardTitles(page, "Ventes")).toEqual(["Saisir un nouveau lead", "Relancer un prospect"]);

    await page.click('button[aria-label="Supprimer « Suivre le budget prévisionnel »"]');
    const confirmText = await page.waitForSelector(".modal-description");
    expect(await confirmText?.evaluate((node) => node.textContent)).toBe("Confirmez-vous la suppression  ?");
    await clickByText(page, ".modal button", "Supprimer");
    await waitForText(page, "Le tutoriel est supprimé");
    await page.waitForFunction(() => !document.body.textContent?.includes("Suivre le budget prévisionnel"));
    expect(await textsOf(page, "section.tutorial-category h2")).toEqual(["Premiers pas", "Ventes"]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, "aide-super-admin");
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("a PNG renamed .mp4 is refused in French and the entry stays 'Bientôt disponible'", async () => {
    const fake = join(scratch.path, "capture.mp4");
    writeFileSync(fake, Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex"));
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "admin", PAGE);
    await page.waitForSelector('button[aria-label="Modifier « Régler ses notifications »"]');
    await page.click('button[aria-label="Modifier « Régler ses notifications »"]');
    const dialog = await page.waitForSelector(".modal");
    if (dialog) await untilStill(dialog);
    await clickByText(page, ".modal label", "Fichier vidéo (MP4 ou WebM)");
    const input = (await page.waitForSelector(
      "#tutorial-video-file",
    )) as ElementHandle<HTMLInputElement> | null;
    await input?.uploadFile(fake);
    await clickByText(page, ".modal button", "Enregistrer");
    await page.waitForSelector(".modal .field-error");
    expect(await textsOf(page, ".modal .field-error")).toEqual([
      "Le fichier doit être une vidéo MP4 ou WebM.",
    ]);
    await shoot(page, "video-refusee");
    await clickByText(page, ".modal button", "Annuler");
    await leaveUnsaved(page);
    await page.waitForFunction(() => !document.querySelector(".modal"));
    const soon = await page.$$eval(".tutorial-card", (cards) =>
      cards
        .filter((card) => card.querySelector(".tutorial-media-soon"))
        .map((card) => card.querySelector("h3")?.textContent),
    );
    expect(soon).toEqual(["Régler ses notifications"]);
    expect(errorsBut(page, 415)).toEqual([]);
    await page.close();
  });
});
