import { z } from 'zod';
import { PLAN_IDS } from '#common/plans.ts';
import { emailSchema, requiredText } from './fields.ts';

const SECRET_MAX_LENGTH = 500;

export const createSubscriptionRequestSchema = z.object({
  email: emailSchema,
  priceId: requiredText('Price id').trim().min(1, 'Price id is required').max(200, 'Unknown price id'),
});

export type CreateSubscriptionRequest = z.input<typeof createSubscriptionRequestSchema>;

const usageSchema = z.object({
  used: z.number().int().nonnegative(),
  /** Null when the plan makes it unlimited. */
  limit: z.number().int().nonnegative().nullable(),
});

/** The user's plan as it stands, and this month's use of the free plan's allowances. */
export const subscriptionOverviewSchema = z.object({
  plan: z.enum(PLAN_IDS),
  status: z.enum(['free', 'trialing', 'active', 'past_due']),
  trialEndsAt: z.iso.datetime().nullable(),
  /** The next renewal, unless it has been cancelled. */
  renewsAt: z.iso.datetime().nullable(),
  /** When a cancelled plan stops. */
  endsAt: z.iso.datetime().nullable(),
  paymentFailed: z.boolean(),
  /** The account has had its one free trial: a new subscription is paid from its first day. */
  trialUsed: z.boolean(),
  limitsEnforced: z.boolean(),
  usage: z.object({
    resumeAnalyses: usageSchema,
    interviewSessions: usageSchema,
    jobTailorings: usageSchema,
  }),
  /** When this month's allowances start again. */
  allowancesRenewAt: z.iso.datetime(),
});

export type SubscriptionOverview = z.infer<typeof subscriptionOverviewSchema>;

/**
 * Choosing a paid plan either creates a subscription that waits for its card (the client secret confirms it), or,
 * with a plan already running, changes that subscription's plan at once: nothing to confirm.
 */
export const createSubscriptionResponseSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('confirm'),
    clientSecret: z.string(),
    /** Which confirmation the secret is for: a payment now, or saving the card for after the free trial. */
    intent: z.enum(['payment', 'setup']),
    subscriptionId: z.uuid(),
  }),
  z.object({
    outcome: z.literal('changed'),
    /** The plan as it now stands. */
    subscription: subscriptionOverviewSchema,
  }),
]);

export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

export const sandboxConfirmRequestSchema = z.object({
  clientSecret: requiredText('Client secret').min(1, 'Client secret is required').max(SECRET_MAX_LENGTH),
  cardNumber: requiredText('Card number').max(40, 'Your card number is invalid.'),
  expiry: requiredText('Expiry').max(20, "Your card's expiration date is incomplete."),
  cvc: requiredText('CVC').max(10, "Your card's security code is incomplete."),
});

export type SandboxConfirmRequest = z.input<typeof sandboxConfirmRequestSchema>;
