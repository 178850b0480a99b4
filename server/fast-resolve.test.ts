import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { ResolveHookContext } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createPackageResolver } from './fast-resolve.ts';

const root = mkdtempSync(join(tmpdir(), 'careerpilot-resolve-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, content = 'export {};\n') {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
}

write('node_modules/esm/package.json', '{ "type": "module" }');
write('node_modules/esm/index.js');
write('node_modules/esm/lib/part.js');
write('node_modules/esm/legacy/package.json', '{ "type": "commonjs" }');
write('node_modules/esm/legacy/old.js');
write('node_modules/@scope/esm/package.json', '{ "type": "module" }');
write('node_modules/@scope/esm/dist/a.js');
write('node_modules/@scope/esm/dist/b.js');
write('node_modules/cjs/package.json', '{}');
write('node_modules/cjs/index.js');
write('node_modules/cjs/other.js');
write('project/a.js');
write('project/b.js');

const NODE_DEFERS = { url: 'deferred to Node' };
const resolveFrom = (parent: string, specifier: string) =>
  createPackageResolver()(
    specifier,
    { parentURL: pathToFileURL(join(root, parent)).href } as ResolveHookContext,
    () => NODE_DEFERS,
  );

describe('the resolver of relative imports inside ES-module packages', () => {
  it('resolves a relative .js import within a package of type "module", as a module', () => {
    expect(resolveFrom('node_modules/esm/index.js', './lib/part.js')).toEqual({
      url: pathToFileURL(join(root, 'node_modules/esm/lib/part.js')).href,
      format: 'module',
      shortCircuit: true,
    });
    expect(resolveFrom('node_modules/@scope/esm/dist/a.js', './b.js')).toMatchObject({ format: 'module' });
    expect(resolveFrom('node_modules/esm/lib/part.js', '../index.js')).toMatchObject({ format: 'module' });
  });

  it('leaves to Node what it cannot answer as surely', () => {
    for (const [parent, specifier] of [
      ['node_modules/esm/index.js', './legacy/old.js'], // a package.json of its own in between
      ['node_modules/cjs/index.js', './other.js'], // not of type "module"
      ['node_modules/esm/index.js', './missing.js'], // Node's own error for a file that is not there
      ['node_modules/esm/index.js', '../cjs/index.js'], // another package
      ['node_modules/esm/index.js', 'cjs'], // a bare specifier
      ['node_modules/esm/index.js', './lib/part.mjs'],
      ['node_modules/esm/index.js', './lib/part.js?query'],
      ['project/a.js', './b.js'], // not inside node_modules
    ] as const) {
      expect(resolveFrom(parent, specifier), `${specifier} from ${parent}`).toBe(NODE_DEFERS);
    }
  });

  it("answers exactly as Node does for every import the server's modules make", async () => {
    const check = `
      import { registerHooks } from 'node:module';
      import { createPackageResolver } from '#server/fast-resolve.ts';
      const ours = createPackageResolver();
      const answered = [];
      const differing = [];
      const packages = {};
      registerHooks({
        resolve(specifier, context, next) {
          const node = next(specifier, context);
          const name = node.url.match(/node_modules\\/((?:@[^/]+\\/)?[^/]+)/)?.[1];
          if (name) packages[name] = (packages[name] ?? 0) + 1;
          const mine = ours(specifier, context, () => undefined);
          if (mine) {
            answered.push(specifier);
            if (mine.url !== node.url || mine.format !== (node.format ?? 'module')) differing.push({ specifier, mine, node });
          }
          return node;
        },
      });
      await import('#server/start.ts');
      console.log(JSON.stringify({ answered: answered.length, differing, packages }));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', check], {
      cwd: join(import.meta.dirname, '..'),
    });
    const { answered, differing, packages } = JSON.parse(stdout) as {
      answered: number;
      differing: unknown[];
      packages: Record<string, number>;
    };
    expect(differing).toEqual([]);
    // drizzle-orm's files alone import one another hundreds of times: the resolver must still be answering them.
    expect(answered).toBeGreaterThan(300);
    expect(packages['drizzle-orm']).toBeGreaterThan(300);
    // What a server on the defaults never needs is loaded when asked for, not at every start (hundreds of modules each).
    expect(Object.keys(packages)).not.toContain('openai');
    expect(Object.keys(packages)).not.toContain('stripe');
    expect(Object.keys(packages)).not.toContain('pdf-lib');
    // date-fns's index loads some 860 modules: its one function is imported by its own path.
    expect(packages['date-fns'] ?? 0).toBeLessThan(10);
  }, 60_000);
});
