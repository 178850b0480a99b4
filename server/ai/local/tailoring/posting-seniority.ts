import { type Seniority, seniorityFor, seniorityInTitle } from '#server/knowledge/seniority.ts';
import type { PostingLine } from './posting-lines.ts';

/** A board's level line: 'Seniority level: Entry level', 'Mid-Senior level'. */
const LEVEL_LINE = /\b(entry|mid|mid-senior|senior|associate|director|executive|internship)[- ]level\b/i;
/** A title that leads people ('Billing Manager', 'Marketing Supervisor'): a job above the entry level. */
const LEADS_PEOPLE = /\b(?:manager|supervisor|superintendent|foreman|forewoman)\b/i;
/** What says a job is open to people starting out. */
const ENTRY_CUES =
  /\b(?:no (?:prior |previous )?experience (?:is )?(?:necessary|required|needed)|experience (?:is )?not (?:required|necessary)|not required to have experience|entry[- ]level|will train|paid training|training (?:is )?provided|recent (?:grad|graduate)s?|new grads?|newly licensed)\b/i;
/** What says a job asks for people who have done it before, or leads people. */
const EXPERIENCED_CUES =
  /\b(?:proven (?:experience|track record)|extensive experience|demonstrated experience|solid experience|significant experience|an experienced|seasoned|expertise in|expert (?:in|knowledge)|direct reports|(?:manage|supervise|lead|oversee)s? (?:a |the )?(?:team|staff|crew) of)\b/i;
/** A professional licence the job asks for: 'Must be a licensed Home Inspector', 'ATP Certificate (Required)'. */
const MUST_BE_LICENSED = /\bmust be (?:a |an )?(?:state[- ])?licensed\b/gi;
const CREDENTIAL_REQUIRED = /\b(?:licen[cs]e|certificate|certification) \((?:required|mandatory)\)/gi;
/** What any job may ask for, at any level: a driver's licence, CPR, first aid, food handling. */
const BASIC_CREDENTIAL = /\b(?:driver|driving|cpr|first aid|bls|food handler|servsafe)/i;
const CREDENTIAL_NAME_CHARACTERS = 30;

function asksForLicence(text: string): boolean {
  for (const licensed of text.matchAll(MUST_BE_LICENSED)) {
    const end = licensed.index + licensed[0].length;
    if (!/^\s+driver/i.test(text.slice(end, end + CREDENTIAL_NAME_CHARACTERS))) return true;
  }
  for (const credential of text.matchAll(CREDENTIAL_REQUIRED)) {
    const named = text.slice(Math.max(0, credential.index - CREDENTIAL_NAME_CHARACTERS), credential.index);
    if (!BASIC_CREDENTIAL.test(named)) return true;
  }
  return false;
}
/** How far into the posting its level line is looked for. */
const LEVEL_LINES = 10;

/**
 * The level of a job as a recruiter bands it: the level its title states ('Senior', 'Junior', 'Head of'), else the
 * board's level line, else the years it asks for (a job that leads people is at least mid), else what the text says of
 * experience ('no experience necessary', 'proven experience as', 'manage a team of') or of a professional licence
 * ('must be a licensed home inspector'); a job that asks for none and leads nobody is open to people starting out.
 */
export function seniorityAsked(
  title: string,
  lines: readonly PostingLine[],
  years: number | null,
): Seniority {
  const stated = seniorityInTitle(title);
  if (stated) return stated;
  const levelLine = lines
    .slice(0, LEVEL_LINES)
    .flatMap((line) => line.text.match(LEVEL_LINE)?.[1]?.toLowerCase() ?? [])[0];
  if (levelLine === 'entry' || levelLine === 'internship') return 'entry';
  if (levelLine === 'senior' || levelLine === 'director' || levelLine === 'executive') return 'senior';
  if (levelLine) return 'mid';
  const leadsPeople = LEADS_PEOPLE.test(title);
  if (years !== null) {
    const byYears = seniorityFor(years);
    return leadsPeople && byYears === 'entry' ? 'mid' : byYears;
  }
  if (leadsPeople) return 'mid';
  const text = lines.map((line) => line.text).join('\n');
  return !ENTRY_CUES.test(text) && (EXPERIENCED_CUES.test(text) || asksForLicence(text)) ? 'mid' : 'entry';
}
