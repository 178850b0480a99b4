import { z } from 'zod';
import { PAID_PLAN_IDS } from '#common/plans.ts';

/** What the browser is told about the server's configuration; never a secret. */
export const clientConfigSchema = z.object({
  aiProvider: z.string(),
  /** How the footer credits the AI, e.g. 'the built-in CareerPilot engine'. */
  aiProviderLabel: z.string(),
  supportEmail: z.email(),
  payments: z.object({
    provider: z.enum(['sandbox', 'stripe']),
    /** The key Stripe's script is loaded with; null for the sandbox. */
    publishableKey: z.string().nullable(),
    /** The monthly price each paid plan is subscribed with. */
    priceIds: z.record(z.enum(PAID_PLAN_IDS), z.string()),
  }),
});

export type ClientConfig = z.infer<typeof clientConfigSchema>;
