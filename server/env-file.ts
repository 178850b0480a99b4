import { existsSync } from 'node:fs';

/** Settings from a .env file in the working directory, when there is one; the real environment wins. */
export function loadEnvFile(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
