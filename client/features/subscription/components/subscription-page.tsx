import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { useCelebrations } from '#client/components/milestones/use-celebrations.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { clientConfigQueryOptions, useClientConfig } from '#client/lib/client-config.ts';
import { loadSchemas } from '#client/lib/contract.ts';
import { subscriptionQueryOptions } from '#client/lib/current-plan.ts';
import { useSignedInUser } from '#client/lib/current-user.ts';
import { formatDate } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import type { SubscriptionOverview } from '#common/api/subscription.ts';
import { type PaidPlanId, PLANS, TRIAL_DAYS } from '#common/plans.ts';
import { useCreateSubscription } from '../api/create-subscription.ts';
import type { Checkout } from './checkout.ts';
import { CurrentPlanPanel, CurrentPlanPlaceholder } from './current-plan-panel.tsx';
import { PaymentView } from './payment-view.tsx';
import { PlanCards } from './plan-cards.tsx';

/** How often, and for how long, the page asks whether Stripe's confirmation has started the plan. */
const ACTIVATION_POLL_MS = 2000;
const ACTIVATION_WAIT_MS = 60_000;

/** What a plan change means for the user: the same trial goes on, or the card on file pays the difference. */
function planChangedText(plan: SubscriptionOverview): string {
  const name = PLANS[plan.plan].name;
  if (plan.trialEndsAt) {
    return `You're now on ${name}. Your free trial goes on until ${formatDate(plan.trialEndsAt)}; no new card is needed.`;
  }
  return `You're now on ${name}, paid with the card on file: the price difference for the rest of this period is settled on your next bill.`;
}

/** A paid plan needs an email first, and it must be an address (the contract's rule, loaded when first asked). */
async function emailProblem(email: string): Promise<{ title: string; description: string } | undefined> {
  if (email.trim() === '') return { title: 'Email Required', description: 'Please enter your email address' };
  const { emailSchema } = await loadSchemas(() => import('#common/api/fields.ts'));
  if (!emailSchema.safeParse(email).success) {
    return {
      title: 'Invalid Email',
      description: 'Please enter a valid email address, such as you@example.com.',
    };
  }
  return undefined;
}

export default function SubscriptionPage() {
  const config = useClientConfig();
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const email = typedEmail ?? user?.email ?? '';
  const [chosen, setChosen] = useState<PaidPlanId | null>(null);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [activatingSince, setActivatingSince] = useState<number | null>(null);
  const { celebrate, overlay } = useCelebrations();

  const { data: subscription } = useQuery({
    ...subscriptionQueryOptions(),
    refetchInterval: activatingSince === null ? false : ACTIVATION_POLL_MS,
  });
  const paidPlan = subscription && subscription.plan !== 'free' ? subscription.plan : null;

  useEffect(() => {
    if (paidPlan) celebrate('subscriptionUpgrade');
  }, [paidPlan, celebrate]);
  useEffect(() => {
    if (activatingSince === null) return;
    if (paidPlan) {
      setActivatingSince(null);
      return;
    }
    const stop = setTimeout(() => setActivatingSince(null), ACTIVATION_WAIT_MS);
    return () => clearTimeout(stop);
  }, [activatingSince, paidPlan]);

  const creationFailed = () =>
    toast({
      title: 'Error',
      description: 'Failed to create subscription. Please try again.',
      variant: 'destructive',
    });
  const create = useCreateSubscription({ onError: creationFailed });

  const choose = async (plan: PaidPlanId) => {
    setChosen(plan);
    const problem = await emailProblem(email);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    const billingEmail = email.trim();
    // A plan chosen the moment the page is ready may come before the server's configuration (its price ids).
    const settings =
      config ?? (await queryClient.ensureQueryData(clientConfigQueryOptions()).catch(() => null));
    if (!settings) {
      creationFailed();
      return;
    }
    create.mutate(
      { email: billingEmail, priceId: settings.payments.priceIds[plan] },
      {
        onSuccess: (answer) => {
          if (answer.outcome === 'confirm') {
            setCheckout({
              plan,
              email: billingEmail,
              clientSecret: answer.clientSecret,
              intent: answer.intent,
            });
            return;
          }
          setChosen(null);
          toast({ title: 'Plan changed', description: planChangedText(answer.subscription) });
        },
      },
    );
  };

  const paid = ({ plan, intent }: Checkout) => {
    toast({
      title: 'Subscription Activated',
      description:
        intent === 'setup'
          ? `Welcome to ${PLANS[plan].name}! Your ${TRIAL_DAYS}-day free trial has started.`
          : `Welcome to ${PLANS[plan].name}! Your plan is active and renews monthly.`,
    });
    setCheckout(null);
    setChosen(null);
    if (config?.payments.provider === 'stripe') setActivatingSince(Date.now());
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageMeta
        title="Choose Your Plan"
        description="CareerPilot's plans: Free, Interview Prep, LinkedIn Pro and Full Suite. Every plan starts with a 14-day free trial."
      />
      {checkout && config ? (
        <PaymentView
          checkout={checkout}
          payments={config.payments}
          onBack={() => setCheckout(null)}
          onPaid={() => paid(checkout)}
          onFailed={(message) =>
            toast({ title: 'Payment Failed', description: message, variant: 'destructive' })
          }
        />
      ) : (
        <div className="flex flex-col gap-8">
          <div className="mx-auto max-w-2xl text-center">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Choose Your Plan</h1>
            <p className="mt-3 text-muted-foreground">
              Practise more, optimise more and find better-matched jobs. Pick the plan that fits your search.
            </p>
          </div>
          <TextField
            id="subscription-email"
            label="Email address"
            fieldClassName="mx-auto w-full max-w-md"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setTypedEmail(event.target.value)}
            hint="Your receipts and plan updates go to this address."
          />
          {subscription ? (
            <CurrentPlanPanel
              subscription={subscription}
              activating={activatingSince !== null}
              sandbox={config?.payments.provider === 'sandbox'}
            />
          ) : (
            <CurrentPlanPlaceholder />
          )}
          <PlanCards
            current={subscription?.plan}
            chosen={chosen}
            pending={create.isPending}
            onChoose={choose}
          />
          <div className="text-center text-sm text-muted-foreground">
            <p>All plans include a 14-day free trial. Cancel anytime.</p>
            <p className="mt-1">
              Questions about plans or billing? Contact our support team at{' '}
              <a
                className="font-medium text-primary hover:underline"
                href={`mailto:${config?.supportEmail ?? 'support@careerpilot.example'}`}
              >
                {config?.supportEmail ?? 'support@careerpilot.example'}
              </a>
              .
            </p>
          </div>
        </div>
      )}
      {overlay}
    </div>
  );
}
