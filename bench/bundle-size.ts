import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget for the first page a visitor sees. */
export const LANDING_BUDGET_BYTES = 120 * 1024;

const clientDirectory = fileURLToPath(new URL('../dist/client', import.meta.url));

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Each route and the screen module the router loads for it (client/app/router.tsx). */
const ROUTE_SCREENS: [route: string, module: string][] = [
  ['/', 'features/waitlist/components/waitlist-page.tsx'],
  ['/auth', 'features/auth/components/auth-page.tsx'],
  ['/dashboard', 'features/dashboard/components/dashboard-page.tsx'],
  ['/resume', 'features/resume/components/resume-page.tsx'],
  ['/linkedin', 'features/linkedin/components/linkedin-page.tsx'],
  ['/interview', 'features/interview/components/interview-page.tsx'],
  ['/career', 'features/career/components/career-page.tsx'],
  ['/subscription', 'features/subscription/components/subscription-page.tsx'],
];

/** A chunk's key and the keys of everything it imports statically: what must load before it runs. */
function staticImports(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (found.has(key) || !chunk) return found;
  found.add(key);
  for (const imported of chunk.imports ?? []) staticImports(manifest, imported, found);
  return found;
}

async function gzipBytes(file: string): Promise<number> {
  return gzipSync(await readFile(join(clientDirectory, file)), { level: 9 }).length;
}

async function routeSize(manifest: Manifest, module: string) {
  const keys = staticImports(manifest, module, staticImports(manifest, 'index.html'));
  const chunks = [...keys].map((key) => manifest[key] as ManifestChunk);
  const scripts = await Promise.all(chunks.map((chunk) => gzipBytes(chunk.file)));
  const styles = await Promise.all([...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map(gzipBytes));
  const sum = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0);
  return { files: scripts.length, javascript: sum(scripts), css: sum(styles) };
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JavaScript and CSS (gzip) each route loads in the production build; false when the landing page is over budget. */
export async function benchmarkBundleSize(): Promise<boolean> {
  const manifestFile = join(clientDirectory, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const rows = [];
  for (const [route, module] of ROUTE_SCREENS) {
    const { files, javascript, css } = await routeSize(manifest, module);
    rows.push({ route, files, 'JavaScript (gzip)': javascript, 'CSS (gzip)': css });
  }
  const landing = rows[0]?.['JavaScript (gzip)'] ?? Number.POSITIVE_INFINITY;
  console.log(
    `\nBundle size: what each route loads (budget for /: ${kilobytes(LANDING_BUDGET_BYTES)} of JavaScript)`,
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
