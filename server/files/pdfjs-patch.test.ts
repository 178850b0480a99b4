import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const workerPath = require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
const installedVersion = (require('pdfjs-dist/package.json') as { version: string }).version;

/**
 * pdfjs cloned its text state with the state as the clone's prototype, so every state object became a prototype
 * with a map of its own, and the loop that reads a page's text was deoptimised and compiled again for almost every
 * page (decision 0049). `npm install` applies the fix from patches/ through patch-package.
 */
describe('the pdfjs patch', () => {
  it('is written for the installed pdfjs-dist, so an upgrade brings it up for review', async () => {
    const patches = await readdir(new URL('../../patches/', import.meta.url));
    expect(patches).toContain(`pdfjs-dist+${installedVersion}.patch`);
  });

  it('is applied: a text state clone no longer takes the state as its prototype', async () => {
    const worker = await readFile(workerPath, 'utf8');
    expect(worker).toContain('const clone = Object.assign(Object.create(TextState.prototype), this);');
    expect(worker).not.toContain('const clone = Object.assign(Object.create(this), this);');
  });
});
