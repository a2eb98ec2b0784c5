/** Support — materials (issue 17). */
export const SUPPORT_MATERIAL_MESSAGES = {} as const;
