// Times the EN 16931 mapping and the CII and UBL writers on a 200-line invoice (issue 30's
// performance row: each XML under 20 ms): `pnpm --dir scripts exec tsx einvoice/bench.ts`
import {
  computeInvoiceTotals,
  EINVOICE_SAMPLES,
  type InvoiceSource,
  toCents,
  toEInvoice,
  writeCii,
  writeUbl,
} from "@tronc/domain";

const LINES = 200;
const RUNS = 200;

/** The three-rate sample's four lines fifty times over, its printed TTC computed as the PDF's. */
function largeInvoice(): InvoiceSource {
  const base = EINVOICE_SAMPLES.threeRatesWithDiscount;
  const lines = Array.from({ length: LINES }, (_, index) => ({
    ...(base.lines[index % base.lines.length] as InvoiceSource["lines"][number]),
    name: `Ligne ${index + 1} — audit & conseil`,
  }));
  const { totalTTC } = computeInvoiceTotals(lines);
  return { ...base, lines, printedTotalTtcCents: toCents(totalTTC) };
}

function timings(run: () => unknown): string {
  for (let i = 0; i < 20; i++) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => (times[Math.floor(RUNS * share)] ?? 0).toFixed(2);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

const source = largeInvoice();
const model = toEInvoice(source);
console.log(`${LINES} lines, ${RUNS} runs each`);
console.log(`mapping to EN 16931: ${timings(() => toEInvoice(source))}`);
console.log(`CII (${writeCii(model).length} characters): ${timings(() => writeCii(model))}`);
console.log(`UBL (${writeUbl(model).length} characters): ${timings(() => writeUbl(model))}`);
