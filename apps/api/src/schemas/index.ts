export * from "./date";
export * from "./id";
export * from "./infos";
export * from "./number";
export * from "./page";
export * from "./text";
export * from "./version";
export * from "./website";
