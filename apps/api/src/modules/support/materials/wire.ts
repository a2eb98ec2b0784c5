import { MATERIAL_TYPES, type MaterialType } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { hydraItem, hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { triangleCompanyMember, userMember } from "../../../hydra/routes/sales-wire";
import type { MaterialListItem, MaterialView } from "./views";

/** Each type's own collection (its members' IRIs) and JSON-LD type. */
export const PATH_OF_TYPE = {
  phone: PATHS.phones,
  vehicule: PATHS.vehicules,
  animatos: PATHS.animatos,
} as const satisfies Record<MaterialType, string>;
export const JSON_LD_TYPE = { phone: "Phone", vehicule: "Vehicule", animatos: "Animatos" } as const;

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
  return {
    ...memberFields(material),
    note: material.note,
    ...own,
    secretsSet: material.secretsSet,
    version: material.version,
  };
}

export const materialMember = (material: MaterialListItem) =>
  hydraMember(JSON_LD_TYPE[material.type], materialIri(material.type, material.id), memberFields(material));
export const materialItem = (material: MaterialView) =>
  hydraItem(JSON_LD_TYPE[material.type], materialIri(material.type, material.id), itemFields(material));

/**
 * The kit's one wire of a resource, for its `hydra` options: the materials have a collection per type
 * and every row of theirs is written by hand (hydra-extra.ts), so this wire makes no row.
 */
export const materialWire = wireType("Phone", PATHS.phones, itemFields);
