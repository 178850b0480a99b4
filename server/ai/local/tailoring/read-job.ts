import type { TargetJob } from '#common/api/tailoring.ts';
import { type EducationLevel, JOB_SKILLS_MAX } from '#common/tailoring.ts';
import { rolesNamed } from '#server/ai/local/career/mentions.ts';
import { endsInJobNoun, findRole, skillsNamedIn } from '#server/knowledge/index.ts';
import { trimEdges } from '#server/knowledge/text.ts';
import { degreeLevels, levelRank } from './education.ts';
import { type Keyword, keywordsInClause } from './keywords.ts';
import { isBoilerplate, isEqualOpportunityStatement } from './posting-boilerplate.ts';
import { GLUED, type PostingLine, type PostingSection, plainText, postingLines } from './posting-lines.ts';
import { seniorityAsked } from './posting-seniority.ts';
import { yearsAsked } from './posting-years.ts';

export type ReadJob = Omit<TargetJob, 'source' | 'url'>;
export type KnownJob = { title?: string; company?: string; url?: string | null };

/** A clause that states a preference, not a requirement. */
const PREFERENCE =
  /\b(?:preferred|preferably|a plus|an advantage|advantageous|nice to have|bonus|desirable|ideally|is a bonus|would be great|beneficial|not required|optional|helps|helpful|an asset)\b/i;
const REQUIREMENT = /\b(?:required|must|mandatory|essential)\b/i;
const ONLY_PREFERENCE = /^\s{0,3}(?:preferred|desired|a plus|optional|nice to have)\s{0,3}$/i;

/** `prose`: a line about what the job involves, not a list of what it asks for. */
/** `toolsOnly`: a duty, which asks for no skill but names the tools the job is done with ('Document in Epic'). */
type Clause = { text: string; required: boolean; position: number; prose: boolean; toolsOnly?: boolean };

/** A line's clauses: at semicolons, and a bracket that states a preference ('(call center a plus)') on its own. */
function clausesOf(line: string): string[] {
  const brackets: string[] = [];
  const withoutPreferences = line.replace(/\(([^()]{1,120})\)/g, (whole, inner: string) => {
    // '(Preferred)' alone marks the clause it ends, as Indeed writes 'Customer service: 1 year (Preferred)'.
    if (!PREFERENCE.test(inner) || ONLY_PREFERENCE.test(inner)) return whole;
    brackets.push(inner);
    return ' ';
  });
  return [...withoutPreferences.split(/;\s*/), ...brackets].map((clause) => clause.trim()).filter(Boolean);
}

/** Whether a clause names a degree: its skills are the field of study, not what the person must do. */
const namesDegree = (clause: string) => degreeLevels(clause).length > 0 && !/\byears?\b/i.test(clause);

const SKILL_SECTIONS: ReadonlySet<PostingSection> = new Set(['required', 'preferred']);

function requirementClauses(lines: PostingLine[]): Clause[] {
  const hasRequirements = lines.some((line) => line.section === 'required' && !line.isHeading);
  // Without a requirements section, what the job involves is what it asks for.
  const askingSections: ReadonlySet<PostingSection> = hasRequirements
    ? SKILL_SECTIONS
    : new Set([...SKILL_SECTIONS, 'duties', 'other', 'intro']);
  const clauses: Clause[] = [];
  // After an equal-opportunity statement, up to the next heading, the text is the employer's: legal notes, board fields.
  let afterStatement = false;
  let employerText = false;
  lines.forEach((line, position) => {
    afterStatement = !line.isHeading && (afterStatement || isEqualOpportunityStatement(line.text));
    // A piece cut from the employer's sentence at a semicolon goes on in lower case: 'environmental permitting; and NEPA'.
    employerText = isBoilerplate(line) || (employerText && !line.bulleted && /^\p{Ll}/u.test(line.text));
    if (line.isHeading || afterStatement || employerText) return;
    if (hasRequirements && line.section === 'duties') {
      for (const text of clausesOf(line.text))
        clauses.push({ text, required: false, position, prose: true, toolsOnly: true });
      return;
    }
    if (!askingSections.has(line.section)) return;
    for (const text of clausesOf(line.text)) {
      if (namesDegree(text)) continue;
      const preferred = line.section === 'preferred' || (PREFERENCE.test(text) && !REQUIREMENT.test(text));
      clauses.push({
        text,
        required: !preferred,
        position,
        prose: line.section !== 'required' && line.section !== 'preferred',
      });
    }
  });
  return clauses;
}

type Ranked = { keyword: Keyword; required: boolean; mentions: number; order: number };

