import { describe, expect, it } from 'vitest';
import { generateSessionToken, hashSessionToken, isWellFormedToken } from './tokens.ts';

describe('session tokens', () => {
  it('are 43 URL-safe characters, different each time', () => {
    const [first, second] = [generateSessionToken(), generateSessionToken()];
    expect(isWellFormedToken(first)).toBe(true);
    expect(first).not.toBe(second);
  });

  it("are stored as their SHA-256 in hex: the form every stored session's row is found by", () => {
    expect(hashSessionToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
