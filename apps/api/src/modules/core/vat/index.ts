import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { defineResource } from "../../resource/define-resource";
import { vatContract } from "./contract";
import { createVatRate, getVatRate, listVatRates, updateVatRate, type VatRate } from "./services";

export const vatModule = defineResource(
  vatContract,
  { list: listVatRates, get: getVatRate, create: createVatRate, update: updateVatRate },
  {
    hydra: {
      wire: wireType("Tva", PATHS.vatRates, (rate: VatRate) => ({ id: rate.id, tva: rate.tva })),
      lists: [{ operation: "list" }],
      get: "get",
      create: "create",
      update: "update",
    },
  },
);
