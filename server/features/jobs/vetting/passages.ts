import { isAbbreviation } from '#server/knowledge/text.ts';

/** Short passages of a posting around a match: the clause a rule reads for negation, the sentence quoted to the user. */

/** How far a clause or sentence is followed from a match; past this the text is too far away to qualify it. */
const CLAUSE_REACH = 160;
const SENTENCE_REACH = 400;
export const MAX_EVIDENCE_LENGTH = 120;
/** How far a cut end may move back to a space so that no word is cut in half. */
const WORD_REACH = 20;

type Span = { from: number; to: number };

const LONGEST_ABBREVIATION = 6;

function isAbbreviationBefore(text: string, at: number): boolean {
  let start = at;
  while (start > 0 && at - start <= LONGEST_ABBREVIATION && /[A-Za-z]/.test(text[start - 1] ?? ''))
    start -= 1;
  return isAbbreviation(text.slice(start, at));
}

const endsSentenceAt = (text: string, at: number) => {
  const character = text[at];
  if (character === '!' || character === '?') return true;
  // A full stop inside 'jobs@acme.com' or '$99.00' does not end anything.
  return (
    character === '.' && (at + 1 >= text.length || text[at + 1] === ' ') && !isAbbreviationBefore(text, at)
  );
};

const endsClauseAt = (text: string, at: number) =>
  endsSentenceAt(text, at) || ',;()'.includes(text[at] ?? '');

function spanAround(
  text: string,
  start: number,
  end: number,
  isBreak: (text: string, at: number) => boolean,
  reach: number,
): Span {
  let from = Math.max(0, start - reach);
  for (let at = start - 1; at >= from; at -= 1) {
    if (isBreak(text, at)) {
      from = at + 1;
      break;
    }
  }
  let to = Math.min(text.length, end + reach);
  for (let at = end; at < to; at += 1) {
    if (isBreak(text, at)) {
      to = at;
      break;
    }
  }
  return { from, to };
}

/** The clause holding text[start, end): up to the nearest comma, semicolon, bracket or sentence end either side. */
export function clauseAround(text: string, start: number, end: number): string {
  const { from, to } = spanAround(text, start, end, endsClauseAt, CLAUSE_REACH);
  return text.slice(from, to);
}

/** The sentence holding text[start, end). */
export function sentenceAround(text: string, start: number, end: number): string {
  const { from, to } = spanAround(text, start, end, endsSentenceAt, SENTENCE_REACH);
  return text.slice(from, to);
}

/** How far before a match a word like 'never' still governs it: 'we will never ask you to …, buy a starter kit'. */
const LEAD_REACH = 120;

/**
 * What leads up to text[start] within its sentence, from its last ';' or 'but' on: the words that can deny or
 * qualify a match ('There is no application fee', 'Training is free, but a $150 starter kit is required').
 */
export function leadBefore(text: string, start: number): string {
  const { from } = spanAround(text, start, start, endsSentenceAt, LEAD_REACH);
  const lead = text.slice(from, start);
  const turn = Math.max(lead.lastIndexOf(';'), lead.toLowerCase().lastIndexOf(' but '));
  return turn === -1 ? lead : lead.slice(turn + 1);
}

/** The rest of the clause from text[start]: 'application fee waived', '… via Telegram, never by phone'. */
export function clauseFrom(text: string, start: number, end: number): string {
  const { to } = spanAround(text, start, end, endsClauseAt, CLAUSE_REACH);
  return text.slice(start, to);
}

/**
 * The sentence holding text[start, end), cut to at most MAX_EVIDENCE_LENGTH characters around the match at whole
 * words, with '…' where it was cut.
 */
export function evidenceAround(text: string, start: number, end: number): string {
  const sentence = spanAround(text, start, end, endsSentenceAt, SENTENCE_REACH);
  let { from, to } = sentence;
  if (to - from > MAX_EVIDENCE_LENGTH) {
    const spare = Math.max(0, MAX_EVIDENCE_LENGTH - (end - start));
    from = Math.max(sentence.from, start - Math.floor(spare / 2));
    to = Math.min(sentence.to, from + MAX_EVIDENCE_LENGTH);
    from = Math.max(sentence.from, Math.min(from, to - MAX_EVIDENCE_LENGTH));
    if (from > sentence.from) {
      const space = text.indexOf(' ', from);
      if (space !== -1 && space < Math.min(start, from + WORD_REACH)) from = space + 1;
    }
    if (to < sentence.to) {
      const space = text.lastIndexOf(' ', to);
      if (space > Math.max(end, to - WORD_REACH)) to = space;
    }
  }
  const cut = to < sentence.to;
  // The sentence's own full stop, question or exclamation mark belongs to the quote.
  const withStop = !cut && endsSentenceAt(text, to) ? to + 1 : to;
  const passage = text.slice(from, withStop).trim();
  return `${from > sentence.from ? '…' : ''}${passage}${cut ? '…' : ''}`;
}
