// Writes the domain's e-invoice samples as CII and UBL files into a folder, to be checked by
// validate.ts: `pnpm --dir scripts exec tsx einvoice/write-samples.ts /tmp/einvoice-samples`
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { EINVOICE_SAMPLES, toEInvoice, writeCii, writeUbl } from "@tronc/domain";

const folder = process.argv[2];
if (!folder) {
  console.error("Usage: write-samples.ts <folder>");
  process.exit(2);
}
mkdirSync(folder, { recursive: true });
for (const [name, source] of Object.entries(EINVOICE_SAMPLES)) {
  const model = toEInvoice(source);
  writeFileSync(join(folder, `${name}.cii.xml`), writeCii(model));
  writeFileSync(join(folder, `${name}.ubl.xml`), writeUbl(model));
  console.log(`${name}: ${name}.cii.xml, ${name}.ubl.xml`);
}
