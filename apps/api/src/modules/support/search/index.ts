import { defineResource } from "../../resource/define-resource";
import { searchContract } from "./contract";
import { registerSearchRoute } from "./search-route";
import { findRecords } from "./services";

/** 'Rechercher' in the top bar: tRPC search.find and GET /api/search (search-route.ts). */
export const searchModule = defineResource(
  searchContract,
  { find: findRecords },
  { files: [registerSearchRoute] },
);
