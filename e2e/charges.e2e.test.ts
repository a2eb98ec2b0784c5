import { formatEuros, formatPercent, toParisDate } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  clickByText,
  closeToasts,
  leaveUnsaved,
  loginAs,
  newPage,
  screenshot,
  selectWhenOffered,
  setValue,
  shotsDir,
  type TestPage,
  textsOf,
  typeInto,
  useBrowserApp,
  waitForText,
} from "./harness";

const t = useBrowserApp();
const PATH = "/compta/financial-forecast/charges";
const today = toParisDate(new Date());
const frenchToday = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;

/** The active group companies in the split's order (by name), as the modal lists them. */
let companies: { id: number; name: string }[] = [];

const cardOf = (title: string) =>
  `//article[contains(@class,"charge-card")][.//h2[contains(normalize-space(.), "${title}")]]`;

async function cardTexts(page: TestPage, title: string) {
  const [card] = await page.$$(`xpath/${cardOf(title)}`);
  if (!card) throw new Error(`no card « ${title} »`);
  return card.evaluate((element) => ({
    recurrence: element.querySelector(".charge-card-recurrence")?.textContent?.trim(),
    shares: Array.from(element.querySelectorAll(".charge-card-shares li")).map((li) =>
      Array.from(li.children)
        .map((part) => part.textContent?.trim())
        .join(" ")
        .replace(/\s+/g, " "),
    ),
    amount: element.querySelector(".charge-card-amount")?.textContent?.trim(),
    badges: Array.from(element.querySelectorAll(".badge")).map((badge) => badge.textContent?.trim()),
    color: (element.querySelector(".charge-card-color") as HTMLElement | null)?.style.background,
  }));
}

/** Opens 'Enregistrer une charge' and fills it; `pcts` in the split's order. */
async function fillCharge(page: TestPage, title: string, amount: string, pcts: string[]) {
  await clickByText(page, "button", "Ajouter une charge");
  await waitForText(page, "Enregistrer une charge");
  await page.waitForSelector(".charge-split tbody tr");
  companies = await page.$$eval(".charge-split tbody tr", (rows) =>
    rows.map((row) => ({
      id: Number(row.querySelector("input")?.id.replace("charge-split-", "")),
      name: row.querySelector("th")?.textContent?.trim() ?? "",
    })),
  );
  await page.type("#charge-title", title);
  await page.select("#charge-type", "CHARGE_TYPE_RENT");
  await page.select("#charge-day", "5");
  await page.type("#charge-amount", amount);
  for (const [index, pct] of pcts.entries()) {
    const company = companies[index];
    if (company) await typeInto(page, `#charge-split-${company.id}`, pct);
  }
}

/** The split's total row: complete or not, its text, and whether it shows in the theme's green or red. */
const totalState = (page: TestPage) =>
  page.$eval("[data-split-total]", (row) => {
    const themeColor = (variable: string) => {
      const probe = document.createElement("span");
      probe.style.color = `var(${variable})`;
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    };
    const color = getComputedStyle(row.querySelector("td") as Element).color;
    return {
      state: row.getAttribute("data-split-total"),
      text: Array.from(row.children)
        .map((cell) => cell.textContent?.trim())
        .join(" ")
        .replace(/\s+/g, " "),
      shade: color === themeColor("--success") ? "green" : color === themeColor("--danger") ? "red" : color,
    };
  });

const modalFit = (page: TestPage) =>
  page.$eval('[role="dialog"]', (dialog) => {
    const body = dialog.querySelector(".modal-body") as HTMLElement;
    const form = body.firstElementChild as HTMLElement;
    const footer = (dialog.querySelector(".modal-footer") as HTMLElement).getBoundingClientRect();
    return {
      bandUnderForm: body.clientHeight - form.getBoundingClientRect().height <= 34,
      bodyScrolls: body.scrollHeight > body.clientHeight,
      footerInView: footer.bottom <= window.innerHeight,
    };
  });

