import type { CreateSubscriptionResponse } from '#common/api/subscription.ts';
import type { PaidPlanId } from '#common/plans.ts';

/** The plan being paid for and the secret that confirms its card ('setup': after the free trial). */
export type Checkout = Pick<
  Extract<CreateSubscriptionResponse, { outcome: 'confirm' }>,
  'clientSecret' | 'intent'
> & {
  plan: PaidPlanId;
  email: string;
};

/** What each provider's form is given: the checkout, and where to report the outcome. */
export type PaymentFormProps = {
  checkout: Checkout;
  onPaid: () => void;
  onFailed: (message: string) => void;
};
