import { sales } from "@tronc/api";
import { createDb } from "@tronc/db";
import postgres from "postgres";
const url = "postgres://postgres@127.0.0.1:5432/tc_bench";
const handle = await createDb({ url, max: 10 });
const raw = postgres(url, { max: 1, prepare: false });
const rawPrepared = postgres(url, { max: 1 });
const qs = ["dupont", "hélène martin", "garage roux", "salon", "camille.petit@", "06 12 34"];
const now = new Date();
const acc: Record<string, number[]> = { build: [], rawUnprepared: [], rawPrepared: [], service: [], explain: [] };
for (let round = 0; round < 12; round++) {
  for (const q of qs) {
    const params = { q, searchStatus: ["ALL"] };
    let t0 = performance.now();
    const [st] = sales.leadSearchStatements(handle.db, params, now);
    acc.build?.push(performance.now() - t0);
    if (!st) throw new Error();
    t0 = performance.now(); await raw.unsafe(st.sql, st.params as never[]); acc.rawUnprepared?.push(performance.now() - t0);
    t0 = performance.now(); await rawPrepared.unsafe(st.sql, st.params as never[], { prepare: true }); acc.rawPrepared?.push(performance.now() - t0);
    t0 = performance.now(); await sales.searchLeads(handle.db, params, now); acc.service?.push(performance.now() - t0);
    t0 = performance.now();
    const [row] = await raw.unsafe(`explain (analyze, format json) ${st.sql}`, st.params as never[]);
    const plan = (row?.["QUERY PLAN"] as { "Planning Time": number; "Execution Time": number }[])[0];
    acc.explain?.push((plan?.["Planning Time"] ?? 0) + (plan?.["Execution Time"] ?? 0));
  }
}
for (const [k, v] of Object.entries(acc)) { const s = v.slice(12).sort((a, b) => a - b); console.log(k.padEnd(14), "p50", s[Math.floor(s.length / 2)]?.toFixed(2)); }
await raw.end(); await rawPrepared.end(); await handle.close();
