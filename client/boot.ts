/**
 * The page's entry (decision 0042). A pre-rendered page is whole without scripts, so it is painted first: the app's
 * code is asked for after the first frame. Before, a fast connection delivered the scripts before that frame, and
 * the page waited for the app to run and hydrate before anything was painted. Until the app has the page, what a
 * person does on it is held for the app to do again (decision 0062): from the page's head on, where the page has
 * the script that holds it (client/head-script.ts), else from here.
 */
import { AFTER_FIRST_PAINT_ID } from './app/after-first-paint.ts';
import { takeOverEarlyActions } from './app/early-actions.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const earlyActions = takeOverEarlyActions();

/** Resolves once the page's first frame is painted. */
function afterFirstPaint(): Promise<void> {
  // A page opened in a background tab paints nothing until it is shown, and animation frames wait as long.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // A frame's callbacks run before it is painted; a task queued from one runs after.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

await afterFirstPaint();
const chunks = document.getElementById(AFTER_FIRST_PAINT_ID);
// All at once: the app and the screen's chunks, rather than the screen's only once the app has run.
if (chunks instanceof HTMLTemplateElement) document.head.append(chunks.content);
const { startApp } = await import('./main.tsx');
await startApp(root, earlyActions);
