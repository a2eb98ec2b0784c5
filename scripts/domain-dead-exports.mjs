// Lists what packages/domain exports and production never uses (issue 26, item 3): an exported
// declaration is dead when no identifier of that name appears in the production sources outside the
// domain (apps/api/src, apps/web/src, scripts, packages/db/src, tests excluded) nor in the domain's own
// non-test files (its index files and re-export lines excluded, its own declaration excluded). A name
// still used by tests outside the domain (apps/api/test, e2e…) is listed as TEST-ONLY.
// Conservative: a name that merely appears elsewhere counts as used. Run: node scripts/domain-dead-exports.mjs
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));
const ts = createRequire(join(repo, "package.json"))("typescript");
const domain = join(repo, "packages/domain/src");

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (name === "node_modules" || name === "dist") return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}
const isTest = (path) =>
  /\.test\.tsx?$/.test(path) ||
  /\/test\//.test(path) ||
  path.includes("/scripts/test-setup/") ||
  path.includes("/e2e/");
const parse = (path) =>
  ts.createSourceFile(
    path,
    readFileSync(path, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
function identifiers(node, skip = () => false, found = new Set()) {
  const visit = (child) => {
    if (skip(child)) return;
    if (ts.isIdentifier(child)) found.add(child.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}
const namesIn = (paths) =>
  paths.reduce((found, path) => identifiers(parse(path), undefined, found), new Set());

const outside = ["apps/api", "apps/web/src", "scripts", "packages/db/src", "e2e"].flatMap((dir) =>
  walk(join(repo, dir)),
);
const production = namesIn(outside.filter((path) => !isTest(path) && !path.includes("/apps/api/test")));
const tests = namesIn(outside.filter(isTest));

const files = walk(domain).filter((path) => !isTest(path) && !path.endsWith("/index.ts"));
const parsed = files.map((path) => ({ path, source: parse(path) }));
const isReexport = (node) => ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined;
const declarations = parsed.flatMap(({ path, source }) =>
  source.statements
    .filter((statement) =>
      statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword),
    )
    .flatMap((statement) => {
      const names = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.map((declaration) => declaration.name.getText())
        : statement.name
          ? [statement.name.text]
          : [];
      return names.map((name) => ({ path, statement, name }));
    }),
);
const dead = declarations.filter(
  ({ path, statement, name }) =>
    !production.has(name) &&
    !parsed.some(({ path: other, source }) =>
      identifiers(source, (node) => isReexport(node) || (other === path && node === statement)).has(name),
    ),
);
for (const { path, name } of dead)
  console.log(`${tests.has(name) ? "TEST-ONLY" : "dead"}\t${relative(domain, path)}\t${name}`);
console.log(`exported declarations: ${declarations.length}; unused by production: ${dead.length}`);
