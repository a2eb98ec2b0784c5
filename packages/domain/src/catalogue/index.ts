export * from "./enumerations";
export * from "./group-products";
export * from "./product-types";
export * from "./search-text";
export * from "./suppliers";
export * from "./task-types";
