import { describe, expect, it } from 'vitest';
import {
  breakWord,
  fitTextToFont,
  type PlacedSegment,
  type Run,
  STAND_IN,
  type TextMeasure,
  wrapRuns,
} from './report-text.ts';

type Weight = 'regular' | 'bold';

/** Every character is one unit wide in 'regular' and two in 'bold'. */
const measure: TextMeasure<Weight> = {
  width: (text, font) => [...text].length * (font === 'bold' ? 2 : 1),
};

const latinAndCyrillic = (codePoint: number) =>
  codePoint < 0x250 || (codePoint >= 0x400 && codePoint < 0x500) || codePoint === 0x25a1;

const run = (text: string, font: Weight = 'regular'): Run<Weight> => ({ text, font });

const lineTexts = (lines: PlacedSegment<Weight>[][]) =>
  lines.map((line) => line.map((segment) => segment.text).join(' '));

describe('fitTextToFont', () => {
  it('keeps text the font can draw and tidies its whitespace', () => {
    expect(fitTextToFont('  Иван\tПетров \n Backend\u00a0Engineer ', latinAndCyrillic)).toEqual({
      text: 'Иван Петров Backend Engineer',
      substituted: false,
    });
  });

  it('puts one stand-in for each character the font lacks, an emoji sequence counting once', () => {
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}';
    expect(fitTextToFont(`東京 ${family} Ltd`, latinAndCyrillic)).toEqual({
      text: `${STAND_IN}${STAND_IN} ${STAND_IN} Ltd`,
      substituted: true,
    });
  });

  it('drops control and invisible format characters and repairs lone surrogates', () => {
    const fitted = fitTextToFont('a\u0000b\u200bc\u00add \ud800', latinAndCyrillic);
    expect(fitted.text).toBe(`abcd ${STAND_IN}`);
  });

  it('keeps decomposed accents as one composed letter', () => {
    expect(fitTextToFont('Rene\u0301e', latinAndCyrillic).text).toBe('Renée');
  });
});

describe('wrapRuns', () => {
  it('breaks between words so that no line is wider than allowed', () => {
    const lines = wrapRuns([run('one two three four five')], 9, measure);
    expect(lineTexts(lines)).toEqual(['one two', 'three', 'four five']);
  });

  it('places runs in different fonts on one line, joined by a space', () => {
    const [line] = wrapRuns([run('Fix:', 'bold'), run('move it')], 40, measure);
    expect(line).toEqual([
      { text: 'Fix:', font: 'bold', x: 0 },
      { text: 'move it', font: 'regular', x: 9 },
    ]);
  });

  it('breaks a word longer than a line into pieces that each fit', () => {
    const lines = wrapRuns([run(`ab ${'x'.repeat(25)} cd`)], 10, measure);
    expect(lineTexts(lines)).toEqual(['ab', 'x'.repeat(10), 'x'.repeat(10), 'xxxxx cd']);
  });

  it('gives no lines for empty text', () => {
    expect(wrapRuns([run('')], 10, measure)).toEqual([]);
  });

  it('lays out a 200 000-character word quickly', () => {
    const start = performance.now();
    const lines = wrapRuns([run('y'.repeat(200_000))], 80, measure);
    expect(lines).toHaveLength(2_500);
    expect(performance.now() - start).toBeLessThan(2_000);
  });
});

describe('breakWord', () => {
  it('never splits a character made of several code points', () => {
    const word = 'e\u0301'.repeat(6);
    expect(breakWord(word, 'regular', 4, measure)).toEqual([
      'e\u0301e\u0301',
      'e\u0301e\u0301',
      'e\u0301e\u0301',
    ]);
  });
});
