import { ROLES } from './roles.ts';
import { trimEdges } from './text.ts';

/** Words written in capitals inside the catalogue's titles ('RN', 'HGV', 'CNC'): kept so in a title written in caps. */
const ACRONYMS = new Set(
  ROLES.flatMap((role) => [role.title, ...role.aliases, ...role.ladder.flatMap((rung) => rung.titles)])
    .flatMap((title) => title.split(/[^\p{L}\p{N}&/+#.-]+/u))
    .filter((word) => word.length >= 2 && /\p{Lu}/u.test(word) && word === word.toUpperCase()),
);

/** Whether a word is written in capitals inside some title of the catalogue: 'OR' of 'OR Nurse', 'PA' of 'PA-C'. */
export const isTitleAcronym = (word: string) => ACRONYMS.has(word);

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

const capitalise = (word: string, first: boolean) => {
  const lower = word.toLowerCase();
  if (!first && SMALL_WORDS.has(lower)) return lower;
  return lower.replace(
    /(^|[-/])(\p{L})/gu,
    (_whole, before: string, letter: string) => before + letter.toUpperCase(),
  );
};

const MAX_TITLE_LENGTH = 80;
/** Marks around a title that are not part of it: spaces, dashes, colons, bars, commas, full stops. */
const isTitleEdge = (character: string) => /^[\s\-–—:|,.]$/.test(character);

/**
 * A person's own job title, as it is shown back to them: spacing and trailing punctuation tidied, a title written in
 * capitals ('RN STAFF NURSE') in title case with its acronyms kept ('RN Staff Nurse'), any other title as written.
 */
export function ownTitle(text: string): string {
  const tidy = trimEdges(text.slice(0, MAX_TITLE_LENGTH * 2).replace(/\s+/g, ' '), isTitleEdge)
    .slice(0, MAX_TITLE_LENGTH)
    .trim();
  const letters = tidy.replace(/[^\p{L}]/gu, '');
  if (letters === '' || letters !== letters.toUpperCase()) return tidy;
  return tidy
    .split(' ')
    .map((word, index) => (ACRONYMS.has(word) ? word : capitalise(word, index === 0)))
    .join(' ');
}
