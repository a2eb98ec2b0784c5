/** Pure rules of the proposals area (quotations); filled by its owner. */
export {};
