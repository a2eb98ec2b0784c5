/** Support — mail (issue 17). */
export const SUPPORT_MAIL_MESSAGES = {} as const;
