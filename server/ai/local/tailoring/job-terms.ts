import type { TargetJob } from '#common/api/tailoring.ts';
import { findSkill, skillsNamedIn, skillsShownBy } from '#server/knowledge/index.ts';

/**
 * The job's own words for the skills a bullet already shows: 'Postgres' written 'PostgreSQL' when the posting says
 * PostgreSQL (the knowledge base calls them one skill), and 'PostgreSQL' followed by '(SQL)' when the posting asks
 * for SQL (PostgreSQL shows SQL). Nothing the bullet does not show is ever named.
 */

/** Canonical skill name → the posting's own spelling of it. */
export type JobTerms = ReadonlyMap<string, string>;

/** The posting's spelling of each skill it asks for: its skill lists first, then its text. */
export function jobTermsOf(job: TargetJob): JobTerms {
  const terms = new Map<string, string>();
  for (const term of [...job.requiredSkills, ...job.preferredSkills]) {
    const skill = findSkill(term)?.name;
    if (skill && !terms.has(skill)) terms.set(skill, term.trim());
  }
  for (const [skill, passages] of skillsNamedIn(job.description)) {
    const [first] = passages;
    if (first && !terms.has(skill)) terms.set(skill, first);
  }
  return terms;
}

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}+#]/u.test(character);

/** Where `passage` occurs in `text` as a whole word or phrase, first occurrence first. */
function wholeOccurrences(text: string, passage: string): number[] {
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
  const named = skillsNamedIn(text);
  for (const [skill, passages] of named) {
    const term = terms.get(skill);
    if (!term) continue;
    for (const passage of new Set(passages)) {
      if (passage === term) continue;
      const replaced = replaceWhole(result, passage, term);
      if (replaced === result) continue;
      result = replaced;
      details.push(`Wrote ‘${term}’, the job’s word, for ‘${passage}’: the same skill.`);
    }
  }
  for (const [skill, passages] of skillsShownBy(text)) {
    const term = terms.get(skill);
    const [passage] = passages;
    const addable = added.length < MAX_ADDED_TERMS && !named.has(skill) && mayAdd(skill);
    if (!term || !passage || !addable) continue;
    const written = terms.get([...named].find(([, found]) => found.includes(passage))?.[0] ?? '') ?? passage;
    if (wholeOccurrences(result, term).length > 0 || wholeOccurrences(result, written).length === 0) continue;
    result = replaceWhole(result, written, `${written} (${term})`, true);
    added.push(skill);
    details.push(`Added ‘${term}’, which the job asks for, beside ‘${written}’, which shows it.`);
  }
  return details.length > 0 ? { text: result, details, added } : undefined;
}
