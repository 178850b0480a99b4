import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { answeredWithoutSession } from '#common/answers-without-session.ts';
import {
  INLINE_SCRIPTS_FILE,
  NOT_FOUND_PATH,
  type PrerenderedScreen,
  prerenderedPageFile,
  SCREEN_PATHS,
} from '#common/routes.ts';
import { compressFile } from './precompress.ts';
import {
  chunksOf,
  type Manifest,
  pageHtml,
  withChunksAfterFirstPaint,
  withDataPreloads,
  withHeadScript,
  withInlineStylesheets,
} from './prerender-page.ts';

/** The app, which the page's entry (client/boot.ts) imports once the page is painted. */
const APP_MODULE = 'main.tsx';
/** The script every page runs inline in its head, before the entry comes (decision 0062). */
const HEAD_SCRIPT_MODULE = 'head-script.ts';

type Renderer = {
  renderScreen(path: string, answered?: readonly string[]): Promise<PrerenderedScreen>;
  screenModule(path: string): string;
};

/** Builds client/prerender.tsx for Node into a folder beside the client and loads it. */
async function loadRenderer(projectRoot: string): Promise<Renderer & { cleanUp(): Promise<void> }> {
  const outDir = join(projectRoot, 'dist', 'prerender');
  await build({
    configFile: join(projectRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'prerender.tsx', outDir, emptyOutDir: true, manifest: false },
  });
  const { renderScreen, screenModule } = (await import(
    `${pathToFileURL(join(outDir, 'prerender.js')).href}?built=${Date.now()}`
  )) as Renderer;
  return { renderScreen, screenModule, cleanUp: () => rm(outDir, { recursive: true, force: true }) };
}

/**
 * The screen as a visitor without a session sees it: rendered with the answers they get for every read it makes
 * that has one (decision 0043), again while the answers make it ask for more; undefined when nothing changes.
 */
async function renderWithoutSession(
  renderScreen: Renderer['renderScreen'],
  path: string,
  screen: PrerenderedScreen,
) {
  let rendered = screen;
  let answered: string[] = [];
  for (let more = answeredWithoutSession(screen.startReads); more.length > answered.length; ) {
    answered = more;
    rendered = await renderScreen(path, answered);
    more = answeredWithoutSession(rendered.startReads);
  }
  return rendered.html === screen.html ? undefined : { ...rendered, answered };
}

/** The page's head script, bundled on its own from its module into one minified classic script. */
async function bundleHeadScript(projectRoot: string): Promise<string> {
  const root = join(projectRoot, 'client');
  const result = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      rolldownOptions: { input: join(root, HEAD_SCRIPT_MODULE), output: { format: 'iife' } },
    },
  });
  const [bundle] = Array.isArray(result) ? result : [result];
  const chunks = bundle && 'output' in bundle ? bundle.output : [];
  if (chunks.length !== 1 || chunks[0]?.type !== 'chunk') {
    throw new Error(`${HEAD_SCRIPT_MODULE} did not bundle into one script`);
  }
  return chunks[0].code.trim();
}

/** The script's source for a content security policy: its SHA-256 (CSP Level 2's hash-source, without quotes). */
const hashSource = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}`;

async function writePage(file: string, page: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page);
  await compressFile(file);
}

/**
 * Writes every screen's page into the built client (dist/client/pages): its HTML as a visitor first sees it,
 * with the CSS in the head and the script that holds what is done on the page before the app has it, so the page
 * paints before any script or stylesheet arrives, and the chunks of the app and its screen named for the entry to
 * fetch at once after that paint. Where a visitor without a session sees more at once, a second page for them. Then
 * compressed like the rest of the build, and the inline script's hash written for the pages' content security
 * policy (server/plugins/web-client.ts reads it).
 */
export async function prerenderScreens(projectRoot: string): Promise<void> {
  const clientDir = join(projectRoot, 'dist', 'client');
  const headScript = await bundleHeadScript(projectRoot);
  const template = withHeadScript(
    await withInlineStylesheets(await readFile(join(clientDir, 'index.html'), 'utf8'), (href) =>
      readFile(join(clientDir, href), 'utf8'),
    ),
    headScript,
  );
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const { renderScreen, screenModule, cleanUp } = await loadRenderer(projectRoot);
  const pageOf = (path: string, { html, startReads }: PrerenderedScreen, answered: readonly string[] = []) =>
    withChunksAfterFirstPaint(
      withDataPreloads(
        pageHtml(template, html, path, answered),
        startReads.filter((read) => !answered.includes(read)),
      ),
      chunksOf(manifest, [APP_MODULE, screenModule(path)]),
    );
  try {
    for (const path of [...SCREEN_PATHS, NOT_FOUND_PATH]) {
      const screen = await renderScreen(path);
      await writePage(join(clientDir, prerenderedPageFile(path)), pageOf(path, screen));
      const withoutSession = await renderWithoutSession(renderScreen, path, screen);
      if (withoutSession) {
        await writePage(
          join(clientDir, prerenderedPageFile(path, { withoutSession: true })),
          pageOf(path, withoutSession, withoutSession.answered),
        );
      }
    }
  } finally {
    await cleanUp();
  }
  await writeFile(join(clientDir, INLINE_SCRIPTS_FILE), JSON.stringify([hashSource(headScript)]));
}
