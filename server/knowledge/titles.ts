import { RANK_WORDS_FILE } from './catalogue.ts';
import { LADDER_LEVELS, type LadderLevel } from './catalogue-schema.ts';
import { createPhraseMatcher } from './phrase-matcher.ts';
import { ROLES } from './roles.ts';
import { trimEdges } from './text.ts';
import type { Role } from './types.ts';

/** A job title read against the catalogue: the occupation it names and the rung it states, if it states one. */
export type TitleReading = { role: Role; level?: LadderLevel };

/** Title words that state a rung whatever the job, and the rung ('data/rank-words.json'). */
const RANK_WORDS: ReadonlyMap<string, LadderLevel | undefined> = new Map(
  Object.entries(RANK_WORDS_FILE.words).map(([word, level]) => [word, level ?? undefined]),
);

/** Title words that say where a job is held, not its field ('data/rank-words.json'): 'Regional', 'National'. */
const SCOPE_WORDS: ReadonlySet<string> = new Set(RANK_WORDS_FILE.scope.words);

/** The highest rung a title's words state: 'Senior Lead Engineer' is a lead. */
function rankIn(words: readonly string[]): LadderLevel | undefined {
  const order: readonly string[] = LADDER_LEVELS;
  let best: LadderLevel | undefined;
  for (const word of words) {
    const level = RANK_WORDS.get(word);
    if (level && (!best || order.indexOf(level) > order.indexOf(best))) best = level;
  }
  return best;
}

/** A title's words in lower case, without a qualifier in brackets ('(East)', '(ICU)') unless asked to keep it. */
const lowerWords = (title: string, { keepBrackets = false } = {}) =>
  (keepBrackets ? title : title.replace(/\([^()]{0,60}\)/g, ' '))
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((word) => word !== '');

/** A title's words that name the job: no rank, no number, no qualifier in brackets ('(East)', '(ICU)'). */
export function titleWords(title: string): string[] {
  return lowerWords(title).filter((word) => !RANK_WORDS.has(word) && !/^\d+$/.test(word));
}

/**
 * A title written as letters in capitals ('RN', 'MD', 'LPN'): where it could be a state, a degree or a word ('MD' in
 * 'Baltimore MD', 'Rd' in an address), it counts only written in capitals, as a whole title or (from three letters)
 * inside a text, and never as the nearest title to another.
 */
const isAcronym = (title: string) => /^[A-Z][A-Z0-9&/.-]*$/.test(title);
const MIN_ACRONYM_IN_TEXT = 3;

/** Whether a title states a rung: 'Senior Accountant', 'Head of People'. */
const hasRankWord = (title: string) => lowerWords(title).some((word) => RANK_WORDS.get(word) !== undefined);

/** Every title of every occupation, in catalogue order: its usual title, its aliases, then its rungs' titles. */
const TITLE_ENTRIES = ROLES.flatMap((role) => [
  { role, title: role.title, level: undefined, onLadder: false },
  ...role.aliases.map((title) => ({ role, title, level: undefined, onLadder: false })),
  ...role.ladder.flatMap((rung) =>
    rung.titles.map((title) => ({
      role,
      title,
      level: rung.level as LadderLevel | undefined,
      onLadder: true,
    })),
  ),
]).map((entry) => ({ ...entry, acronym: isAcronym(entry.title) }));

const fullKey = (title: string) => lowerWords(title, { keepBrackets: true }).join(' ');

/** A rung's place on the ladder, 'mid' where a title states none. */
const rungOf = (level: LadderLevel | undefined) => LADDER_LEVELS.indexOf(level ?? 'mid');
const LEADING_RUNG = LADDER_LEVELS.indexOf('lead');
/** Whether a title's words state a rung of lead or above: what is left of 'Head of Sales' is a field, 'sales'. */
const leadsAField = (title: string) => rungOf(rankIn(lowerWords(title))) >= LEADING_RUNG;

/** Titles as written, rank words and all: 'head of people' → the HR manager's 'head' rung. */
const byFullTitle = new Map<string, TitleReading>();
/** Acronym titles, by their capitals. */
const byAcronym = new Map<string, TitleReading>();
/**
 * Titles without their rank words: 'accountant' for 'Senior Accountant'. Titles without a rank claim their job words
 * first, then ranked ones, then rungs: 'Accountant' is the accountant's though a controller is a 'Chief Accountant',
 * 'Head Chef' without its rank is the chef's, and a rung never takes a key from another occupation's title.
 */
