import { defineResource } from "../../resource/define-resource";
import { sessionContract } from "./contract";
import { currentSessionUser, signedInUser } from "./services";

/** No Hydra row: the sign-in's own paths (/api/login, /api/logout) are the server's. */
export const sessionModule = defineResource(sessionContract, {
  current: currentSessionUser,
  me: signedInUser,
});
