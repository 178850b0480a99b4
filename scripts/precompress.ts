import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than the header it costs. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export async function compressFile(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return;
  await Promise.all([
    writeFile(`${path}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    writeFile(`${path}.gz`, await gzipped(content, { level: 9 })),
  ]);
}

async function compressDirectory(directory: string): Promise<void> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map((entry) => compressFile(join(entry.parentPath, entry.name))),
  );
}

/**
 * Writes a Brotli and a gzip copy beside every text asset once the bundle is written, at the highest levels
 * (paid once per build, not per request); the server sends the copy the browser accepts.
 */
export function precompress(): Plugin {
  let outDir = '';
  let serverBuild = false;
  return {
    name: 'careerpilot:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      // The pre-rendering build (scripts/prerender.ts) is for Node, never sent to a browser.
      if (!serverBuild) await compressDirectory(outDir);
    },
  };
}
