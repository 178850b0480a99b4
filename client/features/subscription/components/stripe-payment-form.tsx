import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useState } from 'react';
import type { PaymentFormProps } from './checkout.ts';
import { SubscribeButton } from './subscribe-button.tsx';

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js comes from Stripe's own host (it must), once per key, and only when this form is shown. */
function stripeFor(publishableKey: string) {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

function StripeFields({ checkout, onPaid, onFailed }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    // The specification's return address is the site origin; cards confirm without leaving the page.
    const options = {
      elements,
      confirmParams: { return_url: window.location.origin },
      redirect: 'if_required' as const,
    };
    const { error } =
      checkout.intent === 'setup' ? await stripe.confirmSetup(options) : await stripe.confirmPayment(options);
    setBusy(false);
    if (error) onFailed(error.message ?? 'The payment could not be completed.');
    else onPaid();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5">
      <PaymentElement onReady={() => setReady(true)} />
      <SubscribeButton ready={ready && stripe !== null && elements !== null} busy={busy} />
    </form>
  );
}

/** Stripe's Payment Element for the subscription's client secret. */
export default function StripePaymentForm({
  publishableKey,
  ...props
}: PaymentFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret: props.checkout.clientSecret }}>
      <StripeFields {...props} />
    </Elements>
  );
}
