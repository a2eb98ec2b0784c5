export * from "./alert-rules";
export * from "./mail-rules";
export * from "./material-rules";
export * from "./tutorial-rules";
