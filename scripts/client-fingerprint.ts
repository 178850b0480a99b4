import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** What the built client is made from: its sources, the shared contract, the build config and the locked dependencies. */
export const CLIENT_INPUTS = [
  'client',
  'common',
  'vite.config.ts',
  'scripts/precompress.ts',
  'scripts/prerender.ts',
  'scripts/prerender-page.ts',
  'package-lock.json',
];

async function listFiles(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR') return undefined;
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries === undefined) return [path];
  const nested = await Promise.all(
    entries.filter((entry) => !entry.name.startsWith('.')).map((entry) => listFiles(join(path, entry.name))),
  );
  return nested.flat();
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** A hash of every input file's path and content; it changes exactly when a rebuild could change the output. */
export async function clientFingerprint(
  projectRoot: string,
  inputs: string[] = CLIENT_INPUTS,
): Promise<string> {
  const files = (await Promise.all(inputs.map((input) => listFiles(join(projectRoot, input)))))
    .flat()
    .filter((file) => !isTest(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash
      .update(relative(projectRoot, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  }
  return hash.digest('hex');
}
