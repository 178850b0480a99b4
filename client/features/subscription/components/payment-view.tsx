import { ArrowLeft, LoaderCircle, ShieldCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardIconHeader } from '#client/components/ui/card.tsx';
import type { ClientConfig } from '#common/api/config.ts';
import { PLANS, TRIAL_DAYS } from '#common/plans.ts';
import type { PaymentFormProps } from './checkout.ts';
import { SandboxCardForm } from './sandbox-card-form.tsx';

/** Loaded only with Stripe as the provider: the sandbox never fetches Stripe's code. */
const StripePaymentForm = lazy(() => import('./stripe-payment-form.tsx'));

function ProviderForm({ payments, ...props }: PaymentFormProps & { payments: ClientConfig['payments'] }) {
  if (payments.provider === 'stripe' && payments.publishableKey) {
    return (
      <Suspense
        fallback={
          <LoaderCircle className="mx-auto animate-spin text-muted-foreground" aria-label="Loading" />
        }
      >
        <StripePaymentForm publishableKey={payments.publishableKey} {...props} />
      </Suspense>
    );
  }
  return <SandboxCardForm {...props} />;
}

/** 'Complete Your Subscription': the chosen plan, the provider's card form, and a way back to the plans. */
export function PaymentView({
  payments,
  onBack,
  ...props
}: PaymentFormProps & { payments: ClientConfig['payments']; onBack: () => void }) {
  const plan = PLANS[props.checkout.plan];
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6">
      <Button variant="ghost" className="self-start" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to plans
      </Button>
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Complete Your Subscription</h1>
        <p className="mt-2 text-muted-foreground">
          {plan.name}: {plan.price} {plan.period}{' '}
          {props.checkout.intent === 'setup'
            ? `after your ${TRIAL_DAYS}-day free trial.`
            : 'from today: your free trial has been used.'}{' '}
          Receipts go to {props.checkout.email}.
        </p>
      </div>
      <Card>
        <CardIconHeader icon={ShieldCheck} title="Payment Details">
          <CardDescription>Secure payment powered by a card provider</CardDescription>
        </CardIconHeader>
        <CardContent>
          <ProviderForm payments={payments} {...props} />
        </CardContent>
      </Card>
    </div>
  );
}
