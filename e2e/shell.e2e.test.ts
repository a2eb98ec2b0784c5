import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  ADMIN_BASE,
  allMenuLabels,
  clickByText,
  fillLoginForm,
  loginAs,
  newPage,
  screenshot,
  textsOf,
  useBrowserApp,
  waitForText,
} from "./harness";

/** The tab title is the text of the page's first h1. */
async function waitForTitleFromHeading(page: Parameters<typeof textsOf>[0]) {
  await page.waitForFunction(() => {
    const heading = document.querySelector("main h1")?.textContent?.trim();
    return Boolean(heading) && document.title === heading;
  });
}

// The web app's route table and navigation, read at run time (a computed path keeps the type check
// of the tests from following the whole web app): only the fields below are used.
interface RouteRow {
  name: string;
  path: string;
  title: string;
  absolute?: boolean;
}
type NavRow =
  | { kind: "link"; label: string; route: string }
  | {
      kind: "menu";
      label: string;
      items: ({ kind: "link"; label: string; route: string } | { kind: string })[];
    };
const webApp = fileURLToPath(new URL("../apps/web/src/app", import.meta.url));
const { routes, fullPath } = (await import(`${webApp}/paths.ts`)) as {
  routes: RouteRow[];
  fullPath(route: RouteRow): string;
};
const { screens } = (await import(`${webApp}/screens.ts`)) as { screens: Record<string, unknown> };
const { navigation } = (await import(`${webApp}/nav.ts`)) as { navigation: NavRow[] };

/**
 * A dropdown entry whose screen is not built yet, with the "bientôt disponible" title it must show;
 * once every screen is built, any entry (title null: only the navigation is checked).
 */
function unbuiltMenuEntry(): { menu: string; label: string; path: string; title: string | null } {
  const byName = new Map<string, RouteRow>(routes.map((route) => [route.name, route]));
  let fallback: { menu: string; label: string; path: string; title: string | null } | null = null;
  for (const entry of navigation) {
    if (entry.kind !== "menu") continue;
    for (const item of entry.items) {
      if (!("route" in item)) continue;
      const route = byName.get(item.route);
      if (!route) continue;
      const found = { menu: entry.label, label: item.label, path: fullPath(route), title: route.title };
      if (!screens[route.name]) return found;
      fallback ??= { ...found, title: null };
    }
  }
  if (!fallback) throw new Error("The navigation has no dropdown entry");
  return fallback;
}

const t = useBrowserApp();

const topLevel = (page: Parameters<typeof textsOf>[0]) =>
  textsOf(page, ".topbar-menu > .topbar-item > .topbar-link");