const byJobWords = new Map<string, { role: Role; ranked: boolean }>();
const unranked = (entry: (typeof TITLE_ENTRIES)[number]) => !entry.onLadder && !hasRankWord(entry.title);
for (const entry of [
  ...TITLE_ENTRIES.filter(unranked),
  ...TITLE_ENTRIES.filter((e) => !e.onLadder && !unranked(e)),
  ...TITLE_ENTRIES.filter((e) => e.onLadder),
]) {
  const reading = { role: entry.role, level: entry.level };
  if (entry.acronym) {
    if (!byAcronym.has(entry.title)) byAcronym.set(entry.title, reading);
    continue;
  }
  const full = fullKey(entry.title);
  if (!byFullTitle.has(full)) byFullTitle.set(full, reading);
  const job = titleWords(entry.title).join(' ');
  if (job !== '' && !byJobWords.has(job))
    byJobWords.set(job, { role: entry.role, ranked: leadsAField(entry.title) });
}

/** Head nouns that name a rank or a kind of work but no field: 'Senior Associate' alone names no role. */
const GENERIC_HEADS = new Set([
  'associate',
  'manager',
  'analyst',
  'consultant',
  'engineer',
  'specialist',
  'officer',
  'executive',
  'director',
  'assistant',
  'coordinator',
  'developer',
  'administrator',
  'representative',
  'technician',
  'partner',
  'advisor',
  'member',
  'staff',
  'worker',
  'operator',
  'supervisor',
  'agent',
  'clerk',
  'president',
]);

/**
 * `fieldOnly`: written with a rank word and without a job noun, so its job words are a field ('Head of Analytics'):
 * it says the job of a ranked title only ('Analytics Lead'), never of a company's name ('Tidewater Analytics').
 */
type TitleCandidate = {
  role: Role;
  words: string[];
  order: number;
  ranked: boolean;
  fieldOnly: boolean;
  rung: number;
};

/** Titles without rank words, by head noun, in catalogue order: a title can only resemble those whose head it names. */
const titlesByHead = new Map<string, TitleCandidate[]>();
const unrankedHeads = new Set(
  TITLE_ENTRIES.filter((entry) => !entry.acronym && !hasRankWord(entry.title)).flatMap(
    (entry) => titleWords(entry.title).at(-1) ?? [],
  ),
);
TITLE_ENTRIES.filter((entry) => !entry.onLadder && !entry.acronym).forEach((entry, order) => {
  const words = titleWords(entry.title);
  const head = words.at(-1);
  if (head === undefined) return;
  const ranked = hasRankWord(entry.title);
  const rung = rungOf(rankIn(lowerWords(entry.title)));
  const candidate = {
    role: entry.role,
    words,
    order,
    ranked,
    fieldOnly: ranked && !unrankedHeads.has(head),
    rung,
  };
  const list = titlesByHead.get(head);
  if (list) list.push(candidate);
  else titlesByHead.set(head, [candidate]);
});

/** Job nouns that end the titles of several occupations ('Designer', 'Teacher'): alone, they say which of them. */
const occupationsByHead = new Map<string, Set<Role>>();
for (const [head, candidates] of titlesByHead)
  occupationsByHead.set(head, new Set(candidates.map((candidate) => candidate.role)));
const isAmbiguousHead = (word: string) => (occupationsByHead.get(word)?.size ?? 0) > 1;

/**
 * Whether a text has the shape of a job title, known or not: its last job word ends some title of the catalogue
 * ('Hydroblasting Technician', 'Media Activities Specialist'), and a generic one ('Associate') has a field word too.
 */
export const isTitleShaped = (text: string): boolean => shapedWithHeads(text, titlesByHead);

/**
 * Whether a text is title-shaped by a job noun, one that ends a title without a rank ('Swahili Instructor'): the field
 * a ranked title leads is no job noun ('Massachusetts General Hospital' is no 'Hospital Director').
 */
export const endsInJobNoun = (text: string): boolean => shapedWithHeads(text, unrankedHeads);

function shapedWithHeads(text: string, heads: { has: (head: string) => boolean }): boolean {
  const words = titleWords(text);
  const head = words.at(-1);
  return head !== undefined && heads.has(head) && (words.length > 1 || !GENERIC_HEADS.has(head));
}

