import { describe, expect, it } from 'vitest';
import {
  chunksOf,
  type Manifest,
  pageHtml,
  splitHead,
  withChunksAfterFirstPaint,
  withDataPreloads,
  withHeadScript,
  withInlineStylesheets,
} from './prerender-page.ts';

const TEMPLATE =
  '<!doctype html><html><head><title>CareerPilot</title><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';

describe('splitHead', () => {
  it("takes the screen's leading title and meta into the head and leaves the rest", () => {
    const screen =
      '<title>Career Dashboard | CareerPilot</title><meta name="description" content="Track your progress."/><!--$--><main><h1>Dashboard</h1><meta itemprop="x"/></main><!--/$-->';
    expect(splitHead(screen)).toEqual({
      head: '<title>Career Dashboard | CareerPilot</title><meta name="description" content="Track your progress."/>',
      body: '<!--$--><main><h1>Dashboard</h1><meta itemprop="x"/></main><!--/$-->',
    });
  });

  it('leaves a screen without head elements whole', () => {
    expect(splitHead('<div>Hello</div>')).toEqual({ head: '', body: '<div>Hello</div>' });
  });
});

describe('withHeadScript', () => {
  const entry = '<script type="module" crossorigin src="/assets/index-1.js"></script>';

  it("puts the script inline just before the entry's tag, the entry as it was", () => {
    expect(withHeadScript(`<head><title>CareerPilot</title>${entry}</head>`, 'hold()')).toBe(
      `<head><title>CareerPilot</title><script>hold()</script>${entry}</head>`,
    );
  });

  it('refuses a template without one entry script', () => {
    expect(() => withHeadScript('<head></head>', 'hold()')).toThrow(/script/);
    expect(() => withHeadScript(`<head>${entry}${entry}</head>`, 'hold()')).toThrow(/script/);
  });

  it('refuses a script the HTML parser would end or escape early', () => {
    for (const code of ['a("</script>")', 'a("</SCRIPT ")', 'a("<!--")']) {
      expect(() => withHeadScript(`<head>${entry}</head>`, code), code).toThrow(/cannot be inlined/);
    }
  });
});

describe('pageHtml', () => {
  it("puts the screen in the root, its title in place of the template's, and the path it was rendered at", () => {
    const page = pageHtml(TEMPLATE, '<title>Resume | CareerPilot</title><main>Resume</main>', '/resume');
    expect(page).toContain('<head><title>Resume | CareerPilot</title><link');
    expect(page).not.toContain('<title>CareerPilot</title>');
    expect(page).toContain('<div id="root" data-prerendered-path="/resume"><main>Resume</main></div>');
  });

  it('names the reads it was rendered with the answers for a visitor without a session', () => {
    expect(
      pageHtml(TEMPLATE, '<main>x</main>', '/applications', ['/api/auth/me', '/api/applications']),
    ).toContain(
      '<div id="root" data-prerendered-path="/applications" data-answered-without-session="/api/auth/me /api/applications">',
    );
  });

  it("keeps the template's title for a screen that names none", () => {
    expect(pageHtml(TEMPLATE, '<main>x</main>', '/')).toContain('<title>CareerPilot</title>');
  });

  it('refuses a screen that rendered a script (it would not run under the content security policy)', () => {
    expect(() => pageHtml(TEMPLATE, '<main></main><script>$RC("B:0","S:0")</script>', '/')).toThrow(/script/);
  });

  it('refuses a template without its title or root', () => {
    expect(() => pageHtml('<html><body></body></html>', '<main></main>', '/')).toThrow(/index\.html/);
  });

  it('takes a replacement pattern in the screen literally', () => {
    expect(pageHtml(TEMPLATE, '<p>$& and $1</p>', '/')).toContain('<p>$& and $1</p>');
  });
});

describe('withInlineStylesheets', () => {
  it("puts each stylesheet's CSS in a style element instead of its link", async () => {
    const read = async (href: string) => (href === '/assets/index-1.css' ? '.a{color:red}' : '');
    const page = await withInlineStylesheets(TEMPLATE, read);
    expect(page).toContain('<style>.a{color:red}</style>');
    expect(page).not.toContain('rel="stylesheet"');
  });

  it('refuses CSS that would end its style element early', async () => {
    await expect(withInlineStylesheets(TEMPLATE, async () => 'a{content:"</style>"}')).rejects.toThrow(
      /<\/style/,
    );
  });
});

describe('chunksOf', () => {
  const manifest: Manifest = {
    'boot.ts': { file: 'assets/boot-1.js', isEntry: true, imports: ['_tiny.js'] },
    '_tiny.js': { file: 'assets/tiny-1.js' },
    'main.tsx': { file: 'assets/main-1.js', imports: ['_react.js', '_tiny.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_schemas.js': { file: 'assets/schemas-1.js', imports: ['_react.js', '_zod.js'] },
    '_zod.js': { file: 'assets/zod-1.js', imports: ['_schemas.js'] },
    'features/a/a-page.tsx': { file: 'assets/a-page-1.js', imports: ['_schemas.js', '_react.js'] },
  };

  it('names the modules and everything they import, however deep, once each, but what the entry loads', () => {
    expect(chunksOf(manifest, ['main.tsx', 'features/a/a-page.tsx'])).toEqual([
      '/assets/main-1.js',
      '/assets/react-1.js',
      '/assets/a-page-1.js',
      '/assets/schemas-1.js',
      '/assets/zod-1.js',
    ]);
  });

  it('fails the build for a module the manifest does not know', () => {
    expect(() => chunksOf(manifest, ['main.tsx', 'features/b/b-page.tsx'])).toThrow(/b-page/);
  });
});

describe('withChunksAfterFirstPaint', () => {
  it('names each script in an inert template at the end of the head, for the entry to load after the first paint', () => {
    const page = withChunksAfterFirstPaint(TEMPLATE, ['/assets/a-1.js', '/assets/b-1.js']);
    expect(page).toContain(
      '<template id="after-first-paint"><link rel="modulepreload" crossorigin href="/assets/a-1.js"><link rel="modulepreload" crossorigin href="/assets/b-1.js"></template></head>',
    );
    expect(page.match(/<link rel="modulepreload"/g)).toHaveLength(2);
  });

  it('refuses a page without a head', () => {
    expect(() => withChunksAfterFirstPaint('<p>x</p>', ['/a.js'])).toThrow(/head/);
  });
});

describe('withDataPreloads', () => {
  it('preloads each path as a fetch with credentials, as the app asks for it', () => {
    expect(withDataPreloads(TEMPLATE, ['/api/progress', '/api/a?b&c'])).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/progress"><link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/a?b&amp;c"></head>',
    );
  });
});
