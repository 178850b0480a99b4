import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { loadEnvFile } from '#server/env-file.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
loadEnvFile(`${projectRoot}/.env`);
const apiPort = process.env.API_PORT ?? '3001';
process.env.API_PORT = apiPort;

/** The API restarts on every server change; Vite serves the client with hot reload and proxies /api to it. */
const api = spawn(process.execPath, ['--watch', 'server/main.ts'], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort },
});

const vite = await createServer({
  configFile: `${projectRoot}/vite.config.ts`,
  server: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 3000), strictPort: true },
});
await vite.listen();
vite.printUrls();

const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
api.once('exit', (code) => {
  if (code !== null && code !== 0) {
    console.error(`The API process exited with code ${code}.`);
    void stop();
  }
});
