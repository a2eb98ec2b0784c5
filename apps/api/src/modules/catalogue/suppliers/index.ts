import { defineResource } from "../../resource/define-resource";
import { supplierContract } from "./contract";
import { deleteSupplier } from "./delete";
import { supplierHydraExtra } from "./hydra-extra";
import { createSupplierDraft, updateSupplier } from "./save";
import { searchSuppliers } from "./search";
import { getSupplier } from "./views";
import { supplierWire } from "./wire";

/**
 * /api/tronc-commun/tronc_commun_suppliers (and its -search twin): the lists and the POST are written
 * by hand (hydra-extra.ts); GET, PUT and DELETE {id} are the kit's, `advance` on the wire.
 */
export const supplierModule = defineResource(
  supplierContract,
  {
    search: searchSuppliers,
    get: getSupplier,
    create: createSupplierDraft,
    update: updateSupplier,
    delete: deleteSupplier,
  },
  {
    hydra: {
      wire: supplierWire,
      wireNames: { advancePercent: "advance" },
      get: "get",
      update: "update",
      delete: "delete",
      extra: supplierHydraExtra,
    },
  },
);
