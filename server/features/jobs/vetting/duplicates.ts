import { placeOf } from '#server/knowledge/places.ts';
import { CITIES } from '../catalogue/locations.ts';

/** Lower case, accents dropped, words separated by single spaces: 'Acme, Inc.' → 'acme inc'. */
const normalisedWords = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/** Where or how a job is done, as titles add it: '(Remote - US)', '- London', ', NYC', '| Hybrid'. */
const PLACE_AND_WORKPLACE_PHRASES = new Set([
  ...CITIES.flatMap((city) => [city.name, city.state]).map((name) => normalisedWords(name).join(' ')),
  ...[
    'remote',
    'hybrid',
    'onsite',
    'on site',
    'in office',
    'office',
    'wfh',
    'work from home',
    'home based',
    'anywhere',
    'distributed',
    'flexible',
    'worldwide',
    'global',
    'us',
    'usa',
    'u s',
    'united states',
    'us only',
    'canada',
    'uk',
    'united kingdom',
    'ireland',
    'eu',
    'europe',
    'emea',
    'apac',
    'latam',
    'americas',
    'north america',
    'germany',
    'france',
    'spain',
    'portugal',
    'netherlands',
    'poland',
    'india',
    'australia',
    'singapore',
    'japan',
    'brazil',
    'mexico',
    'israel',
    'london',
    'manchester',
    'edinburgh',
    'dublin',
    'paris',
    'berlin',
    'munich',
    'hamburg',
    'amsterdam',
    'madrid',
    'barcelona',
    'lisbon',
    'warsaw',
    'stockholm',
    'zurich',
    'toronto',
    'vancouver',
    'montreal',
    'sydney',
    'melbourne',
    'tokyo',
    'bangalore',
    'bengaluru',
    'hyderabad',
    'mumbai',
    'pune',
    'tel aviv',
    'sao paulo',
    'mexico city',
    'nyc',
    'sf',
    'bay area',
    'sf bay area',
    'la',
    'dc',
    'metro',
    'area',
    'greater',
    'or',
    'and',
    'based',
    'in',
  ],
]);
const LONGEST_PHRASE = Math.max(
  ...[...PLACE_AND_WORKPLACE_PHRASES].map((phrase) => phrase.split(' ').length),
);

/** The words of `words` left when the known place and workplace phrases are taken out, longest phrase first. */
function withoutPlaceWords(words: string[]): string[] {
  const left: string[] = [];
  let index = 0;
  while (index < words.length) {
    let length = Math.min(LONGEST_PHRASE, words.length - index);
    while (length > 0 && !PLACE_AND_WORKPLACE_PHRASES.has(words.slice(index, index + length).join(' ')))
      length -= 1;
    if (length === 0) left.push(words[index] as string);
    index += Math.max(length, 1);
  }
  return left;
}

/** Whether a title's trailing part names only places or a way of working: 'Remote - US', 'Austin, TX', 'Hybrid'. */
function isPlaceQualifier(part: string): boolean {
  const left = withoutPlaceWords(normalisedWords(part));
  return left.length === 0 || (left.length <= 3 && placeOf(left.join(' ')) !== undefined);
}

/** Separators before a title's trailing qualifier: ' - ', ' – ', ' — ', ', ', ' | ', ' / ', ' @ ' and brackets. */
const QUALIFIER_SEPARATOR = /\s[-–—|/@]\s|[,([]/g;

/** The title without trailing place or workplace qualifiers, however many: 'Senior Engineer - London (Hybrid)'. */
function titleWithoutPlace(title: string): string {
  let end = title.length;
  for (const cut of [...title.matchAll(QUALIFIER_SEPARATOR)].reverse()) {
    if (cut.index === 0 || !isPlaceQualifier(title.slice(cut.index + cut[0].length, end))) break;
    end = cut.index;
  }
  return title.slice(0, end);
}

const COMPANY_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'plc',
  'gmbh',
  'ag',
  'sa',
  'bv',
]);

function companyWords(company: string): string[] {
  const words = normalisedWords(company);
  while (words.length > 1 && COMPANY_SUFFIXES.has(words.at(-1) as string)) words.pop();
  return words;
}

/**
 * The key postings of one job share: the company without its legal suffix and the title without a trailing place or
 * workplace, both in lower case without punctuation. Level words stay: 'Senior Engineer' is not 'Engineer'.
 */
export function duplicateKey(posting: { company: string; title: string }): string {
  return `${companyWords(posting.company).join(' ')}|${normalisedWords(titleWithoutPlace(posting.title)).join(' ')}`;
}

/**
 * How alike two descriptions must be to be one job: the Jaccard index of their three-word shingles. Copies of one
 * job differ in a city name or a figure; two roles that share a title differ in whole sentences.
 */
export const NEAR_IDENTICAL_DESCRIPTIONS = 0.8;
const SHINGLE_WORDS = 3;
const isNumber = (word: string) => /^\p{N}+$/u.test(word);

/** A description's three-word shingles, without numbers or place names (which differ between copies of one job). */
export function shinglesOf(description: string): Set<string> {
  const words = withoutPlaceWords(normalisedWords(description)).filter((word) => !isNumber(word));
  const shingles = new Set<string>();
  if (words.length < SHINGLE_WORDS) {
    if (words.length > 0) shingles.add(words.join(' '));
    return shingles;
  }
  for (let index = 0; index + SHINGLE_WORDS <= words.length; index += 1) {
    shingles.add(words.slice(index, index + SHINGLE_WORDS).join(' '));
  }
  return shingles;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  const [smaller, larger] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const shingle of smaller) if (larger.has(shingle)) shared += 1;
  return shared / (a.size + b.size - shared);
}

type Comparable = { id: number; company: string; title: string; descriptionText: string; firstSeenAt: Date };

const earliestFirst = (a: Comparable, b: Comparable) =>
  a.firstSeenAt.getTime() - b.firstSeenAt.getTime() || a.id - b.id;

/**
 * Each duplicate's id mapped to its canonical posting's id. Postings are grouped by duplicateKey; within a group,
 * taken earliest seen first (ties by lower id), a posting joins the first canonical posting whose description is
 * near-identical (NEAR_IDENTICAL_DESCRIPTIONS) and otherwise becomes canonical itself. Comparisons happen only
 * within a group, and only against its canonical postings.
 */
export function findDuplicates<T extends Comparable>(postings: T[]): Map<number, number> {
  const groups = new Map<string, T[]>();
  for (const posting of postings) {
    const key = duplicateKey(posting);
    const group = groups.get(key);
    if (group) group.push(posting);
    else groups.set(key, [posting]);
  }
  const canonicalOf = new Map<number, number>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const canonicals: { id: number; shingles: Set<string> }[] = [];
    for (const posting of [...group].sort(earliestFirst)) {
      const shingles = shinglesOf(posting.descriptionText);
      const canonical = canonicals.find(
        (candidate) => jaccard(candidate.shingles, shingles) >= NEAR_IDENTICAL_DESCRIPTIONS,
      );
      if (canonical) canonicalOf.set(posting.id, canonical.id);
      else canonicals.push({ id: posting.id, shingles });
    }
  }
  return canonicalOf;
}
