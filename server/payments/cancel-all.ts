import type { Database } from '#server/db/client.ts';
import { isLive } from '#server/plans/entitlement.ts';
import type { PaymentProvider } from './provider.ts';
import { billingRepository } from './repository.ts';

/** Ends every subscription of the user that could still charge them, at the provider; before an account goes. */
export async function cancelAllAtProvider(db: Database, provider: PaymentProvider, userId: string) {
  for (const subscription of (await billingRepository(db).subscriptionsOf(userId)).filter(isLive)) {
    await provider.cancelNow(subscription);
  }
}
