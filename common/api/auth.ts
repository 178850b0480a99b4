import { z } from 'zod';

/** The current visitor. Until they sign up, everyone is a guest whose data lives behind their session cookie. */
export const currentUserSchema = z.object({
  id: z.uuid(),
  guest: z.boolean(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;