/** Every word the catalogue's titles are written with. */
const TITLE_VOCABULARY = new Set(TITLE_ENTRIES.flatMap((entry) => lowerWords(entry.title)));

/**
 * Whether a line is written as a job title: title-shaped, and every word of it a word of the catalogue's titles
 * ('Patient Advocate', 'KEY HOLDER'). A person's name is not, as no title holds a given name ('Maria Baker').
 */
export const isWrittenAsTitle = (text: string) => isTitleShaped(text) && inTitleWords(text);

/** Whether every word of a text is a word the catalogue's titles are written with: 'Donor Relations', not 'Acme'. */
export const inTitleWords = (text: string) =>
  lowerWords(text).every((word) => TITLE_VOCABULARY.has(word) || RANK_WORDS.has(word));

/** Whether a title's job words are one generic noun: 'Coordinator', 'Senior Analyst' name a kind of work, no field. */
export const isGenericNounOnly = (title: string) => {
  const [word, ...more] = titleWords(title);
  return word !== undefined && more.length === 0 && GENERIC_HEADS.has(word);
};

/**
 * The most specific known title that the title contains every job word of, ending in the same job noun: 'Senior ICU
 * Staff Nurse' is a staff nurse, but a 'Controller' is no 'Pest Animal Controller', a 'Media Activities Specialist'
 * no 'Social Media Specialist'. A noun alone says the job only where one occupation's titles end in it: a generic
 * ('Manager', 'Specialist') or shared one ('Designer' of game, floral and interior designers) needs a field word too. A ranked title names its field: 'Sales and Marketing Head' is a
 * 'Head of Sales', the field named first leading.
 */
const MAX_RANKED_FIELD_WORDS = 4;
const MAX_RANKED_RUNG_GAP = 2;

function closestTitle(words: string[], level: LadderLevel | undefined): Role | undefined {
  const wordSet = new Set(words);
  const head = words.at(-1);
  // A short title ranked lead or above may rank a field ('Sales and Marketing Head', 'Director of Business
  // Operations'); a seniority alone ranks no field ('Senior Client Advocate' is no client director), and a title run
  // into its employer's name ('Principal Acme Holdings Boston') is not short.
  const rung = rungOf(level);
  const rankedField = rung >= LEADING_RUNG && words.length <= MAX_RANKED_FIELD_WORDS;
  const joined = wordSet.has('and');
  // A generic noun's field says the job: a candidate may leave one of its words out ('Zonal HR Manager' is an HR
  // manager), not more ('Mortgage Banking Foreclosure Specialist' is no mortgage specialist).
  const genericHead = head !== undefined && GENERIC_HEADS.has(head);
  const fieldWords = words.slice(0, -1).filter((word) => word !== 'and');
  const namesAField = fieldWords.some((word) => !SCOPE_WORDS.has(word));
  let best: { candidate: TitleCandidate; at: number } | undefined;
  // Longer first; then the field that leads; then the rung nearest the title's ('Sales Trainee' is no head of sales).
  const better = (candidate: TitleCandidate, at: number) => {
    if (!best) return true;
    const { candidate: current } = best;
    if (candidate.words.length !== current.words.length) return candidate.words.length > current.words.length;
    // Two fields joined ('Sales and Marketing Head') are led by the first; a compound ('Business Operations') by its
    // last word.
    if (at !== best.at) return joined ? at < best.at : at > best.at;
    const distance = Math.abs(candidate.rung - rung) - Math.abs(current.rung - rung);
    return distance !== 0 ? distance < 0 : candidate.order < current.order;
  };
  for (const word of wordSet) {
    for (const candidate of titlesByHead.get(word) ?? []) {
      // A ranked title reads as its rank over a field, in any place ('Marketing and Sales Head'); any other title by
      // its job noun, the last word, and never by a field alone ('Tidewater Analytics' is no head of analytics).
      const asJob =
        !candidate.fieldOnly &&
        word === head &&
        !(candidate.words.length < 2 && (GENERIC_HEADS.has(word) || isAmbiguousHead(word)));
      // A rank over a generic noun ('IV Technician', 'Assistant Principal' without its rank) names no field.
      const genericAlone = candidate.words.length === 1 && GENERIC_HEADS.has(word);
      // A rank reads as leading a field held a rung or two above or below it, not three: a team lead is no director.
      const nearRung = Math.abs(candidate.rung - rung) <= MAX_RANKED_RUNG_GAP;
      if (!asJob && !(rankedField && candidate.ranked && !genericAlone && nearRung)) continue;
      if (!candidate.words.every((candidateWord) => wordSet.has(candidateWord))) continue;
      if (genericHead && fieldWords.filter((field) => !candidate.words.includes(field)).length > 1) continue;
      // A title of a place alone ('Regional Manager') is no title of a field held there ('Regional Nursing Manager').
      const candidateField = candidate.words.slice(0, -1);
      if (namesAField && candidateField.length > 0 && candidateField.every((field) => SCOPE_WORDS.has(field)))
        continue;
      const at = words.indexOf(word);
      if (better(candidate, at)) best = { candidate, at };
    }
  }
  return best?.candidate.role;
}

