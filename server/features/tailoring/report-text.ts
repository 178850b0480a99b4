import { singleLine } from '#server/generated/text.ts';

/** Drawn in place of a character the report's fonts have no glyph for (CJK, emoji, Hebrew, Arabic…). */
export const STAND_IN = '\u25a1';

const ZERO_WIDTH_JOINER = 0x200d;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

export interface FittedText {
  text: string;
  /** Whether any character was replaced by the stand-in. */
  substituted: boolean;
}

/** Joiners and variation selectors only steer the characters around them; a font need not have a glyph for them. */
function isSteeringCodePoint(codePoint: number): boolean {
  return codePoint === ZERO_WIDTH_JOINER || (codePoint >= 0xfe00 && codePoint <= 0xfe0f);
}

function allHaveGlyphs(text: string, hasGlyph: (codePoint: number) => boolean): boolean {
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (!isSteeringCodePoint(codePoint) && !hasGlyph(codePoint)) return false;
  }
  return true;
}

/**
 * The most of one text a report draws, about two pages: far more than any bullet, skill list or posting field a
 * report shows, and past it the text is cut with an ellipsis.
 */
export const REPORT_TEXT_MAX_LENGTH = 5_000;

/**
 * One line of user or fetched text made drawable: one line by the shared helper (whitespace of any kind one space,
 * no control or format character, at most `REPORT_TEXT_MAX_LENGTH`), and each character (a whole grapheme: an emoji
 * sequence counts once) the font cannot draw becomes the stand-in.
 */
export function fitTextToFont(raw: string, hasGlyph: (codePoint: number) => boolean): FittedText {
  const cleaned = singleLine(raw, REPORT_TEXT_MAX_LENGTH);
  if (allHaveGlyphs(cleaned, hasGlyph)) return { text: cleaned, substituted: false };
  let text = '';
  let substituted = false;
  for (const { segment } of graphemes.segment(cleaned)) {
    if (allHaveGlyphs(segment, hasGlyph)) {
      text += segment;
    } else {
      text += STAND_IN;
      substituted = true;
    }
  }
  return { text, substituted };
}

/** A stretch of a paragraph in one font. */
export interface Run<Font> {
  text: string;
  font: Font;
}

/** Text placed on a line: `x` is its offset from the line's start. */
export interface PlacedSegment<Font> {
  text: string;
  font: Font;
  x: number;
}

export interface TextMeasure<Font> {
  width(text: string, font: Font): number;
}

interface PlacedWord<Font> {
  word: string;
  font: Font;
  x: number;
  width: number;
}

/** Splits a word wider than a line into pieces that each fit, between whole characters. */
export function breakWord<Font>(
  word: string,
  font: Font,
  maxWidth: number,
  measure: TextMeasure<Font>,
): string[] {
  const pieces: string[] = [];
  let piece = '';
  let pieceWidth = 0;
  for (const { segment } of graphemes.segment(word)) {
    const width = measure.width(segment, font);
    if (piece !== '' && pieceWidth + width > maxWidth) {
      pieces.push(piece);
      piece = '';
      pieceWidth = 0;
    }
    piece += segment;
    pieceWidth += width;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

function joinIntoSegments<Font>(words: PlacedWord<Font>[]): PlacedSegment<Font>[] {
  const segments: PlacedSegment<Font>[] = [];
  let last: PlacedSegment<Font> | undefined;
  for (const { word, font, x } of words) {
    if (last && last.font === font) {
      last.text += ` ${word}`;
    } else {
      last = { text: word, font, x };
      segments.push(last);
    }
  }
  return segments;
}

/**
 * Lays runs out in lines no wider than `maxWidth`, breaking between words, and inside a word only when the word
 * alone is wider than a line. Runs are joined by a space. Work is linear in the text's length.
 */
export function wrapRuns<Font>(
  runs: Run<Font>[],
  maxWidth: number,
  measure: TextMeasure<Font>,
): PlacedSegment<Font>[][] {
  const lines: PlacedWord<Font>[][] = [];
  let line: PlacedWord<Font>[] = [];
  let lineWidth = 0;
  const startLine = () => {
    if (line.length > 0) lines.push(line);
    line = [];
    lineWidth = 0;
  };
  const place = (word: string, font: Font, width: number) => {
    const space = line.length > 0 ? measure.width(' ', font) : 0;
    line.push({ word, font, x: lineWidth + space, width });
    lineWidth += space + width;
  };
  for (const run of runs) {
    for (const word of run.text.split(' ')) {
      if (word === '') continue;
      const width = measure.width(word, run.font);
      const space = line.length > 0 ? measure.width(' ', run.font) : 0;
      if (lineWidth + space + width <= maxWidth) {
        place(word, run.font, width);
        continue;
      }
      startLine();
      if (width <= maxWidth) {
        place(word, run.font, width);
        continue;
      }
      const pieces = breakWord(word, run.font, maxWidth, measure);
      pieces.forEach((piece, index) => {
        place(piece, run.font, measure.width(piece, run.font));
        if (index < pieces.length - 1) startLine();
      });
    }
  }
  startLine();
  return lines.map(joinIntoSegments);
}
