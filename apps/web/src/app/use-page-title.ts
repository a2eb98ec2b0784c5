import { type RefObject, useEffect } from "react";

export const PRODUCT_TITLE = "Tronc Commun";
const FALLBACK_DELAY_MS = 500;

/**
 * The tab title follows the first h1 of the page (watched, as screens load lazily and change pages);
 * a page without any h1 gets the product title after 500 ms.
 */
export function usePageTitle(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let fallback: number | undefined;
    const update = () => {
      const heading = root.querySelector("h1")?.textContent?.trim();
      if (heading) {
        window.clearTimeout(fallback);
        fallback = undefined;
        if (document.title !== heading) document.title = heading;
      } else if (fallback === undefined) {
        fallback = window.setTimeout(() => {
          fallback = undefined;
          if (!root.querySelector("h1")) document.title = PRODUCT_TITLE;
        }, FALLBACK_DELAY_MS);
      }
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(fallback);
    };
  }, [container]);
}
