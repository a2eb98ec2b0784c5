/** A stub's body while its part is being built (removed when the part lands). */
export function notBuilt(what: string): never {
  throw new Error(`${what}: not built yet`);
}
