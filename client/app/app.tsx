import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createQueryClient } from '#client/lib/query-client.ts';
import { AppRouter } from './router.tsx';

/**
 * Toasts answer an action, never the first paint: their code (Radix's toast and its layers) loads as the page
 * hydrates instead of before it, and hydrates once it is there.
 */
const Toaster = lazy(() =>
  import('#client/components/ui/toaster.tsx').then(({ Toaster }) => ({ default: Toaster })),
);

/**
 * Marks the document once React has taken the page over (`<html data-hydrated>`): from then on its controls
 * answer. The end-to-end tests wait for it after loading a page.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * The whole app; the pre-rendering passes its own query client, to let go of it afterwards, and so does hydration,
 * with the answers the page was rendered with.
 */
export function App({ queryClient: givenClient }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <Suspense>
        <Toaster />
      </Suspense>
      <HydratedMark />
    </QueryClientProvider>
  );
}
