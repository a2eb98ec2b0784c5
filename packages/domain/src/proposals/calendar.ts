/** Pure rules of the proposals area (calendar); filled by its owner. */
export {};
