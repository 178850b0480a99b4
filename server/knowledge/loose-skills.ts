import { stemmer } from 'stemmer';
import { type OwnWordsReader, type Token, tokenize } from './skill-matcher.ts';
import type { Skill } from './types.ts';

/** Words a skill's name joins its words with: they need not be written for the skill to be said. */
const JOINING_WORDS = new Set([
  'a',
  'an',
  'and',
  'or',
  'of',
  'the',
  'for',
  'to',
  'in',
  'on',
  'with',
  '&',
  '/',
]);
/**
 * One sentence, bullet or line, what a colon introduces, and an aside in brackets apart from what surrounds it: a
 * skill's words said across two of them are not said together.
 */
const SENTENCE_BREAK = /[.;:\n•()]/;
/**
 * How much of a word's stem says which word it is. The Porter stemmer keeps some derived forms apart
 * ('administration' administr, 'administered' administ); their first seven letters, with the American z read as the
 * British s ('organized', 'organised'), bring them together, while 'electrolyte' and 'electric' still differ, which six
 * would join. Porter's own joins stay ('medical' and 'medication' are both medic).
 */
const STEM_LETTERS = 7;
/** Porter leaves the i of a noun in -sis ('analysis' analysi, 'diagnosis' diagnosi) that its verb lacks (analys). */
const NOUN_IN_SIS = /si$/;
/** Only names of two different words or more: one word's stem alone ('design' in 'designated') says too little. */
const MIN_STEMS = 2;
const PLAIN_WORD = /^\p{L}+$/u;
/** 'AR', 'IT': a stem of theirs is an ordinary word's ('are', 'it'). */
const ABBREVIATION = /^\p{Lu}{2,}$/u;
/** A sentence whose commas part items of no more words than this is a list ('Filing, Records, Project management'). */
const MAX_LIST_ITEM_WORDS = 4;
/** The most words a skill's name may be spread over in its sentence ('reconciled bank and credit card accounts'). */
const MAX_SPAN_WORDS = 8;

/** Stems already worked out, across texts: the words of resumes repeat. Emptied when full, so it stays bounded. */
const knownStems = new Map<string, string>();
const MAX_KNOWN_STEMS = 50_000;

function stemOf(key: string): string {
  let stem = knownStems.get(key);
  if (stem === undefined) {
    if (knownStems.size >= MAX_KNOWN_STEMS) knownStems.clear();
    stem = stemmer(key.replaceAll('iz', 'is').replaceAll('yz', 'ys'))
      .replace(NOUN_IN_SIS, 's')
      .slice(0, STEM_LETTERS);
    knownStems.set(key, stem);
  }
  return stem;
}

type LooseTerm = { skill: Skill; stems: string[] };

/**
 * The stems of a name's words, or none where the name is not made of plain words alone (a product name, a figure,
 * an abbreviation): those are named as written or not at all.
 */
function stemsOfName(name: string): string[] | undefined {
  const words = tokenize(name).filter((token) => !JOINING_WORDS.has(token.key));
  if (!words.every((token) => PLAIN_WORD.test(token.key) && !ABBREVIATION.test(token.original)))
    return undefined;
  const stems = [...new Set(words.map((token) => stemOf(token.key)))];
  return stems.length >= MIN_STEMS ? stems : undefined;
}

/**
 * The hard skills a text says in its own words: every word of the skill's name, in any form and order, in one
 * sentence and within a few words of each other ('assessed each patient' for Patient Assessment, 'forecasts of sales'
 * for Sales Forecasting), attributed to the words that say it. Tools and other named products are not read this way.
 */
