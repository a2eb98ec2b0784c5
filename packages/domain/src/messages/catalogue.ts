import { GROUP_PRODUCT_MESSAGES } from "./catalogue-group-products";
import { PRODUCT_TYPE_MESSAGES } from "./catalogue-product-types";
import { SUPPLIER_MESSAGES } from "./catalogue-suppliers";
import { TASK_TYPE_MESSAGES } from "./catalogue-task-types";

/** The catalogue's sentences, one file per resource so that each is written by one hand. */
export const CATALOGUE_MESSAGE_AREAS = [
  SUPPLIER_MESSAGES,
  PRODUCT_TYPE_MESSAGES,
  GROUP_PRODUCT_MESSAGES,
  TASK_TYPE_MESSAGES,
] as const;

export const CATALOGUE_MESSAGES = {
  ...SUPPLIER_MESSAGES,
  ...PRODUCT_TYPE_MESSAGES,
  ...GROUP_PRODUCT_MESSAGES,
  ...TASK_TYPE_MESSAGES,
} as const;
