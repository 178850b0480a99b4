import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { answerWithoutSession } from './app/answers-without-session.ts';
import { App } from './app/app.tsx';
import type { EarlyActions } from './app/early-actions.ts';
import { followGivenValues, replayEarlyInput } from './app/replay-early-input.ts';
import { loadScreen } from './app/router.tsx';
import { firstScreenCommitted } from './app/screen-loader.tsx';
import { createQueryClient } from './lib/query-client.ts';

/**
 * Starts the app in `root` (client/boot.ts imports this module once the page is painted) and, once it has hydrated
 * the screen, hands it what a person did on the painted page before (decision 0062).
 */
export async function startApp(root: HTMLElement, earlyActions: EarlyActions): Promise<void> {
  // The build pre-renders every screen (scripts/prerender.ts); the development server sends the empty index.html.
  const prerenderedPath = root.dataset.prerenderedPath;
  if (prerenderedPath === undefined) {
    earlyActions.release();
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  // Hydrated as rendered (the screen's path without its query), then the router follows the real address; the
  // screen's code first, so that the whole page hydrates at once (client/app/screen-loader.tsx).
  // A chunk that fails to load here is asked for again by the screen itself, as on any later navigation.
  await loadScreen(window.location.pathname).catch(() => undefined);
  // A page sent to a visitor without a session was rendered with the answers such a visitor gets (decision 0043).
  const queryClient = createQueryClient();
  answerWithoutSession(queryClient, root.dataset.answeredWithoutSession?.split(' ') ?? []);
  const givenValues = followGivenValues(root);
  // Not as a transition: one hydrated in slices commits the shell first, and data arriving before the rest is
  // hydrated (the signed-in user, say) would no longer match the painted page.
  hydrateRoot(
    root,
    <StrictMode>
      <Router ssrPath={prerenderedPath} ssrSearch="">
        <App queryClient={queryClient} />
      </Router>
    </StrictMode>,
  );
  // After the commit that resolved it: an event React hears while it commits has its state rendered only after,
  // and a controlled field would be set back to the old state in between.
  await firstScreenCommitted;
  replayEarlyInput(givenValues.stop(), earlyActions.release());
}
