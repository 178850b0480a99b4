import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { answeredWithoutSession } from '#common/answers-without-session.ts';
import { NOT_FOUND_PATH, type PrerenderedScreen, prerenderedPageFile, SCREEN_PATHS } from '#common/routes.ts';
import { compressFile } from './precompress.ts';
import {
  chunksOf,
  type Manifest,
  pageHtml,
  withChunksAfterFirstPaint,
  withDataPreloads,
  withInlineStylesheets,
  withRenderBlockingEntry,
} from './prerender-page.ts';

/** The app, which the page's entry (client/boot.ts) imports once the page is painted. */
const APP_MODULE = 'main.tsx';

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

async function writePage(file: string, page: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, page);
  await compressFile(file);
}

/**
 * Writes every screen's page into the built client (dist/client/pages): its HTML as a visitor first sees it,
 * with the CSS in the head, so the page paints before any script but the entry or any stylesheet arrives, and the chunks of the app
 * and its screen named for the entry to fetch at once after that paint. Where a visitor without a session sees
 * more at once, a second page for them. Then compressed like the rest of the build.
 */
export async function prerenderScreens(projectRoot: string): Promise<void> {
  const clientDir = join(projectRoot, 'dist', 'client');
  const template = withRenderBlockingEntry(
    await withInlineStylesheets(await readFile(join(clientDir, 'index.html'), 'utf8'), (href) =>
      readFile(join(clientDir, href), 'utf8'),
    ),
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
}
