import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerPackageResolver } from '#server/fast-resolve.ts';

// As in server/main.ts: before the server's modules are loaded.
registerPackageResolver();
const [{ loadConfig }, { start }] = await Promise.all([
  import('#server/config.ts'),
  import('#server/start.ts'),
]);

/**
 * The app as `npm start` serves it, on an embedded database that exists only for this run: in E2E_DATA_DIR when the
 * tests name it (they read its outbox), else in a new temporary folder.
 */
const dataDir = process.env.E2E_DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'careerpilot-e2e-')));
rmSync(dataDir, { recursive: true, force: true });
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await start(loadConfig({ ...process.env, DATA_DIR: dataDir }));
