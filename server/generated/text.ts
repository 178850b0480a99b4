/**
 * Text that reaches a file or message the server writes for someone (a calendar, a CSV file, a PDF report, an
 * e-mail): well formed, NFC, free of control and format characters, and bounded. Every such writer passes its
 * user and fetched text through one of these two, so no reader can be handed a line break, a carriage return or a
 * bidirectional override it did not expect.
 */

/** Every line break Unicode knows (CR LF, CR, LF, VT, FF, NEL, LS, PS) as one. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/** Any other whitespace run, tabs and no-break spaces included. */
const SPACES = /[^\S\n]+/g;
/** Control characters but the line feed, soft hyphens, and format characters but the zero-width joiner (emoji). */
const INVISIBLE = /[^\P{Cc}\n]|\u00ad|[^\P{Cf}\u200d]/gu;
const BLANK_LINES = /\n{3,}/g;
const ELLIPSIS = '\u2026';
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** How far back from the cut a whole grapheme is looked for: longer than any emoji sequence a person types. */
const GRAPHEME_WINDOW = 32;

/** At most `maxLength` UTF-16 units, cut between two graphemes and ending with an ellipsis when it was cut. */
function bounded(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const room = Math.max(0, maxLength - ELLIPSIS.length);
  const windowStart = Math.max(0, room - GRAPHEME_WINDOW);
  let cut = windowStart;
  for (const { index, segment } of graphemes.segment(text.slice(windowStart, room + GRAPHEME_WINDOW))) {
    if (windowStart + index + segment.length > room) break;
    cut = windowStart + index + segment.length;
  }
  return `${text.slice(0, cut).trimEnd()}${ELLIPSIS}`;
}

/**
 * Well formed (a lone surrogate becomes U+FFFD), composed, every line break one `\n`, every other run of whitespace
 * one space, nothing invisible.
 */
function cleaned(text: string): string {
  return text
    .toWellFormed()
    .normalize('NFC')
    .replace(LINE_BREAK, '\n')
    .replace(SPACES, ' ')
    .replace(INVISIBLE, '')
    .replace(SPACES, ' ');
}

/** One line: every run of whitespace, line breaks included, is one space; trimmed; at most `maxLength`. */
export function singleLine(text: string, maxLength: number): string {
  return bounded(cleaned(text).replace(/\s+/g, ' ').trim(), maxLength);
}

/**
 * Lines kept as `\n` (at most one empty line in a row), other whitespace runs one space, each line trimmed; at
 * most `maxLength`.
 */
export function textBlock(text: string, maxLength: number): string {
  const lines = cleaned(text)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(BLANK_LINES, '\n\n')
    .trim();
  return bounded(lines, maxLength);
}