/** Required first, then the most mentioned, then in the posting's order; one entry per skill or set of alternatives. */
function rankedKeywords(lines: PostingLine[], description: string): Ranked[] {
  const mentionCounts = new Map(
    [...skillsNamedIn(description)].map(([name, passages]) => [name, passages.length]),
  );
  const ranked: Ranked[] = [];
  let order = 0;
  for (const clause of requirementClauses(lines)) {
    for (const keyword of keywordsInClause(clause.text, { prose: clause.prose })) {
      if (clause.toolsOnly && keyword.evidence !== 'tool') continue;
      const mentions = Math.max(...keyword.skills.map((name) => mentionCounts.get(name) ?? 1));
      ranked.push({ keyword, required: clause.required, mentions, order: order++ });
    }
  }
  ranked.sort(
    (a, b) => Number(b.required) - Number(a.required) || b.mentions - a.mentions || a.order - b.order,
  );
  const kept: Ranked[] = [];
  for (const entry of ranked) {
    // A skill already asked for (alone or among alternatives) is not asked for again.
    const covered = kept.some((earlier) =>
      entry.keyword.skills.every((name) => earlier.keyword.skills.includes(name)),
    );
    if (!covered) kept.push(entry);
  }
  return kept;
}

const TITLE_LABEL = /^(?:job title|position(?: title)?|role|title|job)\s{0,3}[:–—-]\s{0,3}(\S.{0,150})$/i;
const MAX_LABEL = 40;
/** 'Administrative CoordinatorOrganization: Book Bank' → 'Administrative Coordinator': the next label glued on. */
function withoutGluedLabel(value: string): string {
  for (const glue of value.matchAll(GLUED)) {
    const rest = value.slice(glue.index + 1);
    const colon = rest.indexOf(':');
    if (colon > 0 && colon <= MAX_LABEL && /^[\p{L} ]+$/u.test(rest.slice(0, colon)))
      return value.slice(0, glue.index + 1);
  }
  return value;
}
/** Labels that name nothing but the title; 'Role:' and 'Position:' also head sections. */
const TITLE_ONLY_LABEL = /^(?:job title|position title|title)\s{0,3}[:–—-]/i;
const TITLE_SEPARATOR = /\s[-–—|·•]\s|\s\|\s|\.\s/;
/** 'Data Analyst, Austin, TX': the comma before a place separates it from the title. */
const PLACE_AFTER_COMMA = /,\s([A-Z][a-z]{1,40},\s[A-Z]{2})\b/g;
const titleParts = (text: string) => text.replace(PLACE_AFTER_COMMA, ' | $1').split(TITLE_SEPARATOR);
const MAX_TITLE_WORDS = 12;
const TITLE_LINES = 6;

const namesRole = (text: string) => rolesNamed(text).length > 0 || findRole(text) !== undefined;

/** 'FINANCIAL ANALYST (FP&A)' → 'Financial Analyst (FP&A)': capitals kept only for short forms and acronyms. */
function unshouted(title: string): string {
  if (title !== title.toUpperCase() || !/\p{Lu}{4}/u.test(title)) return title;
  return title.replace(/[\p{L}&]+/gu, (word) =>
    word.length <= 3 || word.includes('&') ? word : word[0] + word.slice(1).toLowerCase(),
  );
}

