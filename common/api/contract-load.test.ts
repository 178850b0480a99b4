/// <reference types="vite/client" />
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

it('builds the whole contract without Intl: a browser loads its locale data on the first call, as the page starts', async () => {
  vi.resetModules();
  const intlCalls = [
    vi.spyOn(Intl, 'NumberFormat'),
    vi.spyOn(Intl, 'DateTimeFormat'),
    vi.spyOn(Number.prototype, 'toLocaleString'),
    vi.spyOn(Date.prototype, 'toLocaleString'),
  ];
  const modules = Object.values(import.meta.glob<unknown>(['./*.ts', '!./*.test.ts']));
  expect(modules.length).toBeGreaterThan(10);
  for (const load of modules) await load();
  for (const call of intlCalls) expect(call).not.toHaveBeenCalled();
});
