/** The experience slider runs from 0 to 20 years, 3 by default. */
export const EXPERIENCE_YEARS = { min: 0, max: 20, default: 3 } as const;
export const ROLE_MAX_LENGTH = 100;
export const RESPONSE_MAX_LENGTH = 8000;
