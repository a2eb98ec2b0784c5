import { defineContract } from "../../resource/contract";

/** The session of the request: the web shell asks who is signed in (nobody included) before anything. */
export const sessionContract = defineContract({
  name: "session",
  operations: {
    /** The signed-in user, or null: open to everyone. */
    current: { type: "query", policy: "public" },
    me: { type: "query", policy: "authed" },
  },
  messages: [],
});
