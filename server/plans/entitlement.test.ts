import { describe, expect, it } from 'vitest';
import type { Subscription } from '#server/payments/repository.ts';
import { governingSubscription, isEntitled, nextRenewal } from './entitlement.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
const later = new Date('2026-12-04T12:00:00Z');
const earlier = new Date('2026-11-19T12:00:00Z');

function subscription(change: Partial<Subscription>): Subscription {
  return {
    id: 'a',
    userId: 'u',
    planId: 'linkedin-pro',
    provider: 'sandbox',
    providerSubscriptionId: 'sub_1',
    providerCustomerId: null,
    email: 'grace@example.com',
    status: 'trialing',
    hasPaymentMethod: true,
    cancelAtPeriodEnd: false,
    trialEndsAt: later,
    currentPeriodEndsAt: later,
    sandboxSecretHash: null,
    providerUpdatedAt: null,
    lastPaymentFailedAt: null,
    trialStartedAt: earlier,
    createdAt: earlier,
    updatedAt: earlier,
    ...change,
  };
}

describe('isEntitled', () => {
  it.each([
    ['a trial with a card', {}, true],
    ['a trial without a card', { hasPaymentMethod: false }, false],
    [
      'a trial whose end has passed, with no word since of what followed',
      { trialEndsAt: earlier, currentPeriodEndsAt: earlier },
      false,
    ],
    ['a trial with no end recorded', { trialEndsAt: null }, false],
    [
      'an active subscription whose period has passed, until the provider says otherwise',
      { status: 'active' as const, currentPeriodEndsAt: earlier },
      true,
    ],
    ['an active subscription', { status: 'active' as const, hasPaymentMethod: false }, true],
    ['a past-due subscription, while the card is retried', { status: 'past_due' as const }, true],
    ['a cancelled subscription', { status: 'canceled' as const }, false],
    ['one waiting for its card', { status: 'incomplete' as const }, false],
    ['one cancelled for a period end still to come', { cancelAtPeriodEnd: true }, true],
    [
      'one cancelled for a period end now past',
      { cancelAtPeriodEnd: true, currentPeriodEndsAt: earlier },
      false,
    ],
  ])('%s: %s', (_case, change, entitled) => {
    expect(isEntitled(subscription(change), NOW)).toBe(entitled);
  });
});

describe('governingSubscription', () => {
  it('keeps the best entitled plan', () => {
    const plans = [
      subscription({ id: 'prep', planId: 'interview-prep' }),
      subscription({ id: 'suite', planId: 'full-suite', status: 'canceled' }),
      subscription({ id: 'pro', planId: 'linkedin-pro' }),
    ];
    expect(governingSubscription(plans, NOW)?.id).toBe('pro');
    expect(governingSubscription([], NOW)).toBeUndefined();
  });
});

describe('nextRenewal', () => {
  it('is the trial end while it is ahead, then monthly from it', () => {
    expect(nextRenewal(later, NOW)).toEqual(later);
    expect(nextRenewal(new Date('2026-09-04T12:00:00Z'), NOW)).toEqual(new Date('2026-12-04T12:00:00Z'));
  });
});
