// `node --import ./record-modules.mjs …` appends the URL of every module the process loads through
// the ES module loader to the file named by RECORD_MODULES_TO: what a start really loads.
import { appendFileSync } from "node:fs";
import { register } from "node:module";
import { isMainThread } from "node:worker_threads";

// Loaded first in the main thread, it registers itself as the loader's hooks (run in a thread of their own).
if (isMainThread) register(import.meta.url, { data: process.env.RECORD_MODULES_TO });

let recordTo;

export function initialize(path) {
  recordTo = path;
}

export async function load(url, context, nextLoad) {
  appendFileSync(recordTo, `${url}\n`);
  return nextLoad(url, context);
}
