import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { singleLine, textBlock } from './text.ts';

/** What no generated file or message may hold: control characters (but `\n` in a block) and format characters. */
const FORBIDDEN_IN_LINE = /[\p{Cc}\u2028\u2029]|[^\P{Cf}\u200d]/u;
const FORBIDDEN_IN_BLOCK = /[^\P{Cc}\n]|[\u2028\u2029]|[^\P{Cf}\u200d]/u;

describe('singleLine', () => {
  it.each([
    ['Role\rX-INJECTED:1', 'Role X-INJECTED:1'],
    ['a\r\n\r\nb', 'a b'],
    ['there.\r\n\r\nYour account is locked\u2028now', 'there. Your account is locked now'],
    ['  tabs\tand\u00a0no-break  ', 'tabs and no-break'],
    ['nul\u0000 bell\u0007 esc\u001b', 'nul bell esc'],
    ['bidi \u202eevil\u202c end', 'bidi evil end'],
    ['soft\u00adhyphen', 'softhyphen'],
    ['family \u{1f468}\u200d\u{1f469}\u200d\u{1f467}', 'family \u{1f468}\u200d\u{1f469}\u200d\u{1f467}'],
    ['lone \ud800 surrogate', 'lone \ufffd surrogate'],
    ['Cafe\u0301', 'Caf\u00e9'],
  ])('%j → %j', (input, expected) => {
    expect(singleLine(input, 100)).toBe(expected);
  });

  it('cuts a long text at its limit with an ellipsis, never inside a character', () => {
    expect(singleLine('a'.repeat(20), 10)).toBe(`${'a'.repeat(9)}\u2026`);
    const emoji = '\u{1f600}'.repeat(10);
    const cut = singleLine(emoji, 9);
    expect(cut.length).toBeLessThanOrEqual(9);
    expect(cut).toBe(`${'\u{1f600}'.repeat(4)}\u2026`);
    expect(singleLine('short', 10)).toBe('short');
  });

  it('cuts one endless word of a million characters quickly and within the limit', () => {
    expect(singleLine('x'.repeat(1_000_000), 500)).toHaveLength(500);
  });

  it('never lets a control or format character through, and never passes its limit', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.integer({ min: 1, max: 200 }),
        (text, max) => {
          const line = singleLine(text, max);
          expect(line.length).toBeLessThanOrEqual(max);
          expect(line).not.toMatch(FORBIDDEN_IN_LINE);
          expect(line).not.toMatch(/\s{2}|^\s|\s$/);
        },
      ),
    );
  });
});

describe('textBlock', () => {
  it('keeps lines as \\n and turns every other line break into one', () => {
    expect(textBlock('one\r\ntwo\rthree\u2028four\u0085five', 100)).toBe('one\ntwo\nthree\nfour\nfive');
  });

  it('keeps at most one empty line in a row and trims every line', () => {
    expect(textBlock('  a  b \n\n\n\n  c\t\td  ', 100)).toBe('a b\n\nc d');
  });

  it('drops the \\r of an attempt to close a calendar event', () => {
    expect(textBlock('x\rEND:VEVENT\rBEGIN:VEVENT\r', 100)).toBe('x\nEND:VEVENT\nBEGIN:VEVENT');
  });

  it('never lets a control character but \\n through, and never passes its limit', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.integer({ min: 1, max: 200 }),
        (text, max) => {
          const block = textBlock(text, max);
          expect(block.length).toBeLessThanOrEqual(max);
          expect(block).not.toMatch(FORBIDDEN_IN_BLOCK);
          expect(block).not.toMatch(/\n{3}/);
        },
      ),
    );
  });
});
