/** Pure rules of the proposals area (purchases); filled by its owner. */
export {};
