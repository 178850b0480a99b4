import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { AppRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <Toaster />
    </QueryClientProvider>
  );
}
