import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentSettings } from '#server/config.ts';
import { type SubscriptionLedger, subscriptionLedger } from './ledger.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox/provider.ts';
import { createStripeProvider, type StripeProvider } from './stripe/provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: SandboxProvider | StripeProvider;
    /** The subscriptions as the payment provider has recorded them, asked again when a period end has passed. */
    subscriptionLedger: SubscriptionLedger;
  }
}

export function createPaymentProvider(settings: PaymentSettings): SandboxProvider | StripeProvider {
  return settings.provider === 'stripe' ? createStripeProvider(settings) : createSandboxProvider();
}

export default fp(
  async function payments(app: FastifyInstance, options: { settings: PaymentSettings }) {
    const provider = createPaymentProvider(options.settings);
    app.decorate<SandboxProvider | StripeProvider>('payments', provider);
    app.decorate('subscriptionLedger', subscriptionLedger(app.db, provider, app.log));
  },
  { name: 'payments', dependencies: ['database'] },
);
