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

export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => words(sentence).length > 0);
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
