import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from './time-zone.ts';

function resolvingTo(timeZone: string) {
  const format = new Intl.DateTimeFormat();
  vi.spyOn(Intl, 'DateTimeFormat').mockReturnValue({
    ...format,
    resolvedOptions: () => ({ ...format.resolvedOptions(), timeZone }),
  } as Intl.DateTimeFormat);
}

describe('browserTimeZone', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is the browser's zone", () => {
    resolvingTo('Europe/Paris');
    expect(browserTimeZone()).toBe('Europe/Paris');
  });

  it('is undefined when the browser gives none, so sign-up leaves it out', () => {
    resolvingTo('');
    expect(browserTimeZone()).toBeUndefined();
  });
});
