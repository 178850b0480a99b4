import { INDUSTRIES, type Industry } from '#common/industries.ts';
import { ROLES, type Role, skillsNamedIn } from '#server/knowledge/index.ts';

/**
 * What a message names, read word by word so that the work is linear in its length: job titles (also as the field
 * they work in: 'teaching' names Teacher, 'data science' Data Scientist), skills and industries.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** Suffixes that turn a field or activity into its job title or back, longest first; the first that fits is cut. */
const SUFFIXES: [string, string][] = [
  ['ytics', 'y'],
  ['ysis', 'y'],
  ['yst', 'y'],
  ['ience', 'ient'],
  ['ation', 'at'],
  ['ments', ''],
  ['ment', ''],
  ['ancy', ''],
  ['ance', ''],
  ['ants', ''],
  ['ant', ''],
  ['ists', ''],
  ['ist', ''],
  ['ism', ''],
  ['ians', ''],
  ['ian', ''],
  ['eering', ''],
  ['ing', ''],
  ['ers', ''],
  ['eer', ''],
  ['er', ''],
  ['ors', ''],
  ['or', ''],
  ['cy', 'c'],
  ['es', ''],
  ['s', ''],
  ['e', ''],
  ['y', ''],
];
const MIN_STEM = 3;

/** The stem a word shares with its field and job-title forms: teaching, teacher → teach; science, scientist → scient. */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  for (const [suffix, replacement] of SUFFIXES) {
    const cut = lower.slice(0, lower.length - suffix.length) + replacement;
    if (lower.endsWith(suffix) && cut.length >= MIN_STEM) {
      return cut.length > MIN_STEM && cut.endsWith('e') ? cut.slice(0, -1) : cut;
    }
  }
  return lower;
}

type Token = { word: string; stem: string; index: number };

const tokens = (text: string): Token[] =>
  [...text.matchAll(WORD)].map((match) => ({ word: match[0], stem: stem(match[0]), index: match.index }));

type TitleEntry = { role: Role; words: string[]; stems: string[]; abbreviation: boolean };

const MIN_FIELD_WORDS = 2;

/**
 * A long title without its head noun names the field ('social media' for Social Media Manager, 'customer success'
 * for Customer Success Manager), when no usual title of another family starts with the same words.
 */
function fieldNames(): { role: Role; field: string }[] {
  const fields = ROLES.map((role) => ({ role, words: role.title.split(/\s+/).slice(0, -1) }))
    .filter(({ words }) => words.length >= MIN_FIELD_WORDS)
    .map(({ role, words }) => ({ role, field: words.join(' ') }));
  const prefix = (title: string, field: string) => title.toLowerCase().startsWith(`${field.toLowerCase()} `);
  // A field another family's usual title also starts with names neither; one family's own titles may share it.
  return fields.filter(
    ({ role, field }) => !ROLES.some((other) => other.family !== role.family && prefix(other.title, field)),
  );
}

const titleEntries: TitleEntry[] = [
  ...ROLES.map((role) => ({ role, names: [role.title, ...role.aliases] })),
  ...fieldNames().map(({ role, field }) => ({ role, names: [field] })),
].flatMap(({ role, names }) =>
  names.map((title) => {
    const words = [...title.matchAll(WORD)].map((match) => match[0]);
    return {
      role,
      words: words.map((word) => word.toLowerCase()),
      stems: words.map(stem),
      // 'PA', 'NP', 'AE': matched only as written, in capitals.
      abbreviation: words.length === 1 && /^[A-Z]{2,4}$/.test(title),
    };
  }),
);

const entriesByFirstStem = new Map<string, TitleEntry[]>();
for (const entry of [...titleEntries].sort((a, b) => b.stems.length - a.stems.length)) {
  const first = entry.stems[0] ?? '';
  entriesByFirstStem.set(first, [...(entriesByFirstStem.get(first) ?? []), entry]);
}

const INDUSTRY_STEMS = new Set(INDUSTRIES.map(stem));

type LoneWord = { role: Role; word: string };

/**
 * Words only one role's main title begins or ends with: a lone word names the role (Registered 'Nurse'), unless it
 * names an industry. A word the titles of one family share names the family's practitioner rather than its manager
 * ('HR' names HR Generalist, not HR Manager).
 */
function uniqueTitleWords(position: (words: string[]) => string | undefined): Map<string, LoneWord> {
  const found = new Map<string, LoneWord[]>();
  for (const role of ROLES) {
    const word = position([...role.title.matchAll(WORD)].map((match) => match[0]));
    if (word === undefined) continue;
    const key = stem(word);
    found.set(key, [...(found.get(key) ?? []), { role, word: word.toLowerCase() }]);
  }
  return new Map(
    [...found]
      .filter(
        ([key, named]) =>
          !INDUSTRY_STEMS.has(key) && named.every((entry) => entry.role.family === named[0]?.role.family),
      )
      .map(([key, named]) => [key, (named.find(({ role }) => !isManagement(role)) ?? named[0]) as LoneWord]),
  );
}
/** A management occupation (SOC major group 11): the senior one of a family, never the one a lone word names first. */
const isManagement = (role: Role) => role.soc.startsWith('11-');

