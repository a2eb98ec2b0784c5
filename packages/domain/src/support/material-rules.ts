/** Support (issue 17): being built. */
export {};