describe("'Budget Prévisionnel : liste des charges'", () => {
  it("adds a charge split 50/30/20, edits its type and colour, finds it by search", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}${PATH}`);
    await waitForText(page, "Budget Prévisionnel : liste des charges");
    await waitForText(page, "charge(s)");

    await fillCharge(page, "Loyer Ours brun", "1000", ["50", "30"]);
    expect(await totalState(page)).toMatchObject({ state: "incomplete", shade: "red" });
    const [, , third] = companies;
    if (!third) throw new Error("three active group companies");
    await typeInto(page, `#charge-split-${third.id}`, "20");
    // By hand: -1 000,00 € at 50/30/20 = -500,00 / -300,00 / -200,00 €, total -1 000,00 € at 100 %.
    await page.waitForFunction(
      () => document.querySelector("[data-split-total]")?.getAttribute("data-split-total") === "complete",
    );
    const total = await totalState(page);
    expect(total.text).toBe(`Total ${formatPercent(100)} ${formatEuros(-100_000)}`.replace(/\s+/g, " "));
    expect(total.shade).toBe("green");
    expect(await textsOf(page, "[data-company-amount]")).toEqual([
      formatEuros(-50_000),
      formatEuros(-30_000),
      formatEuros(-20_000),
    ]);
    await screenshot(page, "charges-create-modal");
    // The modal is as tall as its form: under it, only the body's own padding (2 × 16 px), no empty band;
    // on a 768 px high window it still shows whole, 'Enregistrer' in view without scrolling.
    for (const [width, height] of [
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewport({ width, height });
      expect(await modalFit(page)).toEqual({ bandUnderForm: true, bodyScrolls: false, footerInView: true });
      await page.screenshot({ path: `${shotsDir("charges")}/charge-modal-${width}x${height}.png` });
    }
    await page.setViewport({ width: 1366, height: 900 });
    await clickByText(page, "button", "Enregistrer");
    await page.waitForFunction(() => !document.querySelector("#charge-title"));
    await page.waitForSelector(`xpath/${cardOf("Loyer Ours brun")}`);
    const card = await cardTexts(page, "Loyer Ours brun");
    expect(card.recurrence).toBe(`Tous les 1 mois le 5 depuis le ${frenchToday}`);
    expect(card.amount).toBe(formatEuros(-100_000));
    expect(card.badges).toEqual(["Loyer"]);
    const share = (index: number, pct: number, cents: number) =>
      `${companies[index]?.name} ${formatPercent(pct)} · ${formatEuros(cents)}`.replace(/\s+/g, " ");
    expect(card.shares).toEqual([share(0, 50, -50_000), share(1, 30, -30_000), share(2, 20, -20_000)]);
    await closeToasts(page);

    await page.click(`button[aria-label="Modifier le type et la couleur de Loyer Ours brun"]`);
    await waitForText(page, "Modifier la charge « Loyer Ours brun »");
    await selectWhenOffered(page, "#charge-edit-type", "CHARGE_TYPE_URSSAF");
    await setValue(page, "#charge-edit-color", "#2f80ed");
    await clickByText(page, "button", "Enregistrer");
    await page.waitForFunction(
      (xpath: string) => {
        const card = document.evaluate(xpath, document, null, 9, null).singleNodeValue as Element | null;
        return card?.querySelector(".badge")?.textContent === "URSSAF";
      },
      {},
      cardOf("Loyer Ours brun"),
    );
    expect((await cardTexts(page, "Loyer Ours brun")).color).toBe("rgb(47, 128, 237)");

    await typeInto(page, "#charge-search", "ours urssaf");
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll(".charge-card-title")).length === 1 &&
        (document.querySelector(".page-header")?.textContent ?? "").includes("1 charge(s)"),
      { timeout: 10_000 },
    );
    expect((await textsOf(page, ".charge-card-title"))[0]).toContain("Loyer Ours brun");
    await closeToasts(page);
    await screenshot(page, "charges-list", true);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("shows refused input in French under its field, and nothing is added", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}${PATH}`);
    await fillCharge(page, "Charge Ours refusée", "250", ["50", "40"]);
    const total = await totalState(page);
    expect(total).toMatchObject({ state: "incomplete", shade: "red" });
    expect(total.text).toContain(formatPercent(90).replace(/\s+/g, " "));
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, "La répartition entre les entreprises doit totaliser 100 % (actuellement 90 %)");
    expect(await textsOf(page, ".charge-split .field-error")).toEqual([
      "La répartition entre les entreprises doit totaliser 100 % (actuellement 90 %)",
    ]);
    await typeInto(page, "#charge-title", " ");
    await clickByText(page, "button", "Enregistrer");
    await waitForText(page, "Le nom de la charge est obligatoire");
    // Both refusals at once, each under its field, not one per round.
    expect(await textsOf(page, '[role="dialog"] .field-error')).toEqual([
      "Le nom de la charge est obligatoire",
      "La répartition entre les entreprises doit totaliser 100 % (actuellement 90 %)",
    ]);
    await screenshot(page, "charges-refused");
    await clickByText(page, "button", "Annuler");
    await leaveUnsaved(page);
    await typeInto(page, "#charge-search", "refusée");
    await waitForText(page, "Aucune charge ne correspond à cette recherche");
    await page.close();
  });

  it("deploys the charges into the forecast and says what it wrote", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta", `${ADMIN_BASE}${PATH}`);
    await clickByText(page, "button", "Déployer les charges dans le prévisionnel");
    await page.waitForFunction(() =>
      (document.querySelector(".toast")?.textContent ?? "").includes("Charges déployées"),
    );
    const [toast] = await textsOf(page, ".toast");
    expect(toast).toMatch(/Charges déployées : \d+ lignes? ajoutées?, \d+ modifiées?, \d+ supprimées?/);
    await page.close();
  });

  it("does not open to a plain user, on the screen nor on the API", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user", `${ADMIN_BASE}${PATH}`);
    await waitForText(page, "Accès refusé");
    expect(await page.$(".charge-list")).toBeNull();
    const status = await page.evaluate(async () => {
      const input = encodeURIComponent(JSON.stringify({}));
      return (await fetch(`/trpc/charge.search?input=${input}`, { credentials: "same-origin" })).status;
    });
    expect(status).toBe(403);
    await page.close();
  });
});