const headNouns = uniqueTitleWords((words) => (words.length > 1 ? words.at(-1) : undefined));
/** Only abbreviations written in capitals ('HR', 'UX', 'SEO'): other leading words are too often ordinary words. */
const leadingAbbreviations = uniqueTitleWords((words) =>
  words.length > 1 && /^[A-Z]{2,4}$/.test(words[0] ?? '') ? words[0] : undefined,
);

/** How a field is named from its worker: teaching, nursing, accountancy, science, analytics, journalism. */
const FIELD_FORM = /(?:ing|ism|ics|ysis|ence|ancy|ment|ation|y)$/;

const MIN_FIELD_STEM = 5;

/**
 * A word names a title word as written, as its plural, or as the field the worker works in (by a shared stem long
 * enough to be safe, so that 'telling' does not name a Teller, while 'nursing' names a Nurse).
 */
function namesWord(token: Token, word: string, wordStem: string): boolean {
  const lower = token.word.toLowerCase();
  if (lower === word || lower === `${word}s`) return true;
  const safeStem = wordStem.length >= MIN_FIELD_STEM || word === `${wordStem}e`;
  return token.stem === wordStem && safeStem && FIELD_FORM.test(lower);
}

/** Titles that are also words of rank ('the principal thing'): named only when written with a capital. */
const RANK_WORDS = new Set(['principal', 'head', 'chief', 'lead', 'staff', 'senior', 'junior']);

/** Within a title of several words any shared stem will do ('instructional design'); a lone word must be safer. */
function wordMatches(token: Token, entry: TitleEntry, at: number): boolean {
  const word = entry.words[at] ?? '';
  if (entry.abbreviation) return token.word === word.toUpperCase();
  if (entry.words.length > 1) return token.stem === entry.stems[at];
  if (RANK_WORDS.has(word) && token.word === word) return false;
  return namesWord(token, word, entry.stems[at] ?? '');
}

function loneWordRole(token: Token): Role | undefined {
  const head = headNouns.get(token.stem);
  if (head && namesWord(token, head.word, token.stem)) return head.role;
  const leading = leadingAbbreviations.get(token.stem);
  return leading && token.word === token.word.toUpperCase() ? leading.role : undefined;
}

function titleAt(list: Token[], start: number): TitleEntry | undefined {
  const first = list[start];
  if (!first) return undefined;
  return entriesByFirstStem
    .get(first.stem)
    ?.find((entry) =>
      entry.stems.every((_, at) => list[start + at] && wordMatches(list[start + at] as Token, entry, at)),
    );
}

export type RoleMention = { role: Role; index: number };

/** The roles a text names, in order: whole titles first, else a word only one role's title has. */
export function rolesNamed(text: string): RoleMention[] {
  const list = tokens(text);
  const found: RoleMention[] = [];
  for (let at = 0; at < list.length; ) {
    const token = list[at] as Token;
    const entry = titleAt(list, at);
    if (entry) {
      found.push({ role: entry.role, index: token.index });
      at += entry.stems.length;
      continue;
    }
    const lone = loneWordRole(token);
    if (lone) found.push({ role: lone, index: token.index });
    at += 1;
  }
  return found;
}

/**
 * A word in lower case right before a noun that says it is a skill ('excel skills', 'an excel test', 'sql topics'):
 * the word is the skill's name even where it is also an everyday word, as 'excel' is.
 */
const NAMED_AS_SKILL =
  /(?<![\p{L}\p{N}])(\p{Ll}[\p{L}\p{N}]*) (skills?|tests?|courses?|topics|exams?|formulas|functions|features|commands)(?![\p{L}\p{N}])/gu;

const capitalise = (_match: string, word: string, noun: string) =>
  `${word[0]?.toUpperCase() ?? ''}${word.slice(1)} ${noun}`;

/** The skills a text names, under their canonical names, each with the words the text used first. */
export function skillsNamed(text: string): { name: string; asWritten: string }[] {
  const named = text.replace(NAMED_AS_SKILL, capitalise);
  return [...skillsNamedIn(named)].map(([name, passages]) => ({ name, asWritten: passages[0] ?? name }));
}

/** The industries a text names ('healthcare', 'finance'), in the order the product lists them. */
export function industriesNamed(text: string): Industry[] {
  const stems = new Set(tokens(text).map((token) => token.stem));
  return INDUSTRIES.filter((industry) => stems.has(stem(industry)));
}
