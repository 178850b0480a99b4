import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentSettings } from '#server/config.ts';
import { type SubscriptionLedger, subscriptionLedger } from './ledger.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox/provider.ts';
import type { StripeProvider } from './stripe/provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: SandboxProvider | StripeProvider;
    /** The subscriptions as the payment provider has recorded them, asked again when a period end has passed. */
    subscriptionLedger: SubscriptionLedger;
  }
}

async function createPaymentProvider(settings: PaymentSettings): Promise<SandboxProvider | StripeProvider> {
  if (settings.provider !== 'stripe') return createSandboxProvider();
  // Loaded only when configured: Stripe's client is hundreds of modules that the sandbox never needs.
  const { createStripeProvider } = await import('./stripe/provider.ts');
  return createStripeProvider(settings);
}

export default fp(
  async function payments(app: FastifyInstance, options: { settings: PaymentSettings }) {
    const provider = await createPaymentProvider(options.settings);
    app.decorate<SandboxProvider | StripeProvider>('payments', provider);
    app.decorate('subscriptionLedger', subscriptionLedger(app.db, provider, app.log));
  },
  { name: 'payments', dependencies: ['database'] },
);
