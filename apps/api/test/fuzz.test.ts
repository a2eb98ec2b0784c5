import type { AddressInfo } from "node:net";
import { formatMessage } from "@tronc/domain";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uploadPaths } from "../src/files/file-routes";
import { hydraRoutes } from "../src/modules";
import { PRINT_QUOTATION_PATH } from "../src/modules/proposals/quotations/print-route";
import { LEADS_EXPORT_PATH } from "../src/modules/sales/leads/export-route";
import { PRINT_RECOMMENDATION_PATH } from "../src/modules/sales/recommendations/print-route";
import { HISTORY_PATH } from "../src/modules/support/history/route";
import {
  DELIVERY_REPORT_PDF_PATH,
  DELIVERY_REPORTS_EXPORT_PATH,
} from "../src/modules/work/delivery-reports/files";
import { TIME_ENTRY_EXPORT_PATH } from "../src/modules/work/time-entries/export-route";
import { appRouter } from "../src/trpc/app-router";
import { uploadAs } from "./files-helpers";
import { BAD_RANGES, brokenMultiparts, PARSER_REFUSALS, rawRequest } from "./fuzz-requests";
import { BAD_PATH_IDS, inputKeys, pick, randomBody, randomInput, randomQuery, seeded } from "./fuzz-values";
import { createTestApp, type TestApp } from "./helpers";
import { MP4 } from "./support/tutorials-helpers";

/**
 * Every Hydra row, every tRPC procedure, the upload (malformed multipart bodies), file, video (Range
 * headers), print, auth and export paths, signed in as the super admin, with malformed input, and what
 * Node's own parser refuses on a real socket: nothing may answer 5xx, leak SQL, or speak English.
 */
const SEED = 20_261_123;
const ROUNDS = 8;
// A bound on the run's length: the routes of issue 28 (health, metrics, jobs, files) took it past 9 000.
const MAX_REQUESTS = 10_000;

let t: TestApp;
let cookie: string;
const logged: unknown[] = [];
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login("admin");
  const capture = (value: unknown) => {
    logged.push(value);
  };
  vi.spyOn(t.app.log, "error").mockImplementation(capture);
});
afterAll(() => t.close());

interface Finding {
  request: string;
  status: number;
  said: string;
  logged?: string;
}

const ENGLISH =
  /\b(the|is|are|was|not|found|expected|unexpected|must|should|cannot|failed|invalid|required|received|unsupported|body|error|request|procedure|undefined)\b/i;
const LEAK = /Failed query|params:|\bselect\b.*\bfrom\b|insert into|violates|stack/i;

function messagesOf(body: string): string[] | null {
  try {
    const parsed = JSON.parse(body) as unknown;
    const items = Array.isArray(parsed) ? parsed : [parsed];
    return items.map((item) => {
      const record = item as Record<string, unknown>;
      const error = record.error as Record<string, unknown> | undefined;
      if (typeof record.statusCode === "number") return `Fastify: ${String(record.message)}`;
      return String(record["hydra:description"] ?? error?.message ?? record.message ?? "");
    });
  } catch {
    return null;
  }
}

/** What is wrong with an answer, or null. */
function judge(response: { statusCode: number; body: string }): string | null {
  if (response.statusCode < 400) return null;
  const messages = messagesOf(response.body);
  if (messages === null) return `pas du JSON : ${response.body.slice(0, 120)}`;
  if (response.statusCode >= 500) return messages.join(" | ");
  if (LEAK.test(response.body)) return `fuite : ${response.body.slice(0, 200)}`;
  const bad = messages.find(
    (message) => message === "" || message.startsWith("Fastify:") || ENGLISH.test(message),
  );
  return bad === undefined ? null : `message non français : ${bad}`;
}

const findings: Finding[] = [];
let sent = 0;

async function send(options: InjectOptions & { url: string }, signedIn = true) {
  sent++;
  const headers = { ...(signedIn ? { cookie } : {}), ...(options.headers ?? {}) };
  const before = logged.length;
  let status = 0;
  let problem: string | null;
  try {
    const response = await t.app.inject({ ...options, headers });
    status = response.statusCode;
    problem = judge(response);
  } catch (error) {
    problem = `réponse interrompue : ${error instanceof Error ? error.message : String(error)}`;
  }
  if (problem) {
    const payload = typeof options.payload === "string" ? options.payload : JSON.stringify(options.payload);
    findings.push({
      request: `${options.method} ${options.url.slice(0, 200)}${payload ? ` ${payload.slice(0, 160)}` : ""}`,
      status,
      said: problem,
      logged: logged.slice(before).map(describeLogged).join(" / ") || undefined,
    });
  }
}

