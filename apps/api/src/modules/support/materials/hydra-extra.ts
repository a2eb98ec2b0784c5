import {
  domainError,
  formatMessage,
  isMaterialType,
  MATERIAL_TYPE_ARTICLES,
  MATERIAL_TYPES,
  type MaterialType,
  PAGE_SIZES,
} from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import { bool, date, hydraBody, parseBody, ref, text } from "../../../hydra/body";
import { requestedVersion } from "../../../hydra/etag";
import { hydraCollection } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { partialView } from "../../../hydra/resource";
import { type HydraRequest, type HydraRoute, idParam } from "../../../hydra/route";
import type { AppCaller } from "../../../trpc/caller";
import { admit } from "../../policies";
import { type MaterialFields, materialContract } from "./contract";
import type { MaterialView } from "./views";
import { JSON_LD_TYPE, materialItem, materialMember, PATH_OF_TYPE } from "./wire";

/** A code on the wire: absent keeps it, null or '' clears it, a text replaces it. */
const secret = () => text(200);

const body = hydraBody({
  triangleOwner: ref(PATHS.triangleCompanies),
  owner: ref(PATHS.users),
  name: text(120),
  brand: text(120),
  model: text(120),
  buyAt: date(),
  note: text(5_000),
  state: bool(),
  isActive: bool(),
  phoneNumber: text(30),
  IMEI1: text(40),
  IMEI2: text(40),
  imei1: text(40),
  imei2: text(40),
  googleAccount: text(180),
  numberPlate: text(20),
  computer: text(120),
  screen: text(60),
  scanner1: text(60),
  scanner2: text(60),
  printer: text(60),
  location: text(60),
  rustdeskId: text(60),
  phonePassword: secret(),
  pinCode: secret(),
  googlePassword: secret(),
  rustdeskPass: secret(),
});
type Body = typeof body._output;

/** The wire's names to the procedure's (IMEI1 or imei1, state or isActive, the codes under `secrets`). */
function fieldsOf(wire: Body): MaterialFields {
  const { triangleOwner, owner, state, isActive, IMEI1, IMEI2, imei1, imei2, ...rest } = wire;
  const { phonePassword, pinCode, googlePassword, rustdeskPass, ...fields } = rest;
  return {
    ...fields,
    triangleOwnerId: triangleOwner,
    ownerUserId: owner,
    isActive: isActive ?? state,
    imei1: IMEI1 !== undefined ? IMEI1 : imei1,
    imei2: IMEI2 !== undefined ? IMEI2 : imei2,
    secrets: { phonePassword, pinCode, googlePassword, rustdeskPass },
  };
}

/** A material through its type's own path only: a vehicle is not found under /phones. */
async function materialOfType(caller: AppCaller, id: number, type: MaterialType): Promise<MaterialView> {
  const material = await caller.material.get({ id });
  if (material.type !== type) {
    const params = {
      id,
      actual: MATERIAL_TYPE_ARTICLES[material.type],
      expected: MATERIAL_TYPE_ARTICLES[type],
    };
    throw domainError("MATERIAL_WRONG_TYPE", "notFound", params);
  }
  return material;
}

async function list(caller: AppCaller, req: HydraRequest, path: string, type: MaterialType | undefined) {
  const result = await caller.material.search({
    type,
    q: req.query.string("q"),
    active: req.query.bool("isActive") ?? req.query.bool("state"),
    page: req.query.page(),
    pageSize: req.query.maxResults(PAGE_SIZES.materials),
  });
  return {
    ...hydraCollection(path, result.items.map(materialMember), result.total),
    ...partialView(path, req, result),
  };
}

/** The door of a row, before its path, query or body is read: the policy of the operation it asks. */
const door = (req: HydraRequest, operation: keyof typeof materialContract.operations) =>
  admit(req.user, materialContract.operations[operation].policy);

function typeRoutes(type: MaterialType): HydraRoute[] {
  const path = PATH_OF_TYPE[type];
  return [
    {
      method: "GET",
      path,
      handle: (caller, req) => {
        door(req, "search");
        return list(caller, req, path, type);
      },
    },
    {
      method: "POST",
      path,
      handle: async (caller, req) => {
        door(req, "create");
        return materialItem(await caller.material.create({ type, ...fieldsOf(parseBody(body, req.body)) }));
      },
      doc: { body },
    },
    {
      method: "GET",
      path: `${path}/:id`,
      handle: async (caller, req) => {
        door(req, "get");
        return materialItem(await materialOfType(caller, idParam(req), type));
      },
    },
    {
      method: "PUT",
      path: `${path}/:id`,
      async handle(caller, req) {
        door(req, "update");
        const id = idParam(req);
        const fields = fieldsOf(parseBody(body, req.body));
        const { version: current } = await materialOfType(caller, id, type);
        // If-Match or `version` names the version read; none: written over the current one, as before.
        const version = requestedVersion(req, { type: JSON_LD_TYPE[type], id }) ?? current;
        return materialItem(await caller.material.update({ id, version, ...fields }));
      },
      doc: { body },
    },
  ];
}

/** searchType: one of the types, or absent for all. */
function searchTypeOf(req: HydraRequest): MaterialType | undefined {
  const value = req.query.string("searchType");
  if (value === undefined || value === "all") return undefined;
  if (!isMaterialType(value)) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: formatMessage("MATERIAL_SEARCH_TYPE_UNKNOWN", { value }),
    });
  }
  return value;
}

/**
 * /api/material/phones, /vehicules, /animatos (list, POST, GET and PUT on the item's own url) and
 * /material_abstracts-search (searchType, q, page 1-based, maxResults). Codes are written, never read.
 */
export const materialExtraRows: HydraRoute[] = [
  ...MATERIAL_TYPES.flatMap(typeRoutes),
  {
    method: "GET",
    path: PATHS.materialsSearch,
    handle: (caller, req) => {
      door(req, "search");
      return list(caller, req, PATHS.materialsSearch, searchTypeOf(req));
    },
  },
];
