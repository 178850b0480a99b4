/**
 * Finds fixed phrases (job titles, weak phrases, clichés) in a text one word at a time, so the work is linear in
 * the text's length however many phrases there are. The rules are those of a case-insensitive whole-phrase
 * pattern: a space in a phrase stands for any run of whitespace; a hyphen for a hyphen, one whitespace character
 * or nothing ('hands-on', 'hands on', 'handson'); every other character for itself; and a phrase neither starts
 * nor ends inside a word. Where several phrases start at one place, the one listed first wins; the search goes on
 * after it.
 */

/** A word: a maximal run of letters and digits. What lies between two words is their glue. */
type Word = { key: string; start: number; end: number };

const WORD_CHARACTER = /^[\p{L}\p{N}]$/u;

const isAsciiLetterOrDigit = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);

/**
 * The text's words, as /[\p{L}\p{N}]+/gu finds them, read a character at a time: every phrase search reads the
 * whole text, and the pattern with its match objects cost four times as much.
 */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  let start = -1;
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    let width = 1;
    let inWord: boolean;
    if (code < 128) inWord = isAsciiLetterOrDigit(code);
    else {
      const point = text.codePointAt(index) as number;
      width = point > 0xffff ? 2 : 1;
      inWord = WORD_CHARACTER.test(String.fromCodePoint(point));
    }
    if (inWord && start < 0) start = index;
    if (!inWord && start >= 0) {
      words.push({ key: text.slice(start, index).toLowerCase(), start, end: index });
      start = -1;
    }
    index += width;
  }
  if (start >= 0) words.push({ key: text.slice(start).toLowerCase(), start, end: text.length });
  return words;
}

const isWhitespace = (character: string | undefined) => character !== undefined && /\s/.test(character);

/**
 * How much of `text` from `from` on a phrase's glue covers, or -1: whitespace in the glue takes one or more
 * whitespace characters, a hyphen a hyphen or one whitespace character (or nothing), any other character itself.
 */
function coverGlue(glue: string, text: string, from: number): number {
  let at = from;
  for (let index = 0; index < glue.length; index += 1) {
    const character = glue[index];
    if (isWhitespace(character)) {
      if (!isWhitespace(text[at])) return -1;
      while (isWhitespace(text[at])) at += 1;
      while (isWhitespace(glue[index + 1])) index += 1;
    } else if (character === '-') {
      if (text[at] === '-' || isWhitespace(text[at])) at += 1;
    } else if (text[at] === character) {
      at += 1;
    } else {
      return -1;
    }
  }
  return at - from;
}

/** One way of writing a phrase: its words, the glue between them, and what follows the last word. */
type Spelling = { keys: string[]; glues: string[]; trail: string; rank: number };

/** A phrase's spellings: as written, and with each hyphen between two words closed up ('handson'). */
function spellingsOf(phrase: string, rank: number): Spelling[] {
  const words = wordsOf(phrase);
  if (words.length === 0 || words[0]?.start !== 0) {
    throw new Error(`a phrase must start with a letter or digit: ${JSON.stringify(phrase)}`);
  }
  let spellings: Spelling[] = [{ keys: [words[0].key], glues: [], trail: '', rank }];
  for (let index = 1; index < words.length; index += 1) {
    const word = words[index] as Word;
    const glue = phrase.slice((words[index - 1] as Word).end, word.start);
    spellings = spellings.flatMap((spelling) => {
      const apart = { ...spelling, keys: [...spelling.keys, word.key], glues: [...spelling.glues, glue] };
      if (glue !== '-') return [apart];
      const closed = [...spelling.keys.slice(0, -1), `${spelling.keys.at(-1)}${word.key}`];
      return [apart, { ...spelling, keys: closed }];
    });
  }
  const trail = phrase.slice((words.at(-1) as Word).end);
  return spellings.map((spelling) => ({ ...spelling, trail }));
}

type TrieNode = { children: Map<string, TrieNode>; spellings: Spelling[] };
const newNode = (): TrieNode => ({ children: new Map(), spellings: [] });

export type PhraseSpan = { match: string; index: number };

/** Where `spelling` ends when read from word `first` of the text, or -1. */
function endOf(spelling: Spelling, words: Word[], first: number, text: string): number {
  for (let index = 0; index < spelling.glues.length; index += 1) {
    const before = words[first + index] as Word;
    const after = words[first + index + 1] as Word;
    if (coverGlue(spelling.glues[index] as string, text, before.end) !== after.start - before.end) return -1;
  }
  const last = words[first + spelling.keys.length - 1] as Word;
  if (spelling.trail === '') return last.end;
  const covered = coverGlue(spelling.trail, text, last.end);
  const next = words[first + spelling.keys.length];
  // The trail may not run up to the next word: the phrase would end inside it.
  if (covered < 0 || (next !== undefined && last.end + covered >= next.start)) return -1;
  return last.end + covered;
}

/** A finder of the phrases in `phrases` (earlier ones win where several start at one place). */
export function createPhraseMatcher(phrases: readonly string[]): (text: string) => PhraseSpan[] {
  const root = newNode();
  phrases.forEach((phrase, rank) => {
    for (const spelling of spellingsOf(phrase, rank)) {
      let node = root;
      for (const key of spelling.keys) {
        let child = node.children.get(key);
        if (!child) {
          child = newNode();
          node.children.set(key, child);
        }
        node = child;
      }
      node.spellings.push(spelling);
    }
  });

  return (text) => {
    const words = wordsOf(text);
    const spans: PhraseSpan[] = [];
    let first = 0;
    while (first < words.length) {
      let best: { rank: number; end: number; last: number } | undefined;
      let node: TrieNode | undefined = root;
      for (let cursor = first; cursor < words.length && node; cursor += 1) {
        node = node.children.get((words[cursor] as Word).key);
        for (const spelling of node?.spellings ?? []) {
          if (best && best.rank < spelling.rank) continue;
          const end = endOf(spelling, words, first, text);
          if (end >= 0) best = { rank: spelling.rank, end, last: cursor };
        }
      }
      if (!best) {
        first += 1;
        continue;
      }
      const start = (words[first] as Word).start;
      spans.push({ match: text.slice(start, best.end), index: start });
      first = best.last + 1;
      while (first < words.length && (words[first] as Word).start < best.end) first += 1;
    }
    return spans;
  };
}
