/** Pure rules of the proposals area (recommendations); filled by its owner. */
export {};
