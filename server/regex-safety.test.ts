import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { type FoundRegExp, regExpInventory } from './testing/regex-inventory.ts';
import { proveLinear } from './testing/regex-proof.ts';

type UniqueRegExp = { pattern: string; flags: string; places: string[] };

/** Every regular expression once, with the places it is written. */
function byPattern(regExps: FoundRegExp[]): UniqueRegExp[] {
  const unique = new Map<string, UniqueRegExp>();
  for (const { pattern, flags, where } of regExps) {
    const key = `/${pattern}/${flags}`;
    const entry = unique.get(key) ?? { pattern, flags, places: [] };
    entry.places.push(where);
    unique.set(key, entry);
  }
  return [...unique.values()];
}

/** Why each regular expression that cannot be proved linear is not, checked a few at a time (one per core). */
async function unprovable(regExps: UniqueRegExp[]): Promise<string[]> {
  const queue = [...regExps];
  const failures: string[] = [];
  const checkNext = async (): Promise<void> => {
    const next = queue.shift();
    if (!next) return;
    const proof = await proveLinear(next.pattern, next.flags);
    if (!proof.linear)
      failures.push(`/${next.pattern}/${next.flags} (${next.places.join(', ')}): ${proof.reason}`);
    return checkNext();
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, checkNext));
  return failures.sort();
}

describe('the linearity proof', () => {
  it.each([
    ['(a+)+$', '', /exponential/],
    ['\\s+$', '', /2nd degree polynomial/],
    ['[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)*\\.[a-z]{2,}', 'i', /polynomial/],
    ['(?<=\\d+)x', '', /does not look at exactly one character/],
    ['a(?=b)c', '', /is not at the start \(lookbehind\) or end \(lookahead\)/],
    ['(a)\\1', '', /back-reference/],
  ])('refuses /%s/%s', async (pattern, flags, reason) => {
    const proof = await proveLinear(pattern, flags);
    expect(proof).toEqual({ linear: false, reason: expect.stringMatching(reason) });
  });

  it.each([
    ['(?<![:\\s])[:\\s]+$', ''],
    ['(?<![\\p{L}\\p{N}])(?:team player|go-getter)(?![\\p{L}\\p{N}])', 'giu'],
    ['[\\w.+-]{1,64}@[\\w-]{1,63}(?:\\.[\\w-]{1,63}){0,8}\\.[a-z]{2,24}', 'i'],
  ])('proves /%s/%s linear', async (pattern, flags) => {
    expect(await proveLinear(pattern, flags)).toEqual({ linear: true });
  });
});

describe('the regular expressions of the server and common/', () => {
  const inventory = regExpInventory();

  it('are all found, those built at run time included', { timeout: 60_000 }, async () => {
    const { regExps, unseen } = await inventory;
    expect(regExps.length).toBeGreaterThan(100);
    expect(
      unseen,
      'built from values known only at run time: build them from constants when the module loads',
    ).toEqual([]);
  });

  it('all match in time linear in the input: none can backtrack catastrophically', {
    timeout: 120_000,
  }, async () => {
    const { regExps } = await inventory;
    expect(await unprovable(byPattern(regExps))).toEqual([]);
  });
});
