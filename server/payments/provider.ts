import type { PaidPlanId } from '#common/plans.ts';
import type { SubscriptionStatus } from '#server/db/schema/index.ts';

/** How the browser confirms the card: a payment (money due now) or a setup (a trial: card saved for later). */
export type IntentKind = 'payment' | 'setup';

export type CreatedSubscription = {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  clientSecret: string;
  intent: IntentKind;
};

/** A subscription as the provider keeps it. */
export type SubscriptionState = {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  /** Undefined when the provider's price is not one of ours. */
  planId: PaidPlanId | undefined;
  status: SubscriptionStatus;
  hasPaymentMethod: boolean;
  cancelAtPeriodEnd: boolean;
  trialEndsAt: Date | null;
  currentPeriodEndsAt: Date | null;
};

/** The provider's view of one subscription at one moment; applied only if nothing newer has been. */
export type SubscriptionSnapshot = SubscriptionState & {
  /** Our id, as the provider was given it when the subscription was created. */
  subscriptionId: string | undefined;
  takenAt: Date;
};

export type PaymentProviderName = 'sandbox' | 'stripe';

export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** A card payment provider: Stripe, or the built-in sandbox that behaves like it without money or network. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The browser's key for the provider's script; null for the sandbox. */
  readonly publishableKey: string | null;
  readonly priceIds: Record<PaidPlanId, string>;
  /** Finds or creates the customer and creates a subscription with the 14-day trial, awaiting a card. */
  createSubscription(request: {
    subscriptionId: string;
    userId: string;
    planId: PaidPlanId;
    email: string;
  }): Promise<CreatedSubscription>;
  /** The plan stays until the period ends, then stops; nothing more is charged. */
  cancelAtPeriodEnd(subscription: SubscriptionState): Promise<SubscriptionSnapshot>;
  /** Ends it now: when another plan replaces it, or the account is deleted. */
  cancelNow(subscription: SubscriptionState): Promise<SubscriptionSnapshot>;
}
