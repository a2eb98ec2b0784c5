import { defineResource } from "../../resource/define-resource";
import { addressContract } from "./contract";
import { searchAddresses } from "./services";

/** No Hydra row: the spec's Address is only the IRI of a company's embedded address. */
export const addressModule = defineResource(addressContract, { search: searchAddresses });
