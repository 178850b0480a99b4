import { describe, expect, it } from 'vitest';
import { readTrackerAddress, writeTrackerAddress } from './tracker-address.ts';

describe('readTrackerAddress', () => {
  it('reads the list view and the open application', () => {
    expect(readTrackerAddress(new URLSearchParams('view=list&application=42'))).toEqual({
      view: 'list',
      application: 42,
    });
  });

  it('falls back to the board and no open application for anything else', () => {
    for (const search of [
      '',
      'view=table&application=abc',
      'application=0',
      'application=-3',
      'application=1e3',
    ]) {
      expect(readTrackerAddress(new URLSearchParams(search))).toEqual({ view: 'board', application: null });
    }
  });
});

describe('writeTrackerAddress', () => {
  it('keeps other parameters and leaves the defaults out', () => {
    const params = new URLSearchParams('view=list&application=7&from=email');
    expect(writeTrackerAddress(params, { view: 'board', application: null }).toString()).toBe('from=email');
    expect(writeTrackerAddress(params, { view: 'list', application: 9 }).toString()).toBe(
      'view=list&application=9&from=email',
    );
    expect(params.toString()).toBe('view=list&application=7&from=email');
  });
});
