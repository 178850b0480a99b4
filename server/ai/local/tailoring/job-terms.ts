import type { TargetJob } from '#common/api/tailoring.ts';
import { findSkill, skillsNamedIn, skillsShownBy } from '#server/knowledge/index.ts';

/**
 * The job's own words for the skills a bullet already shows: 'Postgres' written 'PostgreSQL' when the posting says
 * PostgreSQL, and 'Tableau' followed by '(Data Visualization)' when the posting asks for data visualization
 * (Tableau shows it). Only another spelling of the same name is swapped (an abbreviation, a vendor's prefix, a
 * longer form of one word): the knowledge base also links words that are related but not the same ('classifier',
 * 'machine learning'), and swapping those would change what the bullet says.
 */

type JobTerm = {
  term: string /** Whether the posting lists it among its skills, not only mentions it. */;
  listed: boolean;
};

/** Canonical skill name → the posting's own spelling of it. */
export type JobTerms = ReadonlyMap<string, JobTerm>;

/** The posting's spelling of each skill it asks for: its skill lists first, then its text. */
export function jobTermsOf(job: TargetJob): JobTerms {
  const terms = new Map<string, JobTerm>();
  for (const term of [...job.requiredSkills, ...job.preferredSkills]) {
    const skill = findSkill(term)?.name;
    if (skill && !terms.has(skill)) terms.set(skill, { term: term.trim(), listed: true });
  }
  for (const [skill, passages] of skillsNamedIn(job.description)) {
    const [first] = passages;
    if (first && !terms.has(skill)) terms.set(skill, { term: first, listed: false });
  }
  return terms;
}

const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean);
const CONNECTIVES = new Set(['and', 'of', 'for', 'the', '&']);
const isAcronym = (text: string) => /^[\p{Lu}\p{N}]{2,6}$/u.test(text);
/** 'NLP' of 'Natural Language Processing', 'AWS' of 'Amazon Web Services'. */
const initialsOf = (text: string) =>
  text
    .split(/[\s-]+/)
    .filter((word) => word !== '' && !CONNECTIVES.has(word.toLowerCase()))
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** Endings that make another form of a word ('Audit', 'Auditing'), not a longer name. */
const WORD_ENDINGS = new Set([
  'es',
  'ing',
  'ed',
  'ion',
  'ation',
  'ment',
  'er',
  'ers',
  'ance',
  'ence',
  'al',
  'ity',
]);

/**
 * Whether `longer` is `shorter` spelt out: an acronym and its words, the same word longer ('Postgres',
 * 'PostgreSQL'; 'Node', 'Node.js'), or the same name with a vendor's word before it ('Excel', 'Microsoft Excel').
 */
function spelledOut(shorter: string, longer: string): boolean {
  if (isAcronym(shorter) && initialsOf(longer) === shorter) return true;
  const longerWords = wordsOf(longer);
  if (longerWords.length === 1) {
    const [short, long] = [lettersOf(shorter), lettersOf(longer)];
    const ending = long.slice(short.length);
    return long.startsWith(short) && ending.length >= 2 && !WORD_ENDINGS.has(ending);
  }
  const shorterWords = wordsOf(shorter);
  const head = longerWords.at(-1) ?? '';
  return shorterWords.includes(head) && shorterWords.every((word) => longerWords.includes(word));
}

/** A name the bullet writes ('Postgres', 'NLP'), rather than a common word the knowledge base relates to a skill. */
const isName = (passage: string) => /[\p{Lu}\p{N}.#+]/u.test(passage);

const withLowerInitial = (word: string) => `${word.charAt(0).toLowerCase()}${word.slice(1)}`;
const onlyInitialsDiffer = (passage: string, term: string) =>
  passage
    .split(/[\s-]+/)
    .map(withLowerInitial)
    .join(' ') ===
  term
    .split(/[\s-]+/)
    .map(withLowerInitial)
    .join(' ');

/** Whether the job's term is another spelling of the name the bullet wrote, so that swapping it says the same. */
export function sameName(passage: string, term: string): boolean {
  // 'javascript' → 'JavaScript' fixes a name; 'recruitment' → 'Recruitment' would only capitalise a word.
  if (lettersOf(passage) === lettersOf(term)) return !onlyInitialsDiffer(passage, term);
  return isName(passage) && (spelledOut(passage, term) || (isAcronym(term) && spelledOut(term, passage)));
}

/**
 * The job's term as the bullet should carry it: an acronym beside its words, so both are read ('Natural Language
 * Processing (NLP)', 'Amazon Web Services (AWS)'); otherwise the job's spelling.
 */
function inBulletForm(passage: string, term: string): string {
  if (isAcronym(passage) && !isAcronym(term)) return `${term} (${passage})`;
  if (isAcronym(term) && !isAcronym(passage)) return `${passage} (${term})`;
  return term;
}

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}+#]/u.test(character);

/** Where `passage` occurs in `text` as a whole word or phrase, first occurrence first. */
export function wholeOccurrences(text: string, passage: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(passage); at >= 0; at = text.indexOf(passage, at + passage.length)) {
    if (!isWordCharacter(text[at - 1]) && !isWordCharacter(text[at + passage.length])) found.push(at);
  }
  return found;
}

function replaceWhole(text: string, passage: string, replacement: string, onlyFirst = false): string {
  const occurrences = wholeOccurrences(text, passage);
  let result = '';
  let from = 0;
  for (const at of onlyFirst ? occurrences.slice(0, 1) : occurrences) {
    result += text.slice(from, at) + replacement;
    from = at + passage.length;
  }
  return result + text.slice(from);
}

export type TermChange = { text: string; details: string[]; added: string[] };

/** At most this many broader terms are added to one bullet, so it stays readable. */
const MAX_ADDED_TERMS = 2;

/**
 * The bullet in the job's own words for the skills it shows, with a sentence on each change. A broader skill the
 * job asks for is added beside the one that shows it only where `mayAdd` allows (the resume nowhere names it, and
 * no other bullet has had it added).
 */
export function inJobTerms(
  text: string,
  terms: JobTerms,
  mayAdd: (skill: string) => boolean,
): TermChange | undefined {
  let result = text;
  const details: string[] = [];
  const added: string[] = [];
  const renamed = new Map<string, string>();
  const named = skillsNamedIn(text);
  for (const [skill, passages] of named) {
    const term = terms.get(skill)?.term;
    if (!term) continue;
    for (const passage of new Set(passages)) {
      if (!sameName(passage, term)) continue;
      const written = inBulletForm(passage, term);
      const replaced = replaceWhole(result, passage, written);
      if (replaced === result) continue;
      result = replaced;
      renamed.set(passage, written);
      details.push(`Wrote ‘${term}’, the job’s word, for ‘${passage}’: the same skill.`);
    }
  }
  for (const [skill, passages] of skillsShownBy(text)) {
    const jobTerm = terms.get(skill);
    const [passage] = passages;
    const addable = added.length < MAX_ADDED_TERMS && !named.has(skill) && mayAdd(skill);
    if (!jobTerm?.listed || !passage || !addable) continue;
    const term = jobTerm.term;
    const written = wholeOccurrences(result, passage).length > 0 ? passage : renamed.get(passage);
    if (!written) continue;
    if (wholeOccurrences(result, term).length > 0 || wholeOccurrences(result, written).length === 0) continue;
    result = replaceWhole(result, written, `${written} (${term})`, true);
    added.push(skill);
    details.push(`Added ‘${term}’, which the job asks for, beside ‘${written}’, which shows it.`);
  }
  return details.length > 0 ? { text: result, details, added } : undefined;
}
