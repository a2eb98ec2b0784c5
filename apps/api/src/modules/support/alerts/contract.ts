import { ALERT_STATES, type AlertState, MESSAGES, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { refs, text } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { idListSchema, idSchema, pageInput, searchText } from "../../../schemas";
import { defineContract, type InputOf } from "../../resource/contract";

const id = idSchema("L'alerte");

const alertState = z.enum(ALERT_STATES as [AlertState, ...AlertState[]], {
  error: MESSAGES.ALERT_STATE_UNKNOWN,
});

const filters = {
  /** Words of the content, of the type's label or of a responsible's name. */
  q: searchText,
  /** Absent: new and read (the list's default, spec §9); empty: every state. */
  states: z.array(alertState).max(3, { error: MESSAGES.ALERT_STATES_TOO_MANY }).optional(),
};

/**
 * An alert written by hand (Hydra POST), as the spec's clients send it: the type's code (the service
 * reads it and says in French when it does not exist; absent: 'Autre'), the content as HTML (sanitised
 * when saved and when shown), a path of the app, and the responsibles as user IRIs or ids (the wire's
 * 'responsables'), fifty at most.
 */
const handWritten = {
  type: text(40),
  content: text(20_000),
  url: text(500),
  responsibleIds: refs(PATHS.users).pipe(idListSchema("Le responsable", 50).optional()),
};

/** 'Liste des Alertes': alert readers only (isReadAlert); deleting one is a super admin's. */
export const alertContract = defineContract({
  name: "alert",
  operations: {
    search: {
      type: "query",
      policy: "alertReader",
      input: z.object({ ...filters, ...pageInput(PAGE_SIZES.alerts, PAGE_SIZES.alerts) }),
    },
    get: { type: "query", policy: "alertReader", input: z.object({ id }) },
    /** Called by the list for the alerts it shows (spec §4): the new ones become read, the caller a reader. */
    markRead: {
      type: "mutation",
      policy: "alertReader",
      input: z.object({
        ids: idListSchema("L'alerte", PAGE_SIZES.alerts).min(1, {
          error: MESSAGES.ALERT_IDS_REQUIRED,
        }),
      }),
    },
    /** 'Déclarer comme réglé'. */
    settle: { type: "mutation", policy: "alertReader", input: z.object({ id }) },
    create: { type: "mutation", policy: "alertReader", input: z.object(handWritten) },
    delete: { type: "mutation", policy: "superAdmin", input: z.object({ id }) },
  },
  messages: [
    "ALERT_NOT_FOUND",
    "ALERT_ALREADY_DONE",
    "ALERT_STATE_NOT_NEW",
    "ALERT_STATE_INVALID",
    "ALERT_TYPE_INVALID",
    "ALERT_CONTENT_REQUIRED",
    "ALERT_URL_INVALID",
    "ALERT_RESPONSIBLE_UNKNOWN",
  ],
});

type Operations = typeof alertContract.operations;
export type AlertFilters = Pick<InputOf<Operations["search"]>, "q" | "states">;
export type AlertSearchInput = InputOf<Operations["search"]>;
export type AlertCreateInput = InputOf<Operations["create"]>;
