import type { ElementHandle, HTTPResponse, Page } from "puppeteer-core";

// What a test does on a page as a person would: click, type, choose, wait for what shows.

/** Clicks the first visible element matching `selector` whose text is exactly `text` (trimmed). */
export async function clickByText(page: Page, selector: string, text: string): Promise<void> {
  const handle = await page.waitForFunction(
    (sel: string, wanted: string) =>
      Array.from(document.querySelectorAll<HTMLElement>(sel)).find(
        (element) => element.textContent?.trim() === wanted && element.offsetParent !== null,
      ),
    { timeout: 10_000 },
    selector,
    text,
  );
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (!element) throw new Error(`No ${selector} with the text « ${text} »`);
  await untilStill(element);
  await element.click();
}

/**
 * Waits until an element stays in place for two frames: a modal still opening (its scale and fade
 * transitions) would move a button away from where a click aims, as a person waits for it to settle.
 */
export async function untilStill(element: ElementHandle<Element>): Promise<void> {
  await element.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const box = () => JSON.stringify(target.getBoundingClientRect());
        let last = box();
        let still = 0;
        const look = () =>
          requestAnimationFrame(() => {
            const now = box();
            still = now === last ? still + 1 : 0;
            last = now;
            if (still >= 2) resolve();
            else look();
          });
        look();
      }),
  );
}

/**
 * Opens a screen and waits for `ready`, the element the test reads next: not for the network to be
 * idle (puppeteer's networkidle0 waits 500 ms more after the last request, on every page).
 */
export async function openScreen(page: Page, url: string, ready: string): Promise<void> {
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await page.waitForSelector(ready, { timeout: 15_000 });
}

/**
 * The answer of a tRPC procedure (batched calls included), to await after the action that asks it:
 * start waiting before the click, `const saved = trpcAnswer(page, "vat.update"); await click; await saved`.
 */
export function trpcAnswer(page: Page, procedure: string): Promise<HTTPResponse> {
  return page.waitForResponse(
    (response) => {
      const path = new URL(response.url()).pathname;
      return path.startsWith("/trpc/") && path.slice("/trpc/".length).split(",").includes(procedure);
    },
    { timeout: 15_000 },
  );
}

/** Waits until `text` appears in the page (as written in the DOM, whatever the CSS case). */
export async function waitForText(page: Page, text: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    (wanted: string) => (document.body.textContent ?? "").includes(wanted),
    { timeout },
    text,
  );
}

/** The texts (as written, whatever the CSS case) of the elements matching `selector`. */
export async function textsOf(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (elements) => elements.map((element) => element.textContent?.trim() ?? ""));
}

/**
 * Replaces the text of an input as a person does with the keyboard: into the field, Ctrl+A,
 * Backspace, then types `text`. Focus and Ctrl+A do not aim at coordinates: a triple click did, and
 * a field pushed down by a logo loading above it took 'SAS' typed after 'SAS'.
 */
export async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  const field = await page.waitForSelector(selector);
  if (!field) throw new Error(`No field ${selector}`);
  await field.focus();
  await page.keyboard.down("Control");
  await page.keyboard.press("KeyA");
  await page.keyboard.up("Control");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(text);
}

/** Sets an input as a picker or paste would (React hears the input event). */
export async function setValue(page: Page, selector: string, value: string): Promise<void> {
  await page.$eval(
    selector,
    (input, wanted) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      setter?.call(input, wanted);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    },
    value,
  );
}

/** Closes the toasts shown, in the page in one go (one closing on its own meanwhile is no error). */
export async function closeToasts(page: Page): Promise<void> {
  await page.$$eval(".toast-close", (buttons) => {
    for (const button of buttons) (button as HTMLElement).click();
  });
}

/**
 * Chooses `value` in a select once it is offered: options loaded by a query arrive after the select
 * shows, and choosing a value not yet there would silently choose nothing.
 */
export async function selectWhenOffered(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForFunction(
    (css: string, wanted: string) => {
      const select = document.querySelector(css) as HTMLSelectElement | null;
      return Array.from(select?.options ?? []).some((option) => option.value === wanted);
    },
    { timeout: 30_000 },
    selector,
    value,
  );
  await page.select(selector, value);
}

/** Opens each dropdown of the top bar in turn and returns every label seen inside (links and headers). */
export async function allMenuLabels(page: Page): Promise<string[]> {
  const labels: string[] = [];
  const toggles = await page.$$(".topbar-toggle");
  for (const toggle of toggles) {
    await toggle.click();
    await page.waitForSelector('[role="menu"]');
    labels.push(...(await textsOf(page, '[role="menu"] [role="menuitem"], [role="menu"] .dropdown-header')));
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector('[role="menu"]'));
  }
  return labels;
}

/**
 * Answers 'Quitter sans enregistrer' to the question a dialog or screen asks when it is closed or left
 * with unsaved input ('Vous avez des modifications non enregistrées').
 */
export async function leaveUnsaved(page: Page): Promise<void> {
  await clickByText(page, '[role="dialog"] button', "Quitter sans enregistrer");
}

/**
 * The conflict dialog ('Modification concurrente', a colleague saved first) once it shows: its sentence
 * and its rows of differing fields (label, what was typed, what the record holds now).
 */
export async function readConflictDialog(page: Page): Promise<{ sentence: string; rows: string[][] }> {
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll(".modal-title")).some(
        (el) => el.textContent === "Modification concurrente",
      ),
    { timeout: 30_000 },
  );
  return page.$$eval(".modal", (modals) => {
    const modal = modals.find(
      (m) => m.querySelector(".modal-title")?.textContent === "Modification concurrente",
    );
    return {
      sentence: modal?.querySelector(".modal-description")?.textContent ?? "",
      rows: Array.from(modal?.querySelectorAll(".conflict-differences tbody tr") ?? []).map((row) =>
        Array.from(row.children).map((cell) => cell.textContent?.trim() ?? ""),
      ),
    };
  });
}
