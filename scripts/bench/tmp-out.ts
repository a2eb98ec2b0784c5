import { sales } from "@tronc/api";
import { createDb } from "@tronc/db";
import postgres from "postgres";
const url = "postgres://postgres@127.0.0.1:5432/tc_bench";
const handle = await createDb({ url, max: 1 });
const raw = postgres(url, { max: 1, prepare: false });
const [st] = sales.leadSearchStatements(handle.db, { q: process.argv[2] ?? "dupont", searchStatus: ["ALL"] }, new Date());
if (!st) throw new Error();
const med = async (label: string, f: () => Promise<unknown>) => {
  const t: number[] = [];
  for (let i = 0; i < 25; i++) { const t0 = performance.now(); await f(); t.push(performance.now() - t0); }
  t.sort((a, b) => a - b); console.log(label.padEnd(12), t[12]?.toFixed(2));
};
await med("full", () => raw.unsafe(st.sql, st.params as never[]));
await med("count-wrap", () => raw.unsafe(`select count(*) from (${st.sql}) x`, st.params as never[]));
await med("explain", async () => {
  const [row] = await raw.unsafe(`explain (analyze, format json) ${st.sql}`, st.params as never[]);
  return row;
});
const [row] = await raw.unsafe(`explain (analyze, format json) ${st.sql}`, st.params as never[]);
const plan = (row?.["QUERY PLAN"] as { "Planning Time": number; "Execution Time": number }[])[0];
console.log("explain says", plan?.["Planning Time"], plan?.["Execution Time"]);
await med("explain-notiming", () => raw.unsafe(`explain (analyze, timing off, format json) ${st.sql}`, st.params as never[]));
await raw.end(); await handle.close();
