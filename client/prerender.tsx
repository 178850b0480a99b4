import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { PrerenderedScreen } from '#common/routes.ts';
import { answerWithoutSession } from './app/answers-without-session.ts';
import { App } from './app/app.tsx';
import { createQueryClient } from './lib/query-client.ts';

export { screenModule } from './app/router.tsx';

/**
 * The HTML of one screen as a visitor sees it before any data arrives, or with the answers a visitor without a
 * session gets for the reads named in `answered` (decision 0043), for the build to put in its page
 * (scripts/prerender.ts). The browser then hydrates it with the same location and answers (client/main.tsx).
 */
export async function renderScreen(
  path: string,
  answered: readonly string[] = [],
): Promise<PrerenderedScreen> {
  const queryClient = createQueryClient();
  answerWithoutSession(queryClient, answered);
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path} ssrSearch="">
        <App queryClient={queryClient} />
      </Router>
    </StrictMode>,
    // One document, every boundary in place: no script that streams the larger ones in afterwards.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  // A query keyed by its path alone asks for the same address for every visitor (one with parameters may not
  // be asked for at all until they are known); endpointQuery (client/lib/query-client.ts) keys them so.
  const startReads = queryClient
    .getQueryCache()
    .getAll()
    .flatMap(({ queryKey }) =>
      queryKey.length === 1 && typeof queryKey[0] === 'string' ? [queryKey[0]] : [],
    );
  // The queries the screen asked for were never fetched; without this their clean-up timers keep Node running.
  queryClient.clear();
  return { html, startReads };
}
