import { existsSync } from 'node:fs';

/** The flags every headless Chromium of the project runs with: no sandbox in containers, nothing from the network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The system Chromium when there is one (CHROMIUM_PATH, else /usr/bin/chromium). */
export function systemChromium(): string | undefined {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}
