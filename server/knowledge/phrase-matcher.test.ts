import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPhraseMatcher, wordsOf } from './phrase-matcher.ts';

const wordsByPattern = (text: string) =>
  [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    key: match[0].toLowerCase(),
    start: match.index,
    end: match.index + match[0].length,
  }));

describe('wordsOf', () => {
  it('finds the words the pattern [\\p{L}\\p{N}]+ finds, in any text', () => {
    const pieces = fc.constantFrom(
      'Data',
      'ünïcödé',
      'İstanbul',
      'straße',
      '日本語',
      '𝐁𝐨𝐥𝐝',
      '😀',
      '٣٤',
      'e\u0301',
      '\ud835',
      '\udc01',
      ' ',
      '-',
      '\n',
      '9',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ unit: 'binary' })), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(wordsOf(text)).toEqual(wordsByPattern(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('createPhraseMatcher', () => {
  it('finds phrases whatever their case, spacing and hyphenation, never inside a word', () => {
    const find = createPhraseMatcher(['hands-on', 'team player', 'go-getter']);
    expect(find('A Hands on TEAM\n player; handson work, not a team players or agogetter.')).toEqual([
      { match: 'Hands on', index: 2 },
      { match: 'TEAM\n player', index: 11 },
      { match: 'handson', index: 25 },
    ]);
  });
});
