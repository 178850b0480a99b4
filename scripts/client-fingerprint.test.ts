import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientFingerprint } from './client-fingerprint.ts';

let root: string;
const inputs = ['client', 'common', 'vite.config.ts'];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'careerpilot-fingerprint-'));
  await mkdir(join(root, 'client', 'lib'), { recursive: true });
  await mkdir(join(root, 'common'));
  await writeFile(join(root, 'client', 'main.tsx'), 'render()');
  await writeFile(join(root, 'client', 'lib', 'utils.ts'), 'export {}');
  await writeFile(join(root, 'common', 'routes.ts'), 'export {}');
  await writeFile(join(root, 'vite.config.ts'), 'export default {}');
});

afterEach(() => rm(root, { recursive: true, force: true }));

describe('clientFingerprint', () => {
  it('is stable while nothing changes', async () => {
    expect(await clientFingerprint(root, inputs)).toBe(await clientFingerprint(root, inputs));
  });

  it.each([
    ['a client source changes', 'client/lib/utils.ts', 'export const x = 1'],
    ['the shared contract changes', 'common/routes.ts', 'export const y = 2'],
    ['the build config changes', 'vite.config.ts', 'export default { base: "/" }'],
    ['a client file is added', 'client/lib/new.ts', 'export {}'],
  ])('changes when %s', async (_case, file, content) => {
    const before = await clientFingerprint(root, inputs);
    await writeFile(join(root, file), content);
    expect(await clientFingerprint(root, inputs)).not.toBe(before);
  });

  it('ignores tests, which are not part of the build', async () => {
    const before = await clientFingerprint(root, inputs);
    await writeFile(join(root, 'client', 'lib', 'utils.test.ts'), 'test()');
    expect(await clientFingerprint(root, inputs)).toBe(before);
  });

  it('tolerates an input that does not exist', async () => {
    await expect(clientFingerprint(root, [...inputs, 'package-lock.json'])).resolves.toMatch(
      /^[0-9a-f]{64}$/,
    );
  });
});