/** What boards append to a title: 'Remote', 'Full-time', 'Austin, TX'. */
const WORK_TERMS =
  /^(?:remote|hybrid|on-?site|in-?office|full[- ]time|part[- ]time|contract|temporary|permanent|freelance)\b|^[\p{L} .'-]{2,40}, [A-Z]{2}$/iu;

const COMPANY_SUFFIX =
  /\b(?:inc|llc|ltd|gmbh|corp|corporation|company|group|plc|pvt|limited|ag|sa|bv|llp)\.?$/i;

/** 'Staff Accountant - Brookline Inc. - Cleveland, OH' → 'Staff Accountant': no place, terms or employer after it. */
function withoutWorkTerms(title: string, companies: string[]): string {
  const parts = titleParts(title).map((part) => part.trim());
  const isCompany = (part: string) =>
    COMPANY_SUFFIX.test(part) || companies.some((company) => part.startsWith(company));
  while (parts.length > 1 && (WORK_TERMS.test(parts.at(-1) ?? '') || isCompany(parts.at(-1) ?? '')))
    parts.pop();
  return parts.length === titleParts(title).length ? title : parts.join(' - ');
}

/** 'Director of EngineeringDirector of Engineering' → once: a board's title and its heading flattened together. */
function once(text: string): string {
  const half = Math.floor(text.length / 2);
  const [first, second] = [text.slice(0, half), text.slice(text.length - half)];
  const between = text.slice(half, text.length - half);
  return half > 0 && first === second && between.trim() === '' ? first : text;
}

function cleanTitle(text: string): string {
  const trimmed = trimEdges(
    trimEdges(text, (character) => /[\s<>]/.test(character), 'start'),
    (character) => /[\s.,:;|–—-]/.test(character),
    'end',
  );
  return unshouted(once(trimmed)).slice(0, 200);
}

/** The title: a labelled line, else the first of the opening lines that names a role, else the one the caller knows. */
function titleOf(lines: PostingLine[], known: KnownJob): string {
  const companies = companiesNamed(lines);
  for (const line of lines.slice(0, 30)) {
    const labelled = line.text.match(TITLE_LABEL)?.[1];
    // 'Role: Our office is a fast-paced environment' labels a section, not the title.
    const namesTitle =
      labelled && (TITLE_ONLY_LABEL.test(line.text) || namesRole(titleParts(labelled)[0] ?? ''));
    if (labelled && namesTitle) return cleanTitle(titleParts(withoutGluedLabel(labelled))[0] ?? labelled);
  }
  const opening = lines.slice(0, TITLE_LINES).filter((line) => !line.isHeading);
  for (const line of opening) {
    const whole = line.text.split(/\s+/).length <= MAX_TITLE_WORDS && !/[.!?]$/.test(line.text);
    const candidate = whole ? line.text : (titleParts(line.text)[0] ?? '');
    // A title shaped as one counts though the catalogue does not know it ('Swahili Instructor'), before a line below
    // it that names a field in other words ('Recruitment Design', a recruiter's firm).
    if (
      candidate.split(/\s+/).length <= MAX_TITLE_WORDS &&
      (endsInJobNoun(candidate) || namesRole(candidate))
    )
      return cleanTitle(withoutWorkTerms(candidate, companies));
  }
  if (known.title?.trim()) return known.title.trim().slice(0, 200);
  const first = (opening[0] ? titleParts(opening[0].text) : [])[0] ?? 'Job';
  return cleanTitle(first.split(/\s+/).slice(0, MAX_TITLE_WORDS).join(' ')) || 'Job';
}

const NAME = "\\p{Lu}[\\p{L}\\p{N}&'’.-]{0,40}(?:\\s(?:&\\s)?\\p{Lu}[\\p{L}\\p{N}&'’.-]{0,40}){0,4}";
const COMPANY_LABEL =
  /^(?:company|employer|organi[sz]ation|company name|hiring company)\s{0,3}[:–—-]\s{0,3}(\S.{0,120})$/i;
const ABOUT_NAME = new RegExp(`^[Aa](?:bout|BOUT)\\s(${NAME})\\s{0,2}:?$`, 'u');
const HIRING = new RegExp(`(${NAME})\\s(?:is|are)\\s(?:hiring|looking|seeking|recruiting|searching)\\b`, 'u');
const EMPLOYER = new RegExp(`(${NAME})\\s(?:is|are)\\s(?:an|a|proud to be an?)\\s(?:[Ee]qual|EEO)`, 'u');
const JOIN_AT = new RegExp(`\\b(?:[Jj]oin|[Aa]t)\\s(${NAME})(?![^\\s,.!])`, 'u');
/** Words that open a sentence, not a name: 'We are hiring', 'Our team is looking', 'The team at…'. */
const NOT_A_COMPANY =
  /^(?:[Ww]e|WE|[Oo]ur|OUR|[Tt]his|[Yy]ou|[Yy]our|[Uu]s|[Rr]emote|[Hh]ybrid|[Ff]ull[- ][Tt]ime|[Pp]art[- ][Tt]ime|[Cc]ontract|[Pp]ermanent|[Aa]pply|[Ll]ocation|[Aa]bout|[Jj]ob|[Nn]ew|[Ss]enior|[Jj]unior)\b|^[Tt]he(?:\s\p{Ll}|$)|^(?:The|THE)\s(?:[Cc]ompany|[Rr]ole|[Tt]eam|[Jj]ob|[Pp]osition|[Oo]pportunity)\b/u;
const PLACE_OR_TERMS = /\b(?:remote|hybrid|on-?site|full[- ]time|part[- ]time|\d)|\b[A-Z]{2}$|\s\/\s/i;

/** Employers the posting names in its sentences: 'About Fintrail', 'Brookline is hiring', 'Kestrel is an equal…'. */
function companiesNamed(lines: PostingLine[]): string[] {
  return lines.flatMap((line) =>
    [ABOUT_NAME, HIRING, EMPLOYER].flatMap((pattern) => {
      const found = line.text.match(pattern)?.[1]?.trim();
      return found && !NOT_A_COMPANY.test(found) ? [found] : [];
    }),
  );
}

/** 'Fintrail' → 'Fintrail Inc.' when the posting also writes the longer name. */
const NEXT_CAPITALISED_WORD = / \p{Lu}[\p{L}.&]{1,20}/uy;
const MAX_NAME_WORDS_AFTER = 3;

function longestForm(name: string, text: string): string {
  const at = text.indexOf(name);
  if (at < 0) return name;
  let end = at + name.length;
  for (let added = 0; added < MAX_NAME_WORDS_AFTER; added += 1) {
    NEXT_CAPITALISED_WORD.lastIndex = end;
    const word = NEXT_CAPITALISED_WORD.exec(text);
    if (!word) break;
    end += word[0].length;
  }
  const longer = text.slice(at, end);
  return !/\b(?:is|are|has|was)\b/.test(longer) ? longer : name;
}

function companyOf(lines: PostingLine[], text: string, title: string, known: KnownJob): string {
  const fromLines = (pattern: RegExp) => {
    for (const line of lines) {
      const found = line.text.match(pattern)?.[1]?.trim();
      if (found && !NOT_A_COMPANY.test(found)) return found;
    }
    return undefined;
  };
  const labelled = fromLines(COMPANY_LABEL);
  if (labelled) return trimEdges(labelled, (character) => /[.,;]/.test(character), 'end');
  const header = headerCompany(lines, title);
  if (header) return header;
  const named = fromLines(ABOUT_NAME) ?? fromLines(HIRING) ?? fromLines(EMPLOYER);
  if (named) return longestForm(named, text);
  // 'Join us at Fintrail' in the opening; 'experience at Google' in the requirements names another employer.
  const opening = lines.filter((line) => line.section === 'intro' || line.section === 'about');
  const joined = opening
    .map((line) => line.text.match(JOIN_AT)?.[1]?.trim())
    .find((found) => found && !NOT_A_COMPANY.test(found));
  return joined ?? known.company?.trim() ?? '';
}

/** The company on the title's line or the line below it ('Northwind Grocers · Pune, India'), not a place or terms. */
function headerCompany(lines: PostingLine[], title: string): string | undefined {
  const titleAt = lines.findIndex((line) => line.text.includes(title));
  if (titleAt < 0 || titleAt > TITLE_LINES) return undefined;
  const titleLine = lines[titleAt]?.text ?? '';
  const candidates = [
    ...titleParts(titleLine.slice(titleLine.indexOf(title) + title.length)),
    ...(lines[titleAt + 1]?.isHeading ? [] : titleParts(lines[titleAt + 1]?.text ?? '')),
  ].map((part) => (part.split(/,\s/)[0] ?? '').trim());
  return candidates.find(
    (part) =>
      part.length >= 2 &&
      part.length <= 80 &&
      part.split(/\s+/).length <= 6 &&
      /^\p{Lu}/u.test(part) &&
      !PLACE_OR_TERMS.test(part) &&
      !NOT_A_COMPANY.test(part) &&
      !namesRole(part) &&
      !/[.!?:]$/.test(part),
  );
}

/** The lowest degree asked for; a degree only preferred ('BSN preferred') is not asked for. */
function educationOf(lines: PostingLine[]): EducationLevel | null {
  const asked = lines
    .filter((line) => !['about', 'benefits', 'preferred'].includes(line.section) && !isBoilerplate(line))
    .flatMap((line) => clausesOf(line.text))
    .filter((clause) => !PREFERENCE.test(clause) || REQUIREMENT.test(clause))
    .flatMap(degreeLevels);
  if (asked.length === 0) return null;
  return asked.reduce((lowest, level) => (levelRank(level) < levelRank(lowest) ? level : lowest));
}

/**
 * A job as a posting describes it: title, company, level, the fewest years and the lowest degree it asks for, and the
 * skills it requires and prefers in its own words, most important first. `known` fills what the text does not say
 * (a board's title and company fields).
 */
export function readTargetJob(text: string, known: KnownJob = {}): ReadJob {
  const lines = postingLines(text);
  const description = plainText(text).trim();
  const title = titleOf(lines, known);
  const years = yearsAsked(lines);
  const keywords = rankedKeywords(lines, description);
  const listOf = (required: boolean) =>
    keywords
      .filter((entry) => entry.required === required)
      .map((entry) => entry.keyword.text.slice(0, 100))
      .filter((keyword) => keyword !== '')
      .slice(0, JOB_SKILLS_MAX);
  return {
    title,
    company: companyOf(lines, description, title, known).slice(0, 200),
    seniority: seniorityAsked(title, lines, years),
    years,
    education: educationOf(lines),
    requiredSkills: listOf(true),
    preferredSkills: listOf(false),
    description,
  };
}