function describeLogged(value: unknown): string {
  const record = value as { err?: unknown; message?: unknown; cause?: unknown };
  const error = (record?.err ?? record) as { message?: unknown; cause?: { message?: unknown } };
  const cause = error?.cause?.message ? ` ← ${String(error.cause.message)}` : "";
  return `${String(error?.message ?? value).slice(0, 200)}${cause.slice(0, 200)}`;
}

const json = { "content-type": "application/json" };
const brokenBodies = [
  { headers: json, payload: "{nope" },
  { headers: json, payload: "" },
  { headers: json, payload: "[]" },
  { headers: json, payload: '"texte"' },
  { headers: json, payload: "12" },
  { headers: json, payload: "null" },
];

function pathWith(path: string, id: string) {
  return path.replace(/:\w+/g, id);
}

describe("fuzz", () => {
  it("the PDF prints answer a malformed or absent id with the row's 404 in French", async () => {
    for (const [print, message] of [
      [PRINT_QUOTATION_PATH, formatMessage("QUOTATION_NOT_FOUND")],
      [PRINT_RECOMMENDATION_PATH, formatMessage("RECOMMENDATION_NOT_FOUND")],
    ] as const) {
      for (const id of ["abc", "0", "2147483648", "2147483647"]) {
        const response = await t.app.inject({ method: "GET", url: `${print}/${id}`, headers: { cookie } });
        expect(response.statusCode, `${print}/${id}`).toBe(404);
        expect(messagesOf(response.body)).toEqual([message]);
      }
    }
  });

  it("answers every malformed request with a 4xx in French, never a 5xx", { timeout: 300_000 }, async () => {
    const rng = seeded(SEED);

    for (const route of hydraRoutes) {
      const hasParams = /:\w+/.test(route.path);
      const withBody = route.method === "POST" || route.method === "PUT";
      if (hasParams) {
        for (const id of BAD_PATH_IDS) {
          await send({
            method: route.method,
            url: pathWith(route.path, id),
            ...(withBody ? { payload: {} } : {}),
          });
        }
      }
      if (route.method === "DELETE") continue;
      const url = pathWith(route.path, "1");
      for (let round = 0; round < ROUNDS; round++) {
        if (withBody) await send({ method: route.method, url, payload: randomBody(rng) });
        else await send({ method: route.method, url: `${url}${randomQuery(rng)}` });
      }
      if (withBody) for (const broken of brokenBodies) await send({ method: route.method, url, ...broken });
    }

    const procedures = Object.entries(appRouter._def.procedures) as unknown as [
      string,
      { _def: { type: string; inputs?: unknown[] } },
    ][];
    for (const [path, procedure] of procedures) {
      const keys = inputKeys(procedure);
      const query = procedure._def.type === "query";
      for (let round = 0; round < ROUNDS + 4; round++) {
        const input = randomInput(rng, keys);
        const encoded = input === undefined ? "" : JSON.stringify(input);
        if (query) {
          await send({ method: "GET", url: `/trpc/${path}?input=${encodeURIComponent(encoded)}` });
        } else {
          await send({ method: "POST", url: `/trpc/${path}`, headers: json, payload: encoded || "{}" });
        }
      }
      if (query) await send({ method: "GET", url: `/trpc/${path}?input=%7Bnope` });
      else for (const broken of brokenBodies) await send({ method: "POST", url: `/trpc/${path}`, ...broken });
    }

    const tutorialId = (await (await t.caller("admin")).tutorial.create({ title: "Fuzz", category: "Fuzz" }))
      .id;
    const videoPath = `/api/tutorials/${tutorialId}/video`;
    for (const path of [...uploadPaths.map((upload) => upload.path), videoPath]) {
      await send({ method: "POST", url: path, payload: randomBody(rng) });
      for (const broken of brokenMultiparts(rng)) await send({ method: "POST", url: path, ...broken });
      await send({ method: "POST", url: path, headers: { "content-type": "text/plain" }, payload: "x" });
    }
    // Downloads with Range headers: a stored file and a tutorial video (the one path that honours ranges).
    const video = await uploadAs(t, cookie, videoPath, { filename: "v.mp4", type: "video/mp4", bytes: MP4 });
    expect(video.statusCode, video.body).toBe(201);
    const fileId = (
      await (
        await uploadAs(t, cookie, "/api/files", {
          filename: "a.pdf",
          type: "application/pdf",
          bytes: Buffer.from("%PDF-1.4\n"),
        })
      ).json()
    ).idFile;
    for (const range of BAD_RANGES) {
      for (const url of [
        videoPath,
        `/api/files/${fileId}/download`,
        `/api/tutorials/${tutorialId}/captions`,
      ]) {
        await send({ method: "GET", url, headers: { range } });
      }
    }
    for (const id of BAD_PATH_IDS) {
      await send({ method: "GET", url: `/api/files/${id}` });
      await send({ method: "GET", url: `/api/files/${id}/download` });
      await send({ method: "DELETE", url: `/api/files/${id}` });
    }
    // The PDF prints sit outside the Hydra table; the last id is well formed but names no row.
    for (const print of [PRINT_QUOTATION_PATH, PRINT_RECOMMENDATION_PATH]) {
      for (const id of [...BAD_PATH_IDS, "2147483647"]) {
        await send({ method: "GET", url: `${print}/${id}` });
      }
    }
    // A record's history: a kind that is one, or not, and ids and pages that are not.
    for (const kind of ["quotation", "user", "credit-note", "facture", "%00", "x".repeat(100)]) {
      for (const id of BAD_PATH_IDS) await send({ method: "GET", url: `${HISTORY_PATH}/${kind}/${id}` });
    }
    for (let round = 0; round < ROUNDS; round++) {
      await send({ method: "GET", url: `${HISTORY_PATH}/invoice/1${randomQuery(rng)}` });
    }
    // The exports and the delivery report's PDF by token sit outside the Hydra table too.
    for (let round = 0; round < ROUNDS * 2; round++) {
      for (const exportPath of [LEADS_EXPORT_PATH, DELIVERY_REPORTS_EXPORT_PATH, TIME_ENTRY_EXPORT_PATH]) {
        await send({ method: "GET", url: `${exportPath}${randomQuery(rng)}` });
      }
    }
    for (const token of [...BAD_PATH_IDS, "x".repeat(43), "%00", "%ud800"]) {
      await send({ method: "GET", url: `${DELIVERY_REPORT_PDF_PATH}/${token}` });
    }

    // Signed out, last: the sign-in and sign-out paths.
    for (let round = 0; round < ROUNDS * 2; round++) {
      const body = {
        ...randomBody(rng),
        email: pick(rng, [
          "admin@tronc.test",
          "\u0000",
          "a\u0000@x.fr",
          "\ud800@x.fr",
          "İ".repeat(180),
          ["a"],
          12,
        ]),
        password: pick(rng, ["x", "\u0000", "\ud800", "", 12]),
      };
      await send({ method: "POST", url: "/api/login", payload: body }, false);
    }
    for (const broken of brokenBodies) await send({ method: "POST", url: "/api/login", ...broken }, false);
    await send({ method: "POST", url: "/api/logout", headers: { cookie: "tc_session=%00%ud800" } }, false);
    await send(
      { method: "GET", url: "/api/me", headers: { cookie: `tc_session=${"x".repeat(5000)}` } },
      false,
    );

    // On a real socket: what Node's HTTP parser refuses before any route (a URL over 16 KB among them).
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    for (const raw of PARSER_REFUSALS) {
      sent++;
      const answer = await rawRequest(port, raw);
      const problem =
        answer.status < 400
          ? `pas de refus : ${answer.body.slice(0, 120)}`
          : judge({ statusCode: answer.status, body: answer.body });
      if (problem) findings.push({ request: raw.slice(0, 120), status: answer.status, said: problem });
    }

    expect(sent).toBeLessThan(MAX_REQUESTS);
    const report = findings.map(
      (f) => `${f.status} ${f.request}\n    → ${f.said}${f.logged ? `\n    log: ${f.logged}` : ""}`,
    );
    expect(report, `${findings.length} réponses fautives sur ${sent} requêtes`).toEqual([]);
  });
});
