import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ENTRY_SCREENS, prerenderedPageFile } from '#common/routes.ts';

/** The budget for the first page a visitor sees. */
export const LANDING_BUDGET_BYTES = 120 * 1024;

const clientDirectory = fileURLToPath(new URL('../dist/client', import.meta.url));
const PAGE_SCRIPT = /(?:src|href)="\/(assets\/[\w.-]+\.js)"/g;
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g;

const gzipBytes = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/**
 * What a screen's pre-rendered page makes the browser load before it hydrates: the scripts it names (the entry,
 * its imports, and the screen's own chunks) and the CSS inlined in its head.
 */
async function pageSize(path: string) {
  const page = await readFile(join(clientDirectory, prerenderedPageFile(path)), 'utf8');
  const scripts = [...new Set([...page.matchAll(PAGE_SCRIPT)].map(([, file]) => file as string))];
  const sizes = await Promise.all(
    scripts.map(async (file) => gzipBytes(await readFile(join(clientDirectory, file)))),
  );
  const css = [...page.matchAll(INLINE_STYLE)].map(([, rules]) => rules).join('');
  return {
    files: scripts.length,
    javascript: sizes.reduce((total, size) => total + size, 0),
    css: gzipBytes(css),
  };
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JavaScript and CSS (gzip) each screen loads in the production build; false when the landing page is over budget. */
export async function benchmarkBundleSize(): Promise<boolean> {
  const rows = [];
  for (const route of ENTRY_SCREENS) {
    const { files, javascript, css } = await pageSize(route);
    rows.push({ route, files, 'JavaScript (gzip)': javascript, 'CSS (gzip)': css });
  }
  const landing = rows[0]?.['JavaScript (gzip)'] ?? Number.POSITIVE_INFINITY;
  console.log(
    `\nBundle size: what each screen's page loads (budget for /: ${kilobytes(LANDING_BUDGET_BYTES)} of JavaScript)`,
  );
  console.table(
    rows.map((row) => ({
      ...row,
      'JavaScript (gzip)': kilobytes(row['JavaScript (gzip)']),
      'CSS (gzip)': kilobytes(row['CSS (gzip)']),
    })),
  );
  return landing <= LANDING_BUDGET_BYTES;
}
