import { opensMidPhrase, sentenceFaults } from '#server/ai/local/grammar/grammar.ts';
import { words } from '#server/knowledge/text.ts';
import { buzzwordsIn } from './buzzwords.ts';

const FEWEST_SENTENCE_WORDS = 3;
const ARTICLES = new Set(['a', 'an', 'the']);
const JOINING_WORDS = new Set(['and', 'or']);

/** Whether a sentence states something a rewrite must keep: a figure, or a name written with a capital inside it. */
export function carriesFacts(sentence: string): boolean {
  return (
    /\d/.test(sentence) ||
    words(sentence)
      .slice(1)
      .some((word) => /^\p{Lu}/u.test(word) && !/^I(?:['’]\p{L}+)?$/u.test(word))
  );
}

/** The text before a buzzword, without the article and adjective that introduce it ('a true self-starter'). */
function withoutIntroduction(before: string): string {
  const kept = before.trimEnd().split(' ');
  const last = kept.at(-1)?.toLowerCase() ?? '';
  const secondLast = kept.at(-2)?.toLowerCase() ?? '';
  if (ARTICLES.has(last)) kept.pop();
  else if (ARTICLES.has(secondLast) && /^\p{Ll}+$/u.test(last)) kept.splice(-2);
  return kept.join(' ');
}

/** The text with one buzzword cut out, with the comma or 'and' that joined it to the rest. */
function cut(text: string, index: number, length: number): string {
  let before = withoutIntroduction(text.slice(0, index));
  let after = text.slice(index + length).trimStart();
  if (after.startsWith(',')) after = after.slice(1).trimStart();
  else {
    const trimmed = before.trimEnd();
    const lastWord = trimmed.split(' ').at(-1)?.toLowerCase() ?? '';
    if (trimmed.endsWith(',')) before = trimmed.slice(0, -1);
    else if (JOINING_WORDS.has(lastWord)) before = trimmed.slice(0, trimmed.length - lastWord.length);
  }
  return `${before.trimEnd()} ${after}`;
}

/** Spaces collapsed, none before punctuation, no joining word or comma left at the start, a capital first. */
function tidied(text: string): string {
  let result = text
    .replace(/\s+/g, ' ')
    .replace(/ (?=[.,;:!?])/g, '')
    .trim();
  for (;;) {
    const first = result.split(' ')[0]?.toLowerCase() ?? '';
    if (result.startsWith(',') || result.startsWith(';')) result = result.slice(1).trimStart();
    else if (JOINING_WORDS.has(first)) result = result.slice(first.length).trimStart();
    else break;
  }
  return `${result.charAt(0).toUpperCase()}${result.slice(1)}`;
}

/**
 * A sentence or headline segment without the buzzwords it uses ('Passionate, results-driven marketer with 8 years…'
 * → 'Marketer with 8 years…'). Undefined when what is left does not read as English or has no words: the caller
 * then keeps the sentence as written if it carries facts, else leaves it out.
 */
export function withoutBuzzwords(text: string): string | undefined {
  const found = buzzwordsIn(text);
  if (found.length === 0) return text;
  let rest = text;
  for (const { index, match } of [...found].sort((a, b) => b.index - a.index))
    rest = cut(rest, index, match.length);
  const result = tidied(rest);
  // A sentence needs a few words to stay one ('Passionate about dashboards.' is no 'Dashboards.'); a segment needs one.
  const fewestWords = /[.!?]$/.test(text.trim()) ? FEWEST_SENTENCE_WORDS : 1;
  const readable =
    words(result).length >= fewestWords && !opensMidPhrase(result) && sentenceFaults(result).length === 0;
  return readable && buzzwordsIn(result).length === 0 ? result : undefined;
}

/** The person's sentence as a rewrite may use it: without its buzzwords, else as written when it carries facts. */
export function ownSentence(sentence: string): string | undefined {
  return withoutBuzzwords(sentence) ?? (carriesFacts(sentence) ? sentence : undefined);
}
