import type { CareerChatContext } from '#server/ai/provider.ts';
import { findRole, type Role } from '#server/knowledge/index.ts';
import { kilometresBetween, type Place, placeOf } from '#server/knowledge/places.ts';
import { listPhrase } from '#server/knowledge/quotes.ts';
import { isLevelWord, type Seniority, seniorityInTitle } from '#server/knowledge/seniority.ts';

type PaidMatch = CareerChatContext['matches']['salaries'][number];

/** Where a pay question asks about: remote work, a place the place list knows, or a place only as written. */
export type AskedPlace =
  | { kind: 'remote' }
  | { kind: 'known'; name: string; place: Place }
  | { kind: 'written'; name: string };

/** A posting this close to the place asked about is in or near it (the distance matching counts as the same place). */
const NEAR_KM = 60;
const MAX_PLACE_WORDS = 3;
const PLACE_CUES = new Set(['in', 'near', 'around', 'within']);
/** Words that end a place's name: 'in San Francisco for a designer'. */
const PLACE_END = new Set(
  'for as with and or at to of if but so by from is are was the a an my your this that'.split(' '),
);
const REMOTE = /\bremote(?:ly)?\b|\bwork(?:ing)? from home\b|\bwfh\b/i;

const words = (text: string) => text.split(/[^\p{L}\p{N}.']+/u).filter((word) => word !== '');
const bare = (word: string) => word.replace(/(?<![.'])[.']+$/, '');
const capitalised = (word: string) => /^\p{Lu}/u.test(word);

/** The words after a place cue that may name a place, longest first: 'in San Francisco Bay' → 3, 2, 1 words. */
function* placePhrases(text: string): Generator<string[]> {
  const list = words(text);
  for (let at = 0; at < list.length - 1; at += 1) {
    if (!PLACE_CUES.has(list[at]?.toLowerCase() ?? '')) continue;
    const after: string[] = [];
    for (const word of list.slice(at + 1, at + 1 + MAX_PLACE_WORDS)) {
      if (PLACE_END.has(word.toLowerCase())) break;
      after.push(bare(word));
    }
    for (let length = after.length; length > 0; length -= 1) yield after.slice(0, length);
  }
}

/**
 * The place a question names: 'remote', a city or state after 'in', 'near' or 'around' (in any case), else a
 * capitalised name after one of them that the place list does not know ('in Mumbai'), kept as written.
 */
export function askedPlace(text: string): AskedPlace | undefined {
  if (REMOTE.test(text)) return { kind: 'remote' };
  let written: string[] | undefined;
  for (const phrase of placePhrases(text)) {
    const name = phrase.join(' ');
    const place = placeOf(name);
    if (place) return { kind: 'known', name: titleCase(phrase), place };
    if (!written && phrase.every(capitalised)) written = phrase;
  }
  return written && { kind: 'written', name: written.join(' ') };
}

const titleCase = (phrase: string[]) =>
  phrase
    .map((word) => (word.length > 2 ? `${word[0]?.toUpperCase()}${word.slice(1)}` : word.toUpperCase()))
    .join(' ');

const normalised = (text: string) => words(text.toLowerCase()).map(bare).join(' ');

function isIn(match: PaidMatch, asked: AskedPlace): boolean {
  if (asked.kind === 'remote')
    return match.workType === 'remote' || match.places.some((place) => REMOTE.test(place));
  if (asked.kind === 'written')
    return match.places.some((place) => ` ${normalised(place)} `.includes(` ${normalised(asked.name)} `));
  return match.places.some((text) => {
    const place = placeOf(text);
    if (!place) return false;
    if (asked.place.precision === 'state' || place.precision === 'state')
      return place.state === asked.place.state;
    return kilometresBetween(place, asked.place) <= NEAR_KM;
  });
}

/** A title's words without its level words or plural endings: 'Senior Marketing Managers' → marketing manager. */
const titleWords = (title: string) =>
  words(title.toLowerCase())
    .filter((word) => !isLevelWord(word))
    .map((word) => word.replace(/s$/, ''));

/**
 * The matches a question asks the pay of: those whose title the question names as a whole ('brand manager'), else
 * those of the role asked about (or the saved target role), else all of them.
 */
function matchesOfRole(matches: PaidMatch[], text: string, role: Role | undefined): PaidMatch[] {
  const asked = new Set(titleWords(text));
  const named = matches.filter((match) => {
    const title = titleWords(match.title);
    return title.length > 0 && title.every((word) => asked.has(word));
  });
  if (named.length > 0) return named;
  return role ? matches.filter((match) => findRole(match.title)?.id === role.id) : matches;
}

export type PayQuestion = {
  text: string;
  /** The role asked about, else the saved target role. */
  role: Role | undefined;
  /** Where the role's title is written: the question when it names the role, else the saved target role. */
  titleText: string;
};

const money = (value: number) => `$${Math.round(value / 1000)}k`;
const range = (min: number, max: number) => `${money(min)}–${money(max)}`;
const LISTED_RANGES = 3;

function rangesLine(matches: PaidMatch[]): string {
  const low = Math.min(...matches.map((match) => match.min));
  const high = Math.max(...matches.map((match) => match.max));
  if (matches.length === 1) return `${range(low, high)} a year`;
  if (matches.length <= LISTED_RANGES)
    return `${listPhrase(matches.map((match) => range(match.min, match.max)))} a year, so ${range(low, high)} in all`;
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const typical = range(middle(matches.map((match) => match.min)), middle(matches.map((match) => match.max)));
  return `from ${money(low)} to ${money(high)} a year, the median range ${typical}`;
}

const placePhrase = (asked: AskedPlace | undefined) =>
  !asked ? '' : asked.kind === 'remote' ? ' for remote work' : ` in or near ${asked.name}`;

/**
 * What the person's own matched postings say about the pay asked for: those of the role asked about, in the place
 * asked about, at the level asked about when some are. Never a figure from elsewhere: without such postings it says
 * it has no figure.
 */
export function payFromMatches(context: CareerChatContext, question: PayQuestion): string {
  const place = askedPlace(question.text);
  const level: Seniority | undefined = seniorityInTitle(question.text);
  const roleName = question.role?.title ?? 'this role';
  const where = placePhrase(place);
  if (!context.careerProfile) {
    return place || question.role
      ? `I have no pay figure for ${roleName}${where}: I quote only what your matched postings publish, and you have none yet. Save your career profile to get job matches.`
      : 'Save your career profile to get job matches; I can then show the pay ranges they state.';
  }
  const ofRole = matchesOfRole(context.matches.salaries, question.titleText, question.role);
  const inPlace = place ? ofRole.filter((match) => isIn(match, place)) : ofRole;
  const atLevel = level ? inPlace.filter((match) => match.seniority === level) : inPlace;
  const chosen = atLevel.length > 0 ? atLevel : inPlace;
  if (chosen.length === 0) {
    return `None of your matched postings for ${roleName}${where} states pay, so I have no pay figure for it${place && place.kind !== 'remote' ? ` in ${place.name}` : ''}; check what ${roleName} postings${where} publish and a local salary survey before you name a number.`;
  }
  const levelNote =
    level && atLevel.length === 0
      ? ` None of them is at ${level} level: they are ${listPhrase([...new Set(chosen.map((match) => match.seniority))])}.`
      : '';
  const titles = [...new Set(chosen.map((match) => match.title))];
  return `${chosen.length} of your matched postings${where} ${chosen.length === 1 ? 'states' : 'state'} pay for ${listPhrase(titles)}: ${rangesLine(chosen)} (what these employers publish, not a survey).${levelNote}`;
}