export function createLooseSkillReader(skills: readonly Skill[]): OwnWordsReader {
  const terms: LooseTerm[] = [];
  for (const skill of skills) {
    if (skill.kind !== 'hard' || skill.matchCase) continue;
    for (const name of [skill.name, ...skill.synonyms]) {
      const stems = stemsOfName(name);
      if (stems) terms.push({ skill, stems });
    }
  }
  const termsPerStem = new Map<string, number>();
  for (const { stems } of terms)
    for (const stem of stems) termsPerStem.set(stem, (termsPerStem.get(stem) ?? 0) + 1);
  // Each term is looked up by its rarest stem only, so a sentence is checked against few terms.
  const byRarestStem = new Map<string, LooseTerm[]>();
  for (const term of terms) {
    const rarest = term.stems.reduce((a, b) =>
      (termsPerStem.get(a) ?? 0) <= (termsPerStem.get(b) ?? 0) ? a : b,
    );
    const list = byRarestStem.get(rarest);
    if (list) list.push(term);
    else byRarestStem.set(rarest, [term]);
  }

  return (text) => {
    const found = new Map<string, string[]>();
    const tokens = tokenize(text);
    for (const [from, to] of phrasesOf(text, tokens)) {
      // Only the stems some name has: the rest can neither start nor complete one.
      const positions = new Map<string, number[]>();
      for (let index = from; index < to; index += 1) {
        const key = tokens[index]?.key ?? '';
        if (JOINING_WORDS.has(key)) continue;
        const stem = stemOf(key);
        if (!termsPerStem.has(stem)) continue;
        const list = positions.get(stem);
        if (list) list.push(index);
        else positions.set(stem, [index]);
      }
      for (const stem of positions.keys()) {
        for (const term of byRarestStem.get(stem) ?? []) {
          if (found.has(term.skill.name) || !term.stems.every((other) => positions.has(other))) continue;
          const span = closestSpan(term.stems, stem, positions);
          if (!span) continue;
          const [first, last] = span;
          found.set(term.skill.name, [text.slice(tokens[first]?.start, tokens[last]?.end)]);
        }
      }
    }
    return found;
  };
}

type TokenRange = [from: number, to: number];

/**
 * The text's sentences as ranges of its tokens, each item of a list apart: the words of two items are not said
 * together ('Advertising, Social Media' says no Social Media Advertising), while a comma within a sentence parts
 * nothing ('reconciled bank, credit card and vendor accounts').
 */
function phrasesOf(text: string, tokens: readonly Token[]): TokenRange[] {
  const phrases: TokenRange[] = [];
  let sentenceStart = 0;
  let items: TokenRange[] = [];
  let itemStart = 0;
  const endSentence = (end: number) => {
    if (end > sentenceStart) {
      items.push([itemStart, end]);
      const isList = items.length > 1 && items.every(([from, to]) => to - from <= MAX_LIST_ITEM_WORDS);
      if (isList) phrases.push(...items);
      else phrases.push([sentenceStart, end]);
    }
    sentenceStart = end;
    itemStart = end;
    items = [];
  };
  for (let index = 1; index < tokens.length; index += 1) {
    const gap = text.slice(tokens[index - 1]?.end, tokens[index]?.start);
    if (SENTENCE_BREAK.test(gap)) endSentence(index);
    else if (gap.includes(',')) {
      items.push([itemStart, index]);
      itemStart = index;
    }
  }
  endSentence(tokens.length);
  return phrases;
}

/** The first and last word of the shortest run, around one of `anchor`'s places, holding every stem; if short enough. */
function closestSpan(
  needed: readonly string[],
  anchor: string,
  positions: ReadonlyMap<string, readonly number[]>,
): [number, number] | undefined {
  for (const at of positions.get(anchor) ?? []) {
    let first = at;
    let last = at;
    for (const stem of needed) {
      const nearest = nearestIn(positions.get(stem) ?? [at], at);
      first = Math.min(first, nearest);
      last = Math.max(last, nearest);
    }
    if (last - first < MAX_SPAN_WORDS) return [first, last];
  }
  return undefined;
}

/** The value of the sorted `list` nearest to `at`, by binary search. */
function nearestIn(list: readonly number[], at: number): number {
  let low = 0;
  let high = list.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle] ?? 0) < at) low = middle + 1;
    else high = middle;
  }
  const after = list[low] ?? at;
  const before = list[low - 1];
  return before !== undefined && at - before <= after - at ? before : after;
}
