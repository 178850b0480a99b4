import { z } from 'zod';

/** What the browser is told about the server's configuration; never a secret. */
export const clientConfigSchema = z.object({
  aiProvider: z.string(),
  /** How the footer credits the AI, e.g. 'the built-in CareerPilot engine'. */
  aiProviderLabel: z.string(),
  supportEmail: z.email(),
});

export type ClientConfig = z.infer<typeof clientConfigSchema>;
