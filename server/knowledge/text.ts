/** Words that carry no topic of their own. */
const STOPWORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing down during each few for from further had has have having he her here hers him ' +
    'his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ' +
    'ours out over own same she should so some such than that the their theirs them then there these they this those ' +
    'through to too under until up very was we were what when where which while who whom why will with would you your ' +
    'yours yourself us get got make made really thing things way lot one two'
  ).split(' '),
);

const SUFFIXES = [
  'ations',
  'ation',
  'ings',
  'ing',
  'ments',
  'ment',
  'ness',
  'ies',
  'ied',
  'ers',
  'ed',
  'es',
  'er',
  'ly',
  's',
  'e',
];
const MIN_STEM = 4;

/** A light stemmer: enough that 'stakeholders', 'prioritised' and 'prioritizing' meet their base words. */
export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/is(e|ed|es|ing|ation)$/, 'iz$1');
  for (const suffix of SUFFIXES) {
    if (lower.endsWith(suffix) && lower.length - suffix.length >= MIN_STEM)
      return lower.slice(0, -suffix.length);
  }
  return lower;
}

/** Numbers as people write them in words, up to ninety, and a dozen. */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  dozen: 12,
};

/** The number a word names ('twelve', 'Five'), if it names one. */
export const numberOfWord = (word: string): number | undefined => NUMBER_WORDS[word.toLowerCase()];

export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

/** The stems of a text's meaningful words. */
export function contentStems(text: string): string[] {
  return words(text)
    .map((word) => word.toLowerCase().replace(/['’]s$/, ''))
    .filter((word) => !STOPWORDS.has(word) && word.length > 1)
    .map(stem);
}

/** Words that end in a full stop without ending a sentence: 'Acme Inc. in Austin', 'Dr. Patel', '5 yrs. of'. */
const ABBREVIATIONS = new Set(
  (
    'inc ltd co corp llc plc jr sr dr mr mrs ms prof st mt vs e.g i.e yrs yr no nos approx dept univ ex fig est avg ' +
    'mgr asst assoc govt intl jan feb mar apr jun jul aug sep sept oct nov dec'
  ).split(' '),
);
/** Whether a word (without its full stop) is a short form a full stop follows without ending the sentence. */
export const isAbbreviation = (word: string): boolean => ABBREVIATIONS.has(word.toLowerCase());

/** An initial or a dotted short form: 'J', 'U.S', 'B.Sc', 'M.B.A', 'a.m'. */
const INITIALS = /^(?:\p{L}|(?:\p{L}{1,3}\.){1,4}\p{L}{1,3})$/u;
const SENTENCE_END = /[.!?]{1,3}["'”’)\]]?\s+/g;
/** The word before a full stop; no abbreviation is longer. */
const LAST_WORD = /[\p{L}.]{1,16}$/u;

function endsSentence(line: string, stop: RegExpMatchArray, start: number): boolean {
  if (!stop[0].startsWith('.')) return true;
  const index = stop.index ?? 0;
  const word = line.slice(Math.max(start, index - 16), index).match(LAST_WORD)?.[0] ?? '';
  const lower = word.toLowerCase();
  // 'etc.' ends a sentence when a capital follows: 'SQL, etc. Open to remote roles.'
  if (lower === 'etc') return /\p{Lu}/u.test(line[index + stop[0].length] ?? '');
  return !ABBREVIATIONS.has(lower) && !INITIALS.test(word);
}

/**
 * A text's sentences: lines split at '.', '!' or '?' followed by a space, except after an abbreviation or an
 * initial. Measured against wink-nlp's sentence splitter on passages full of them (decision 0025).
 */
export function sentences(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split(/\n+/)) {
    let start = 0;
    for (const stop of line.matchAll(SENTENCE_END)) {
      if (!endsSentence(line, stop, start)) continue;
      const end = (stop.index ?? 0) + stop[0].length;
      found.push(line.slice(start, end).trim());
      start = end;
    }
    found.push(line.slice(start).trim());
  }
  return found.filter((sentence) => words(sentence).length > 0);
}

/** A deterministic pseudo-random generator (mulberry32) seeded by a string, so a choice can be reproduced. */
export function seededRandom(seed: string): () => number {
  let state = 0;
  for (const character of seed) state = (Math.imul(state, 31) + character.charCodeAt(0)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

const isSurrogatePair = (text: string, at: number) =>
  /[\uD800-\uDBFF]/.test(text.charAt(at)) && /[\uDC00-\uDFFF]/.test(text.charAt(at + 1));

/**
 * `text` without the characters `isEdge` accepts at its start, its end or both, by whole code points. A loop: a
 * regular expression anchored at the end ('[,.]+$') tries every start of a run and grows with its square.
 */
export function trimEdges(
  text: string,
  isEdge: (character: string) => boolean,
  ends: 'both' | 'start' | 'end' = 'both',
): string {
  let start = 0;
  let end = text.length;
  if (ends !== 'end') {
    while (start < end) {
      const width = isSurrogatePair(text, start) ? 2 : 1;
      if (!isEdge(text.slice(start, start + width))) break;
      start += width;
    }
  }
  if (ends !== 'start') {
    while (end > start) {
      const width = end - start >= 2 && isSurrogatePair(text, end - 2) ? 2 : 1;
      if (!isEdge(text.slice(end - width, end))) break;
      end -= width;
    }
  }
  return text.slice(start, end);
}
