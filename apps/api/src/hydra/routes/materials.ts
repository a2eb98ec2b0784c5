import {
  domainError,
  isMaterialType,
  MATERIAL_TYPE_ARTICLES,
  MATERIAL_TYPES,
  type MaterialType,
  PAGE_SIZES,
} from "@tronc/domain";
import { TRPCError } from "@trpc/server";
import type { MaterialFields } from "../../routers/material.schemas";
import type { MaterialListItem, MaterialView } from "../../services/support/materials/views";
import type { AppCaller } from "../../trpc/caller";
import { bool, date, hydraBody, parseBody, ref, text } from "../body";
import { iri } from "../iri";
import { hydraCollection, hydraItem, hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import { partialView } from "../resource";
import { type HydraRequest, type HydraRoute, idParam } from "../route";
import { triangleCompanyMember, userMember } from "./sales-wire";

/** Each type's own collection (its members' IRIs) and JSON-LD type. */
const PATH_OF_TYPE = {
  phone: PATHS.phones,
  vehicule: PATHS.vehicules,
  animatos: PATHS.animatos,
} as const satisfies Record<MaterialType, string>;
const JSON_LD_TYPE = { phone: "Phone", vehicule: "Vehicule", animatos: "Animatos" } as const;

export const MATERIAL_PATHS = MATERIAL_TYPES.map((type) => PATH_OF_TYPE[type]);
export const materialIri = (type: MaterialType, id: number) => iri(PATH_OF_TYPE[type], id);

/** Spec §3 Material, for a list row: never a code. */
function memberFields(material: MaterialListItem) {
  return {
    id: material.id,
    type: material.type,
    typeTrad: material.typeLabel,
    name: material.name,
    brand: material.brand,
    model: material.model,
    buyAt: material.buyAt,
    state: material.isActive,
    isActive: material.isActive,
    triangleOwner: triangleCompanyMember(material.triangleOwner),
    owner: userMember(material.owner),
    infos: {
      type: material.type,
      name: material.name,
      phoneNumber: material.phoneNumber,
      numberPlate: material.numberPlate,
      owner: material.owner?.fullname ?? null,
    },
    ...(material.type === "phone" ? { phoneNumber: material.phoneNumber, IMEI1: material.imei1 } : {}),
    ...(material.type === "vehicule" ? { numberPlate: material.numberPlate } : {}),
    ...(material.type === "animatos" ? { location: material.location } : {}),
  };
}

/** Spec §3 Material with the type's own fields; the codes only as `secretsSet` (whether each is saved). */
function itemFields(material: MaterialView) {
  const own =
    material.type === "phone"
      ? {
          IMEI2: material.imei2,
          googleAccount: material.googleAccount,
          rustdeskId: material.rustdeskId,
        }
      : material.type === "animatos"
        ? {
            computer: material.computer,
            screen: material.screen,
            scanner1: material.scanner1,
            scanner2: material.scanner2,
            printer: material.printer,
            rustdeskId: material.rustdeskId,
          }
        : {};
  return { ...memberFields(material), note: material.note, ...own, secretsSet: material.secretsSet };
}

const member = (material: MaterialListItem) =>
  hydraMember(JSON_LD_TYPE[material.type], materialIri(material.type, material.id), memberFields(material));
const item = (material: MaterialView) =>
  hydraItem(JSON_LD_TYPE[material.type], materialIri(material.type, material.id), itemFields(material));

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
    ...hydraCollection(path, result.items.map(member), result.total),
    ...partialView(path, req, result),
  };
}

function typeRoutes(type: MaterialType): HydraRoute[] {
  const path = PATH_OF_TYPE[type];
  return [
    { method: "GET", path, handle: (caller, req) => list(caller, req, path, type) },
    {
      method: "POST",
      path,
      handle: async (caller, req) =>
        item(await caller.material.create({ type, ...fieldsOf(parseBody(body, req.body)) })),
      doc: { body },
    },
    {
      method: "GET",
      path: `${path}/:id`,
      handle: async (caller, req) => item(await materialOfType(caller, idParam(req), type)),
    },
    {
      method: "PUT",
      path: `${path}/:id`,
      async handle(caller, req) {
        const id = idParam(req);
        const fields = fieldsOf(parseBody(body, req.body));
        await materialOfType(caller, id, type);
        return item(await caller.material.update({ id, ...fields }));
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
      message: `searchType : « ${value} » n'est pas un type de matériel (phone, vehicule ou animatos).`,
    });
  }
  return value;
}

/**
 * /api/material/phones, /vehicules, /animatos (list, POST, GET and PUT on the item's own url) and
 * /material_abstracts-search (searchType, q, page 1-based, maxResults). Codes are written, never read.
 */
export const materialRoutes: HydraRoute[] = [
  ...MATERIAL_TYPES.flatMap(typeRoutes),
  {
    method: "GET",
    path: PATHS.materialsSearch,
    handle: (caller, req) => list(caller, req, PATHS.materialsSearch, searchTypeOf(req)),
  },
];
