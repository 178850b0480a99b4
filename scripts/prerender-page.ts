import { AFTER_FIRST_PAINT_ID } from '#client/app/after-first-paint.ts';

/** What the template must hold for a screen to be put in it. */
const TEMPLATE_TITLE = '<title>CareerPilot</title>';
const TEMPLATE_ROOT = '<div id="root"></div>';
const HEAD_TAGS = ['<title', '<meta', '<link'];

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** The length of the head element a screen's HTML starts with (React writes a screen's title and meta first), or 0. */
function leadingHeadElementLength(html: string): number {
  if (!HEAD_TAGS.some((tag) => html.startsWith(tag))) return 0;
  const end = html.startsWith('<title')
    ? html.indexOf('</title>') + '</title>'.length
    : html.indexOf('>') + 1;
  return Math.max(end, 0);
}

/** A screen's HTML split into what belongs in the head (its title and meta) and what belongs in the page. */
export function splitHead(screen: string): { head: string; body: string } {
  let rest = screen;
  const head: string[] = [];
  for (let length = leadingHeadElementLength(rest); length > 0; length = leadingHeadElementLength(rest)) {
    head.push(rest.slice(0, length));
    rest = rest.slice(length);
  }
  return { head: head.join(''), body: rest };
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g;

/**
 * The built index.html with its stylesheets' CSS in the head instead of links: the page paints as soon as it
 * arrives. The whole stylesheet, not a "critical" part of it: Tailwind's is small (about 9 kB compressed), and a
 * rule an extractor missed would move the page when the rest arrived.
 */
export async function withInlineStylesheets(
  template: string,
  readAsset: (href: string) => Promise<string>,
): Promise<string> {
  let page = template;
  for (const [link, href] of template.matchAll(STYLESHEET_LINK)) {
    const css = await readAsset(href as string);
    if (css.includes('</style')) throw new Error(`${href} cannot be inlined: it contains "</style"`);
    page = page.replace(link, () => `<style>${css}</style>`);
  }
  return page;
}

/** The start of the entry's script tag as Vite writes it into the built index.html (client/boot.ts). */
const ENTRY_SCRIPT = '<script type="module" crossorigin src=';

/**
 * The built index.html with this classic script inline in its head, just before the entry's tag: it runs as the
 * head is parsed, before anything is painted, and the first paint waits for no script (decision 0062).
 */
export function withHeadScript(template: string, code: string): string {
  if (template.split(ENTRY_SCRIPT).length !== 2) {
    throw new Error(`the built index.html has no single ${ENTRY_SCRIPT}`);
  }
  // The HTML parser ends a script at "</script" and reads "<!--" in one as the start of an escape.
  const lowerCase = code.toLowerCase();
  if (lowerCase.includes('</script') || lowerCase.includes('<!--')) {
    throw new Error('the script cannot be inlined: it contains "</script" or "<!--"');
  }
  return template.replace(ENTRY_SCRIPT, () => `<script>${code}</script>${ENTRY_SCRIPT}`);
}

/**
 * The built index.html with one screen in it: the screen's title and description in the head, its markup in the
 * root, and the path it was rendered at for the client to hydrate with, and the reads it was rendered with the
 * answers for a visitor without a session, if any (decision 0043).
 */
export function pageHtml(
  template: string,
  screen: string,
  path: string,
  answered: readonly string[] = [],
): string {
  if (!template.includes(TEMPLATE_TITLE) || !template.includes(TEMPLATE_ROOT)) {
    throw new Error(`the built index.html has no ${TEMPLATE_TITLE} or no ${TEMPLATE_ROOT}`);
  }
  const { head, body } = splitHead(screen);
  if (body.includes('<script')) throw new Error(`the screen at ${path} rendered a script into its HTML`);
  return template
    .replace(TEMPLATE_TITLE, () => head || TEMPLATE_TITLE)
    .replace(
      TEMPLATE_ROOT,
      () =>
        `<div id="root" data-prerendered-path="${escapeAttribute(path)}"${
          answered.length > 0 ? ` data-answered-without-session="${escapeAttribute(answered.join(' '))}"` : ''
        }>${body}</div>`,
    );
}

/** The build's manifest (Vite's `build.manifest`): each chunk by its source file, and what it imports. */
export type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

function staticImports(manifest: Manifest, key: string, found: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || found.has(key)) return found;
  found.add(key);
  for (const imported of chunk.imports ?? []) staticImports(manifest, imported, found);
  return found;
}

/**
 * The address of every chunk these modules need (the app's and its screen's) that the entry does not load itself:
 * the page names them, for the entry to ask for all at once after the first paint rather than in rounds.
 */
export function chunksOf(manifest: Manifest, modules: readonly string[]): string[] {
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) staticImports(manifest, key, entry);
  }
  const needed = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`the build's manifest has no chunk for ${module}`);
    staticImports(manifest, module, needed);
  }
  return [...needed]
    .filter((key) => !entry.has(key))
    .map((key) => `/${(manifest[key] as { file: string }).file}`);
}

/** The page with these links at the end of its head. */
function withHeadLinks(page: string, links: readonly string[]): string {
  if (!page.includes('</head>')) throw new Error('the page has no </head>');
  return page.replace('</head>', () => `${links.join('')}</head>`);
}

/**
 * The page with a `modulepreload` link for each script, inert in a template at the end of its head: the browser
 * fetches none of them before the first paint, and client/boot.ts puts them in the head after it.
 */
export function withChunksAfterFirstPaint(page: string, scripts: readonly string[]): string {
  const links = scripts.map((src) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(src)}">`);
  return withHeadLinks(page, [`<template id="${AFTER_FIRST_PAINT_ID}">${links.join('')}</template>`]);
}

/**
 * The page with a preload for each API path its screen reads as it starts: the browser asks for the data beside
 * the scripts, and the app's own request (credentials included, as client/lib/api-client.ts sends it) takes
 * the answer instead of asking once it has hydrated.
 */
export function withDataPreloads(page: string, paths: readonly string[]): string {
  return withHeadLinks(
    page,
    paths.map(
      (path) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(path)}">`,
    ),
  );
}