/**
 * Whether a title's job words say which job it is: a rank alone ('Principal', 'Vice President') or a generic noun
 * alone ('Consultant', 'Senior Associate') does not, whatever occupation lists it among its titles.
 */
const namesAJob = (jobWords: readonly string[]) =>
  jobWords.length > 1 || (jobWords.length === 1 && !GENERIC_HEADS.has(jobWords[0] as string));

/** Whether a title read alone names a job: any title of several words, and one word that is no rank or generic noun. */
export const namesAJobAlone = (title: string) => lowerWords(title).length > 1 || namesAJob(titleWords(title));

/** Whether a title states a rung and no job: 'Vice President', 'Senior', 'Director'. */
export const isRankOnly = (title: string) => titleWords(title).length === 0 && hasRankWord(title);

/**
 * The occupation a free-text job title names and the rung it states: the title as written first ('Head of People'),
 * then without its rank words ('Senior Accountant'), then without the area it is held over ('Regional Quality
 * Manager'), else the closest title sharing its head noun.
 */
export function readTitle(title: string): TitleReading | undefined {
  const acronym = byAcronym.get(title.trim());
  if (acronym) return acronym;
  const words = lowerWords(title);
  // A title of several words written whole is specific ('Vice Principal', 'Chief Executive'); one word is only if it
  // names a job ('Principal' or 'Consultant' alone does not).
  const full =
    words.length > 1 ? (byFullTitle.get(fullKey(title)) ?? byFullTitle.get(words.join(' '))) : undefined;
  if (full) return { role: full.role, level: full.level ?? rankIn(words) };
  const jobWords = titleWords(title);
  if (!namesAJob(jobWords)) return undefined;
  const single = byFullTitle.get(fullKey(title));
  if (single) return { role: single.role, level: single.level ?? rankIn(words) };
  const level = rankIn(words);
  const exact = jobWordsRole(jobWords.join(' '), level);
  if (exact) return { role: exact, level };
  const unscoped = words.filter((word) => !SCOPE_WORDS.has(word));
  const reading =
    unscoped.length < words.length && unscoped.length > 0 ? readTitle(unscoped.join(' ')) : undefined;
  if (reading) return reading;
  const role =
    jobWordsRole(nounLast(jobWords), level) ?? closestTitle(jobWords, level) ?? fieldLed(jobWords, level);
  return role ? { role, level } : undefined;
}

/**
 * The field a leading rank is over, read by its main word where the field as written is no title's: a 'Director of
 * Pipeline Operations' directs operations, a 'Vice President, Corporate Finance' finance; two fields joined ('Finance
 * and Treasury') are led by the first; an area ('Trade Division') is no field.
 */
function fieldLed(jobWords: readonly string[], level: LadderLevel | undefined): Role | undefined {
  const field = jobWords.filter((word) => !SCOPE_WORDS.has(word));
  if (rungOf(level) < LEADING_RUNG || field.length < 2) return undefined;
  const joined = field.indexOf('and');
  const main = joined > 0 ? field[joined - 1] : field.at(-1);
  const found = main === undefined ? undefined : byJobWords.get(main);
  return found?.ranked ? found.role : undefined;
}

/**
 * The occupation whose title has these job words. Job words only a ranked title has ('sales' of 'Head of Sales',
 * 'engineering' of 'Director of Engineering') name a field, and say the job only of a title that leads it: 'Sales'
 * alone or an 'Engineering Intern' is no head of either.
 */
