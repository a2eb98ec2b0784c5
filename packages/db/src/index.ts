export * from "./client";
export * from "./migrate";
export * from "./migrations-applied";
export * as schema from "./schema";
export * from "./schema";
