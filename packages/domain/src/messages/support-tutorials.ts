/** Support — tutorials (issue 17). */
export const SUPPORT_TUTORIAL_MESSAGES = {} as const;