function jobWordsRole(key: string, level: LadderLevel | undefined): Role | undefined {
  const found = byJobWords.get(key);
  return found && (!found.ranked || rungOf(level) >= LEADING_RUNG) ? found.role : undefined;
}

/**
 * A generic job noun written before its field ('Senior Associate Business Development', 'Executive Human
 * Resources'), as it is in many markets, read in the usual order: the noun last.
 */
function nounLast(jobWords: readonly string[]): string {
  const [first, ...field] = jobWords;
  return first && field.length > 0 && GENERIC_HEADS.has(first) ? [...field, first].join(' ') : '';
}

/** The occupation a free-text job title names, if any. */
export const findRole = (title: string): Role | undefined => readTitle(title)?.role;

/** Longest first, so that 'Senior Software Engineer' wins over 'Software Engineer' where both start. */
const longestFirst = (phrases: string[]) => [...phrases].sort((a, b) => b.length - a.length);

/** Titles that can be found inside a text: acronyms only from three capitals, and then only in capitals. */
const TITLES_IN_TEXT = TITLE_ENTRIES.filter(
  (entry) => !entry.acronym || entry.title.length >= MIN_ACRONYM_IN_TEXT,
).map((entry) => entry.title);
const acronymsInText = new Set(TITLES_IN_TEXT.filter(isAcronym));
const findTitlesInText = createPhraseMatcher(longestFirst(TITLES_IN_TEXT));

/**
 * The words written in capitals inside titles of several words ('OR' of 'OR Analyst', 'IT' of 'IT Consultant'): in a
 * text they count only in capitals, or 'or analyst' and 'it consultant' would be titles.
 */
const CAPITAL_WORD = /^[A-Z][A-Z0-9&]+$/;
const capitalWordsByTitle = new Map<string, string[]>();
for (const title of TITLES_IN_TEXT) {
  const capitals = title.split(/\s+/).filter((word) => CAPITAL_WORD.test(word));
  if (capitals.length > 0 && !isAcronym(title)) capitalWordsByTitle.set(title.toLowerCase(), capitals);
}
const keepsItsCapitals = (match: string) =>
  (capitalWordsByTitle.get(match.toLowerCase()) ?? []).every((word) => match.split(/\s+/).includes(word));

/** Every job title the text names (an occupation's title, alias or rung title), longest first at one place. */
export const titleMentions = (text: string) =>
  findTitlesInText(text).filter(
    ({ match }) =>
      (!acronymsInText.has(match.toUpperCase()) || acronymsInText.has(match)) && keepsItsCapitals(match),
  );

/** The occupation a title the text named belongs to. */
export const roleOfNamedTitle = (match: string): Role | undefined =>
  byAcronym.get(match)?.role ?? byFullTitle.get(fullKey(match))?.role;

/** The roles whose titles the text names, in the order first named. */
export function rolesNamedIn(text: string): Role[] {
  // A rank alone ('Principal' of 'Principal Consultant') names no role here.
  const named = titleMentions(text)
    .filter(({ match, index }) => titleWords(match).length > 0 && !insideAName(text, match, index))
    .map(({ match }) => roleOfNamedTitle(match));
  return [...new Set(named.filter((role): role is Role => role !== undefined))];
}

/**
 * Whether a one-word title in running text is no title: written in lower case, where it is as often a verb or a
 * thing ('tailor your pitch', 'the web server'), or inside a name, a capitalised word beside it ('Windows Server',
 * 'Cook County'). A title of several words, or one standing alone ('Accountant with ten years'), is a title.
 */
const NAME_WINDOW = 40;

function insideAName(text: string, match: string, index: number): boolean {
  if (titleWords(match).length > 1 || /\s/.test(match.trim())) return false;
  if (!/^\p{Lu}/u.test(match)) return true;
  const window = text.slice(Math.max(0, index - NAME_WINDOW), index);
  const before = trimEdges(window, (character) => character === ' ' || character === '\t', 'end');
  const wordBefore = before.split(/[^\p{L}\p{N}]/u).at(-1) ?? '';
  const sentenceStart = before === '' || /[.!?:;\n]/.test(before.at(-1) ?? '');
  const capitalBefore = before.length < window.length && /^\p{Lu}/u.test(wordBefore);
  const after = text.slice(index + match.length, index + match.length + 3);
  return (!sentenceStart && capitalBefore) || /^[ \t]+\p{Lu}/u.test(after);
}
