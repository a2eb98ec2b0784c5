import postgres from "postgres";
const raw = postgres("postgres://postgres@127.0.0.1:5432/tc_bench", { max: 1 });
const t: number[] = [];
for (let i = 0; i < 200; i++) { const t0 = performance.now(); await raw`select 1`; t.push(performance.now() - t0); }
t.sort((a, b) => a - b);
console.log("select 1 p50", t[100]?.toFixed(2), "p95", t[190]?.toFixed(2));
await raw.end();
