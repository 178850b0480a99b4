import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { clientFingerprint } from './client-fingerprint.ts';
import { prerenderScreens } from './prerender.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const outputDirectory = join(projectRoot, 'dist', 'client');
const stampFile = join(outputDirectory, '.source-fingerprint');

/**
 * Builds the web client, its bundle and then every screen's pre-rendered page, unless dist/client was built from
 * exactly the current sources (or `force`).
 */
export async function buildClientIfStale({ force = false } = {}): Promise<'up to date' | 'built'> {
  // Vite builds React's development code when NODE_ENV says so (a test runner sets 'test'): such a build is not the
  // one a later `npm start` wants, so the stamp says which it is.
  const fingerprint = `${await clientFingerprint(projectRoot)} NODE_ENV=${process.env.NODE_ENV ?? 'production'}`;
  const built = await readFile(stampFile, 'utf8').catch(() => undefined);
  const hasIndex = await readFile(join(outputDirectory, 'index.html')).then(
    () => true,
    () => false,
  );
  if (!force && hasIndex && built === fingerprint) return 'up to date';
  await build({ configFile: join(projectRoot, 'vite.config.ts'), logLevel: 'warn' });
  await prerenderScreens(projectRoot);
  await writeFile(stampFile, fingerprint);
  return 'built';
}

if (import.meta.main) {
  // `npm run build` passes --force.
  const result = await buildClientIfStale({ force: process.argv.includes('--force') });
  console.log(
    result === 'built'
      ? 'Built the web client into dist/client.'
      : 'The web client in dist/client is up to date.',
  );
}
