import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "puppeteer-core";

// axe-core runs inside the page: its one-file build is injected as a script, then `axe.run` is
// asked for the violations of the whole document.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: "minor" | "moderate" | "serious" | "critical" | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** Injects axe-core into the page (once) and returns the WCAG 2 A/AA violations of what it shows. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => "axe" in window);
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy refuses inline scripts.
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: AxeRunner }).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(" "),
        summary: node.failureSummary ?? "",
      })),
    }));

    interface AxeRunner {
      run(
        context: Document,
        options: object,
      ): Promise<{
        violations: {
          id: string;
          impact?: AxeViolation["impact"];
          help: string;
          nodes: { target: string[]; failureSummary?: string }[];
        }[];
      }>;
    }
  });
}

/** The critical and serious violations only: the ones the suite refuses. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter(
    (violation) => violation.impact === "critical" || violation.impact === "serious",
  );
}

/**
 * One readable paragraph per violation: rule, impact, help, then its nodes grouped by reason (a
 * contrast failure names its two colours), each reason with the first few nodes it concerns.
 */
export function describeViolations(screen: string, violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const byReason = new Map<string, string[]>();
      for (const node of violation.nodes) {
        const reason = node.summary.replace(/\s+/g, " ").trim();
        byReason.set(reason, [...(byReason.get(reason) ?? []), node.target]);
      }
      const reasons = [...byReason]
        .map(([reason, targets]) => {
          const more = targets.length > 3 ? ` … (${targets.length} nodes)` : "";
          return `    - ${reason}\n      at ${targets.slice(0, 3).join(" | ")}${more}`;
        })
        .join("\n");
      return `[${screen}] ${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${violation.help}\n${reasons}`;
    })
    .join("\n");
}