describe("web shell", () => {
  it("signs in as admin, shows every menu, follows an entry, survives a reload and signs out", async () => {
    const page = await newPage(t.browser);
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/lead`, { waitUntil: "domcontentloaded" });
    // Not signed in: the login page, remembering where we were going.
    await page.waitForSelector("#login-email");
    expect(page.url()).toContain("/login?next=");
    expect(await textsOf(page, "h1")).toEqual(["Connexion"]);
    await screenshot(page, "shell-login");

    await fillLoginForm(page, "admin@tronc.test", "tronc-demo");
    await page.waitForSelector("header.topbar");
    // Back on the page asked for; the tab is titled after its h1.
    expect(new URL(page.url()).pathname).toBe(`${ADMIN_BASE}/lead`);
    await page.waitForSelector("main h1");
    await waitForTitleFromHeading(page);

    expect(await topLevel(page)).toEqual([
      "Leads",
      "Activité",
      "Clients",
      "Configuration",
      "Comptabilité",
      "Achats",
      "Super Admin",
      "Alertes",
      "Matériel",
      "Aide",
    ]);
    expect(await textsOf(page, ".topbar-username")).toEqual(["Alice Martin"]);
    const labels = await allMenuLabels(page);
    for (const label of [
      "Projets",
      "PV de livraison",
      "Tâches",
      "Gantt",
      "Temps passé",
      "Congés",
      "Calendrier des events",
      "Type de tâche",
      "Produits des entreprises du groupe",
      "Ventes",
      "Devis client",
      "Factures client",
      "Avoirs client",
      "Encaissements client",
      "Achats",
      "Bons de commande",
      "Factures fournisseur",
      "Données financières",
      "TVA",
      "Exports",
      "Prévisionnel",
      "Charges prévisionnelles",
      "Liste des fournisseurs",
      "Liste des produits des fournisseurs",
      "Utilisateurs",
      "Entreprises",
      "Coach IA",
    ]) {
      expect(labels).toContain(label);
    }
    expect(await textsOf(page, ".topbar-logout")).toEqual(["Déconnexion"]);

    await clickByText(page, ".topbar-toggle", "Comptabilité");
    await screenshot(page, "shell-admin-accounting-menu");
    await page.keyboard.press("Escape");

    // Open a menu with the mouse and follow an entry to a screen not built yet (while one is left).
    const target = unbuiltMenuEntry();
    await clickByText(page, ".topbar-toggle", target.menu);
    expect(await page.$eval(".topbar-toggle[aria-expanded='true']", (el) => el.textContent?.trim())).toBe(
      target.menu,
    );
    await clickByText(page, '[role="menuitem"]', target.label);
    await page.waitForFunction((path: string) => window.location.pathname === path, {}, target.path);
    expect(await page.$('[role="menu"]')).toBeNull();
    if (target.title) {
      await waitForText(page, "Cet écran sera bientôt disponible");
      expect(await textsOf(page, "main h1")).toEqual([target.title]);
      expect(await textsOf(page, "main a")).toContain("Retour à l'accueil");
      await screenshot(page, "shell-coming-soon");
    }
    await page.waitForSelector("main h1");
    await waitForTitleFromHeading(page);
    const heading = await textsOf(page, "main h1");

    // With the keyboard: focus the toggle, open with Enter, move with arrows, Escape closes.
    await page.focus(".topbar-toggle");
    await page.keyboard.press("Enter");
    await page.waitForSelector('[role="menu"]');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Projets");
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("PV de livraison");
    await page.keyboard.press("Escape");
    expect(await page.$('[role="menu"]')).toBeNull();
    // An outside click (on the page's heading, which leads nowhere) closes too.
    await clickByText(page, ".topbar-toggle", "Achats");
    await page.click("main h1");
    expect(await page.$('[role="menu"]')).toBeNull();

    // A reload keeps the session.
    await page.reload({ waitUntil: "domcontentloaded" });
    await page.waitForSelector("header.topbar");
    await page.waitForFunction(
      (wanted: string[]) =>
        JSON.stringify(
          Array.from(document.querySelectorAll("main h1"), (h1) => h1.textContent?.trim() ?? ""),
        ) === JSON.stringify(wanted),
      {},
      heading,
    );
    expect(await textsOf(page, "main h1")).toEqual(heading);
    expect(new URL(page.url()).pathname).toBe(target.path);

    // The brand goes home.
    await page.click(".topbar-brand");
    await page.waitForFunction((path: string) => window.location.pathname === path, {}, ADMIN_BASE);
    await page.waitForSelector("main h1");
    await screenshot(page, "shell-admin-home");

    await clickByText(page, "button", "Déconnexion");
    await page.waitForSelector("#login-email");
    expect(new URL(page.url()).pathname).toBe("/login");
    // The session is gone on the server too: going back to an admin page asks to sign in.
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}`, { waitUntil: "domcontentloaded" });
    await page.waitForSelector("#login-email");
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("hides the super admin, accounting and alert entries from a plain user", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "user");
    const top = await topLevel(page);
    expect(top).toEqual([
      "Leads",
      "Activité",
      "Clients",
      "Configuration",
      "Comptabilité",
      "Achats",
      "Matériel",
      "Aide",
    ]);
    const labels = await allMenuLabels(page);
    for (const hidden of ["Utilisateurs", "Coach IA", "Exports", "Prévisionnel", "Charges prévisionnelles"]) {
      expect(labels).not.toContain(hidden);
    }
    expect(labels).not.toContain("Données financières");
    expect(labels).toContain("TVA");
    // Typing a super admin path directly is refused in the page (the server refuses the data too).
    await page.goto(`${t.app.baseUrl}${ADMIN_BASE}/user`, { waitUntil: "domcontentloaded" });
    await waitForText(page, "Accès refusé");
    await clickByText(page, ".topbar-toggle", "Comptabilité");
    await screenshot(page, "shell-user-accounting-menu");
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("shows the server's message on a wrong password", async () => {
    const page = await newPage(t.browser);
    await page.goto(`${t.app.baseUrl}/login`, { waitUntil: "domcontentloaded" });
    await fillLoginForm(page, "chef@tronc.test", "pas-le-bon");
    await page.waitForSelector('[role="alert"]');
    expect(await textsOf(page, '[role="alert"]')).toEqual(["Identifiants invalides"]);
    expect(await page.$("header.topbar")).toBeNull();
    await screenshot(page, "shell-login-error");
    await page.close();
  });

  it("shows the back-to-top button once scrolled past 300 px and scrolls back up", async () => {
    const page = await newPage(t.browser);
    await loginAs(page, t.app.baseUrl, "compta");
    // Make the page long enough to scroll, as a long list would.
    await page.evaluate(() => {
      const filler = document.createElement("div");
      filler.style.height = "3000px";
      document.querySelector("main")?.append(filler);
    });
    expect(await page.$(".back-to-top")).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 200));
    // Not a wait for something: the button must stay away, and nothing on the page says the scroll
    // was weighed. 300 ms is three windows of its 100 ms scroll throttle.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await page.$(".back-to-top")).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.waitForSelector(".back-to-top", { visible: true });
    await screenshot(page, "shell-back-to-top");
    await page.click(".back-to-top");
    await page.waitForFunction(() => window.scrollY === 0);
    await page.waitForFunction(() => !document.querySelector(".back-to-top"));
    await page.close();
  });
});
