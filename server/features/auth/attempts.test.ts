import { describe, expect, it } from 'vitest';
import { pleaseWait } from './attempts.ts';

describe('pleaseWait', () => {
  it('says the wait in the unit that fits, singular for one and never shorter than the wait', () => {
    expect(pleaseWait(60_000)).toBe('Please wait 1 minute and try again.');
    expect(pleaseWait(61_000)).toBe('Please wait 2 minutes and try again.');
    expect(pleaseWait(15 * 60_000)).toBe('Please wait 15 minutes and try again.');
    expect(pleaseWait(1_500)).toBe('Please wait 2 seconds and try again.');
  });
});
