import { defineResource } from "../../resource/define-resource";
import { userContract } from "./contract";
import { createUser, getUser, listUsers, updateUser } from "./services";
import { listCompanyChoices } from "./user-views";

/**
 * Group users, behind the screens' 'Utilisateurs': tRPC only, no Hydra row of their own (other
 * resources' bodies only name them by their /api/users IRI).
 */
export const userModule = defineResource(userContract, {
  list: listUsers,
  get: getUser,
  create: createUser,
  update: updateUser,
  companyChoices: listCompanyChoices,
});
