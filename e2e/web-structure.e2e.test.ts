import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The web app's one way of doing routes, money and styles, read from its sources (no browser).
const webSrc = fileURLToPath(new URL("../apps/web/src", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(webSrc).map((path) => ({
  path: relative(webSrc, path),
  text: readFileSync(path, "utf8"),
}));
const importsOf = (text: string) => [...text.matchAll(/^import[^;]*?["']([^"']+)["'];/gms)].map((m) => m[1]);

describe("web app structure", () => {
  it("keeps route paths apart from the lazy screens: no feature and no menu imports the screen table", () => {
    const importers = files
      .filter((file) =>
        importsOf(file.text).some((spec) => spec?.endsWith("app/screens") || spec === "./screens"),
      )
      .map((file) => file.path);
    expect(importers).toEqual(["app/route-screen.tsx"]);
    const paths = files.find((file) => file.path === "app/paths.ts");
    const pathImports = importsOf(paths?.text ?? "");
    expect(pathImports.filter((spec) => !/^\.\.\/features\/.+\/routes$/.test(spec ?? ""))).toEqual([
      "./route-def",
    ]);
  });

  it("declares each feature's screens in its routes.ts, whose screens' code loads only on a visit", () => {
    const routeFiles = files.filter((file) => /^features\/.+\/routes\.ts$/.test(file.path));
    expect(routeFiles.length).toBeGreaterThan(30);
    for (const file of routeFiles) {
      const pages = importsOf(file.text).filter((spec) => /-page$/.test(spec ?? ""));
      expect(pages, file.path).toEqual([]);
      const paths = files.find((candidate) => candidate.path === "app/paths.ts")?.text ?? "";
      expect(paths, file.path).toContain(`"../${file.path.replace(/\.ts$/, "")}"`);
    }
  });

  it("formats money with the domain's formatter only", () => {
    const ownFormatters = files
      .filter((file) => /currency:\s*["']EUR["']/.test(file.text))
      .map((f) => f.path);
    expect(ownFormatters).toEqual([]);
  });

  it("keeps each ui component's stylesheet beside it, imported by it", () => {
    const stylesheets = files.filter((file) => file.path.startsWith("ui/") && file.path.endsWith(".css"));
    expect(stylesheets.length).toBeGreaterThan(10);
    for (const sheet of stylesheets) {
      const base = sheet.path.replace(/\.css$/, "");
      const component = files.find((file) => file.path === `${base}.tsx`);
      const name = base.split("/").at(-1);
      if (!existsSync(join(webSrc, `${base}.tsx`))) continue;
      expect(importsOf(component?.text ?? ""), sheet.path).toContain(`./${name}.css`);
    }
    const base = files.find((file) => file.path === "styles.css")?.text ?? "";
    for (const selector of [".modal {", ".btn {", ".toast {", ".pagination {", ".badge {", ".switch {"]) {
      expect(base.includes(selector), selector).toBe(false);
    }
  });
});
