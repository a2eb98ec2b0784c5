import { readdirSync, readFileSync } from "node:fs";
import { files, tutorials } from "@tronc/db";
import { count } from "drizzle-orm";
import { demoVideoPath } from "../../src/seed/tutorials";
import { uploadAs } from "../files-helpers";
import type { DemoUser, TestApp } from "../helpers";

/** The committed demo videos: an H.264 MP4 (146 KB) and a VP9 WebM (77 KB). */
export const MP4 = readFileSync(demoVideoPath("premiers-pas.mp4"));
export const WEBM = readFileSync(demoVideoPath("saisir-un-lead.webm"));
export const PNG_BYTES = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

/** A tRPC mutation as the browser sends it: the status and the French message of a refusal. */
/** One sign-in per app and user: parallel calls share it instead of signing in side by side. */
const sessions = new WeakMap<TestApp, Map<DemoUser, Promise<string>>>();
function sessionOf(t: TestApp, who: DemoUser): Promise<string> {
  const ofApp = sessions.get(t) ?? new Map<DemoUser, Promise<string>>();
  sessions.set(t, ofApp);
  const existing = ofApp.get(who);
  if (existing) return existing;
  const signedIn = t.login(who);
  ofApp.set(who, signedIn);
  return signedIn;
}

export async function mutate(t: TestApp, who: DemoUser | null, procedure: string, input: object) {
  const cookie = who ? await sessionOf(t, who) : null;
  const response = await t.app.inject({
    method: "POST",
    url: `/trpc/tutorial.${procedure}`,
    headers: cookie ? { cookie } : {},
    payload: input,
  });
  const body = response.json();
  return { status: response.statusCode, data: body.result?.data, error: body.error };
}

/** POST /api/tutorials/:id/video as a demo user (or anonymous), on `app` (a server with another cap). */
export async function uploadVideo(
  t: TestApp,
  who: DemoUser | null,
  id: number,
  file: { filename: string; type: string; bytes: Buffer },
  app = t.app,
) {
  const cookie = who ? await t.login(who) : null;
  return uploadAs({ ...t, app }, cookie, `/api/tutorials/${id}/video`, file);
}

/** GET /api/tutorials/:id/video with an optional Range header. */
export async function getVideo(t: TestApp, who: DemoUser | null, id: number, range?: string) {
  const cookie = who ? await t.login(who) : null;
  return t.app.inject({
    method: "GET",
    url: `/api/tutorials/${id}/video`,
    headers: { ...(cookie ? { cookie } : {}), ...(range ? { range } : {}) },
  });
}

/** Starts each file from an empty 'Aide' page, whatever the demo template holds. */
export async function clearTutorials(t: TestApp) {
  await t.handle.db.delete(tutorials);
}

export const storedNames = (t: TestApp) => readdirSync(t.filesDir).sort();

export async function fileRowCount(t: TestApp): Promise<number> {
  const [row] = await t.handle.db.select({ n: count() }).from(files);
  return row?.n ?? 0;
}
