import type { PaidPlanId } from '#common/plans.ts';
import type { SubscriptionStatus } from '#server/db/schema/index.ts';
import type { ProviderSubscription } from './repository.ts';

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
  /**
   * Creates the user's customer, with the user's id on it. Asked twice for the same user, even at once, the
   * provider answers with the same customer wherever it can; the caller keeps whichever it stored first.
   */
  createCustomer(userId: string): Promise<string>;
  /**
   * Creates a subscription on the user's customer, awaiting a card: with the free trial (the card is saved for
   * after it) or, once the account has had its trial, paid now. The email becomes the customer's billing address.
   */
  createSubscription(request: {
    subscriptionId: string;
    userId: string;
    customerId: string;
    planId: PaidPlanId;
    email: string;
    trial: boolean;
  }): Promise<CreatedSubscription>;
  /** Moves a live subscription to another plan's price, prorated as the provider does; no new card is needed. */
  changePlan(subscription: ProviderSubscription, planId: PaidPlanId): Promise<SubscriptionSnapshot>;
  /** The subscription as the provider has it now: asked when a recorded trial or period end has passed. */
  refresh(subscription: ProviderSubscription, now: Date): Promise<SubscriptionSnapshot>;
  /** The plan stays until the period ends, then stops; nothing more is charged. */
  cancelAtPeriodEnd(subscription: SubscriptionState): Promise<SubscriptionSnapshot>;
  /** Ends it now: when another plan replaces it, or the account is deleted. */
  cancelNow(subscription: SubscriptionState): Promise<SubscriptionSnapshot>;
}
