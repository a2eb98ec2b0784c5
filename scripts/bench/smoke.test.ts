import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { NOT_BENCHES, SMOKE_BENCHES } from "./smoke";

const benchDir = import.meta.dirname;
const files = readdirSync(benchDir).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
const source = (file: string) => readFileSync(join(benchDir, file), "utf8");

/** Whether an expression runs code when evaluated (a function's body runs only when it is called). */
function runsCode(node: ts.Node): boolean {
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return false;
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isAwaitExpression(node)) return true;
  return ts.forEachChild(node, runsCode) ?? false;
}

/** A file with a main: a top-level statement that does something (not only declarations). */
function hasMain(file: string): boolean {
  const parsed = ts.createSourceFile(file, source(file), ts.ScriptTarget.Latest);
  return parsed.statements.some((statement) => {
    if (ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.some((d) => d.initializer && runsCode(d.initializer));
    }
    return !(
      ts.isImportDeclaration(statement) ||
      ts.isExportDeclaration(statement) ||
      ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement)
    );
  });
}

describe("pnpm bench:smoke runs every bench", () => {
  const listed = SMOKE_BENCHES.map((bench) => bench.file);

  it("lists each file of scripts/bench/ once, as a bench or as a helper module", () => {
    const helpers = Object.keys(NOT_BENCHES);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((file) => helpers.includes(file))).toEqual([]);
    expect([...listed, ...helpers].sort()).toEqual([...files].sort());
  });

  it("runs every file that has a main (a new bench cannot be forgotten), and no helper has one", () => {
    const withMain = files.filter(hasMain);
    expect(withMain.filter((file) => !listed.includes(file) && file !== "smoke.ts")).toEqual([]);
    expect(listed.filter((file) => !withMain.includes(file))).toEqual([]);
  });

  it("gives every bench --smoke, documented in its --help", () => {
    const without = SMOKE_BENCHES.filter((bench) => !source(bench.file).includes("--smoke"));
    expect(without.map((bench) => bench.file)).toEqual([]);
    expect(SMOKE_BENCHES.every((bench) => bench.args.includes("--smoke"))).toBe(true);
  });
});
