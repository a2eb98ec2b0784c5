export * from "./invoice-totals";
export * from "./operation-category";
export * from "./parties";
export * from "./search-text";
