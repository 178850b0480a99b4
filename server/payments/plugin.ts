import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentSettings } from '#server/config.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox/provider.ts';
import { createStripeProvider, type StripeProvider } from './stripe/provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: SandboxProvider | StripeProvider;
  }
}

export function createPaymentProvider(settings: PaymentSettings): SandboxProvider | StripeProvider {
  return settings.provider === 'stripe' ? createStripeProvider(settings) : createSandboxProvider();
}

export default fp(
  async function payments(app: FastifyInstance, options: { settings: PaymentSettings }) {
    app.decorate<SandboxProvider | StripeProvider>('payments', createPaymentProvider(options.settings));
  },
  { name: 'payments' },
);
