export * from "./alert-rules";
export * from "./alert-texts";
export * from "./global-search";
export * from "./history";
export * from "./mail-rules";
export * from "./material-rules";
export * from "./tutorial-rules";
