import { defineResource } from "../../resource/define-resource";
import { materialContract } from "./contract";
import { materialExtraRows } from "./hydra-extra";
import { materialReveals, revealMaterialSecret } from "./reveal";
import { createMaterial, setMaterialActive, updateMaterial } from "./save";
import { getMaterial, materialChoices, materialOptions, searchMaterials } from "./search";
import { materialWire } from "./wire";

/**
 * /api/material/phones, /vehicules, /animatos (list, POST, GET and PUT on the item's own url) and
 * /material_abstracts-search: all written by hand (hydra-extra.ts), since each type has its own
 * collection and the wire's body spells the codes flat where the contract nests them under `secrets`.
 * The saves and the reveal seal or open the codes with the server's key (ctx.secretsKey).
 */
export const materialModule = defineResource(
  materialContract,
  {
    search: searchMaterials,
    get: getMaterial,
    create: (ctx, input) => createMaterial(ctx, input, ctx.secretsKey),
    update: (ctx, input) => updateMaterial(ctx, input, ctx.secretsKey),
    setActive: setMaterialActive,
    revealSecret: (ctx, input) => revealMaterialSecret(ctx, input, ctx.secretsKey),
    reveals: materialReveals,
    options: materialOptions,
    choices: (ctx) => materialChoices(ctx.db),
  },
  { hydra: { wire: materialWire, extra: materialExtraRows } },
);
