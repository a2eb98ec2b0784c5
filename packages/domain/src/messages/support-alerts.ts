/** Support — alerts (issue 17). */
export const SUPPORT_ALERT_MESSAGES = {} as const;
