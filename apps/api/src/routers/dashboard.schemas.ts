import { z } from "zod";

/** The dashboard is always the signed-in user's own: nothing to choose. */
export const dashboardInput = z.object({}).strict().optional();
