import {
  endsInJobNoun,
  findRole,
  inferRole,
  inTitleWords,
  isGenericNounOnly,
  isRankOnly,
  isTitleShaped,
  isWrittenAsTitle,
  type Role,
  rolesNamedIn,
  titleWords,
} from '#server/knowledge/index.ts';
import { ownTitle } from '#server/knowledge/own-title.ts';
import type { ExperienceEntry, ResumeFacts } from './parse.ts';

/**
 * The role an analysis measures a resume against. `role` is the catalogue's occupation; without one, `title` is the
 * person's own title, kept as they wrote it, and the analysis compares no occupation's skills.
 */
export type AssumedRole = {
  role?: Role;
  title: string;
  source: 'career-profile' | 'chosen' | 'inferred';
};

const TITLE_SEPARATOR = /\s[-–—|@]\s|[,|–—\t·•]|\s(?:as|at)\s/;

/** What joins two titles a person holds at once: 'Grant Writer & Development Associate'. */
const TITLES_JOINED = /\s&\s/;
/**
 * 'and' joins two titles where both have a title's shape and the first is known alone ('Teacher and Reading
 * Teacher') or both end in one job noun ('SAP BO Developer and SAP HANA Developer'), not the fields of one ('Sales
 * and Marketing Head', 'Shipping and Receiving Clerk').
 */
const KNOWN_TITLES_JOINED = /\sand\s/i;
const sameJobNoun = (halves: string[]) => new Set(halves.map((half) => titleWords(half).at(-1))).size === 1;
/** A slash between spaces parts two titles; one without may part a title from its field ('Specialist/Quality'). */
const TITLES_APART = /\s\/\s/;

const partsOf = (text: string) => text.split(TITLE_SEPARATOR).map((part) => part.trim());

/** A part joined by `joiner`, read as its halves where `apart` says they are titles of their own. */
const apartWhere = (joiner: RegExp, apart: (halves: string[]) => boolean) => (part: string) => {
  const halves = part.split(joiner).map((half) => half.trim());
  return halves.length > 1 && apart(halves) ? halves : [part];
};

/**
 * The titles a part written with a slash may be: two titles held at once, written apart ('Forklift Operator /
 * Warehouse Associate'), or a title and a word of its field ('Conservation Technician/Maintenance'); the part as
 * written first.
 */
function slashAlternatives(part: string): string[] {
  const halves = part.split('/').map((half) => half.trim());
  const [first] = halves;
  if (halves.length < 2 || first === undefined) return [part];
  if (TITLES_APART.test(part) && halves.every(isTitleShaped)) return halves;
  return isTitleShaped(first) ? [part, first] : [part];
}

/**
 * A header's parts that may be titles: split at its separators; two titles joined by ' & ' apart, each ending in a
 * job noun ('Grant Writer & Development Associate', but not 'Sales & Marketing Head' or 'PR & Event Manager'), or by
 * 'and' as KNOWN_TITLES_JOINED says, and a slash read as slashAlternatives says; a rank written apart from its field
 * joined to it ('Vice President, Corporate Finance' is a vice president of corporate finance), and so a generic noun
 * ('Coordinator, Donor Relations' is a donor relations coordinator) where the field is written in words of titles,
 * not an employer's name.
 */
function headerParts(header: string): string[] {
  const parts = partsOf(header)
    .flatMap(apartWhere(TITLES_JOINED, (halves) => halves.every(endsInJobNoun)))
    .flatMap(
      apartWhere(
        KNOWN_TITLES_JOINED,
        (halves) =>
          halves.every(isTitleShaped) && (findRole(halves[0] ?? '') !== undefined || sameJobNoun(halves)),
      ),
    )
    .flatMap(slashAlternatives);
  return parts.flatMap((part, index) => {
    const next = parts[index + 1];
    if (next && isRankOnly(part)) return [`${part} of ${next}`, part];
    return next && isGenericNounOnly(part) && inTitleWords(next) ? [`${next} ${part}`, part] : [part];
  });
}

/**
 * The role a job header names: the closest title to one of its parts, else a known title inside a part that is not
 * written as a title the catalogue could not read ('Company Name Registered Nurse', but not 'Regional Banking
 * District Manager', no district manager of a store).
 */
function roleOfHeader(header: string): Role | undefined {
  const parts = headerParts(header);
  return (
    parts.map((part) => findRole(part)).find((role) => role !== undefined) ??
    rolesNamedIn(parts.filter((part) => !isWrittenAsTitle(part)).join('\n'))[0]
  );
}

const endOrder = (entry: ExperienceEntry) =>
  entry.end === 'present' ? '9999' : (entry.end ?? entry.start ?? '');

/** The job held last: an open one first, else the latest end, else the first written. */
export function currentJob(facts: ResumeFacts): ExperienceEntry | undefined {
  const jobs = facts.entries.filter((entry) => entry.section === 'experience');
  return jobs.reduce<ExperienceEntry | undefined>(
    (latest, entry) => (!latest || endOrder(entry) > endOrder(latest) ? entry : latest),
    undefined,
  );
}

/**
 * The role a rank without a field leads ('Director', 'VP, Principal'), read as a recruiter reads it: the field of the
 * jobs before it, the latest that names one. A 'Director' who was a marketing manager directs marketing.
 */
function fieldLedBy(facts: ResumeFacts, current: ExperienceEntry): Role | undefined {
  const earlier = facts.entries
    .filter(
      (entry) => entry.section === 'experience' && entry !== current && endOrder(entry) <= endOrder(current),
    )
    .sort((a, b) => endOrder(b).localeCompare(endOrder(a)));
  for (const entry of earlier) {
    const role = roleOfHeader(entry.header);
    if (role) return role;
  }
  return undefined;
}

/**
 * The role the current job names, or the field it leads when its title is a rank alone ('Director', 'VP,
 * Principal'): its title read as one, or its header starting with a rank and naming no role.
 */
function roleOfCurrentJob(facts: ResumeFacts, current: ExperienceEntry): Role | undefined {
  const titleIsRank = Boolean(current.title) && partsOf(current.title ?? '').every(isRankOnly);
  const named = titleIsRank ? undefined : roleOfHeader(current.header);
  if (named) return named;
  const [first] = partsOf(current.header);
  return titleIsRank || (first !== undefined && isRankOnly(first)) ? fieldLedBy(facts, current) : undefined;
}

const linesOf = (facts: ResumeFacts, indices: number[]) => indices.map((index) => facts.lines[index] ?? '');

/** The lines under the name, before the first heading, that are neither contact details nor the name. */
function headlines(facts: ResumeFacts): string[] {
  const { location: _location, ...reachable } = facts.contact;
  const contactValues = Object.values(reachable).filter((value): value is string => Boolean(value));
  const firstHeading = facts.sections[0]?.headingLine ?? 0;
  return facts.lines
    .slice(0, firstHeading)
    .filter((line) => line.trim() !== facts.name && !contactValues.some((value) => line.includes(value)));
}

const MAX_TITLE_LINE_WORDS = 10;
const isShortLine = (line: string) =>
  line.trim().split(/\s+/).length <= MAX_TITLE_LINE_WORDS && !/[.!?]$/.test(line.trim());

/**
 * A short line without a full stop is a title line ('Sales & Marketing Head | FMCG'), read as a job header; a longer
 * one names the person's role in its opening words ('Experienced Registered Nurse with ten years…'), not in a list
 * that runs on after them ('Operating Systems: Windows, Linux … Windows Server').
 */
const HEADLINE_OPENING_WORDS = 12;
const roleOfLine = (line: string) =>
  isShortLine(line)
    ? roleOfHeader(line)
    : rolesNamedIn(line.trim().split(/\s+/).slice(0, HEADLINE_OPENING_WORDS).join(' '))[0];

const MAX_OWN_TITLE_WORDS = 7;
/**
 * A school or a board, named by its last word or before 'of': a title the catalogue does not know written so is the
 * place someone studied ('SNS College of Engineering', 'State Board'), not a job ('School Success Advocate').
 */
const INSTITUTION_WORDS =
  /\b(?:university|college|school|institute|academy|polytechnic|board)(?:\s+of\b|\W*$)/i;
/** A level written as a number after a title: 'Operations Technician 1', 'Analyst 2'. */
const LEVEL_NUMBER = /\s\d{1,2}$/;

/**
 * A job title the catalogue may not know, in a headline or a job header: a short part without figures (but a level
 * number) or an address, whose last word ends some known title ('Media Activities Specialist', 'Hydroblasting
 * Technician').
 */
function titleIn(line: string): string | undefined {
  if (!isShortLine(line)) return undefined;
  return headerParts(line).find(
    (part) =>
      titleWords(part).length <= MAX_OWN_TITLE_WORDS &&
      !/[\d@]/.test(part.replace(LEVEL_NUMBER, '')) &&
      !INSTITUTION_WORDS.test(part) &&
      isTitleShaped(part),
  );
}

const YEAR = /\b(?:19|20)\d{2}\b/;
const MAX_EXPORT_HEADLINE_LINES = 3;
/**
 * Words that name a degree or a school certificate, as the lines of an education block do; not a 'Master' alone, a
 * rank of titles ('Master Electrician', 'Scrum Master').
 */
const DEGREE_WORDS =
  /\b(?:degree|bachelors?|master(?:'s|s|\s+of)|diploma|mba|bba|bca|mca|llb|ssc|hsc|matric|b\.?\s?tech|m\.?\s?tech)\b/i;

/**
 * The headline a flattened export writes after the education block it opens with, before its skills ('Education
 * Details … B.E. Mechanical … Java Developer - Maxgen Technologies', then 'Skill Details'): its last few lines that
 * name no school, degree or year, a heading it did not know among them ('SAP CONSULTANT').
 */
function exportHeadline(facts: ResumeFacts): string[] {
  const skillsAt = facts.sections.findIndex((section) => section.kind === 'skills');
  const [first, ...others] = facts.sections.slice(0, Math.max(0, skillsAt));
  if (first?.headingLine !== 0 || first.kind !== 'education') return [];
  if (others.some((section) => section.kind !== 'other')) return [];
  const lines = [...first.lines, ...others.flatMap((section) => [section.headingLine, ...section.lines])]
    .map((index) => facts.lines[index]?.trim() ?? '')
    .filter((line) => line !== '');
  return lines
    .filter((line) => !YEAR.test(line) && !INSTITUTION_WORDS.test(line) && !DEGREE_WORDS.test(line))
    .slice(-MAX_EXPORT_HEADLINE_LINES);
}

/** Words of a document's own heading, not of a title: 'Curriculum Vitae', 'Resume', 'Page 1'. */
const DOCUMENT_WORDS =
  /\b(?:resume|résumé|curriculum|vitae|cv|biodata|lebenslauf|profile|contact|page|photo)\b/i;
const MAX_HEADLINE_TITLE_WORDS = 5;
/** A stray letter or two ('O', 'AS' cut from a line) is no title. */
const MIN_TITLE_WORD_LETTERS = 3;

/**
 * The headline line under the name, when it is a short run of words and nothing else: the title a person gives
 * themselves at the top ('KEY HOLDER'), even in words no known title ends with.
 */
const isHeadlineTitle = (line: string) =>
  /^[\p{L}][\p{L}&'’ .-]*$/u.test(line.trim()) &&
  line.trim().split(/\s+/).length <= MAX_HEADLINE_TITLE_WORDS &&
  !DOCUMENT_WORDS.test(line) &&
  !INSTITUTION_WORDS.test(line) &&
  titleWords(line).some((word) => word.length >= MIN_TITLE_WORD_LETTERS);

/** Words that announce the role a person aims for: 'moving into', 'seeking a … role'. */
const AIM = /\b(?:into|towards?|seeking|looking for|aspiring|aspire to|become|transition(?:ing)? to)\b/gi;

/** What ends a sentence; a line break does not, as a summary's lines wrap. */
const SENTENCE_END = /[.!?;](?!\S)/g;
const AIM_SENTENCES = 3;
/** A PDF's summary often runs its sentences on unmarked: an aim's region ends after this many words all the same. */
const AIM_WORDS = 40;

/** The text from `start` to the end of its sentence and the two after it, and at most AIM_WORDS words. */
function aimRegion(statement: string, start: number): string {
  SENTENCE_END.lastIndex = start;
  let end = statement.length;
  for (let sentence = 0; sentence < AIM_SENTENCES; sentence += 1) {
    const found = SENTENCE_END.exec(statement);
    if (!found) break;
    end = found.index + 1;
  }
  const region = statement.slice(start, end);
  const words = region.split(/\s+/);
  return words.length > AIM_WORDS ? words.slice(0, AIM_WORDS).join(' ') : region;
}

/**
 * The role the person says they aim for, named after an aim word in its sentence or the two after it: a career changer's
 * summary ('making the move into business analysis … a business analyst role'), not a title named further on.
 */
function aimedRole(statement: string): Role | undefined {
  for (const aim of statement.matchAll(AIM)) {
    const role = rolesNamedIn(aimRegion(statement, aim.index))[0];
    if (role) return role;
  }
  return undefined;
}

const known = (role: Role | undefined, source: AssumedRole['source']): AssumedRole | undefined =>
  role ? { role, title: role.title, source } : undefined;

/**
 * The role a resume is about, read as a recruiter reads it: the role the person says they aim for; the title they give
 * themselves in the headline, known or kept as written; then their current job's, known or kept; only then the
 * titles the summary names, and the occupation whose skills the text shares most.
 */
function roleOfResume(facts: ResumeFacts): AssumedRole | undefined {
  const summary = facts.sections.find((section) => section.kind === 'summary');
  const summaryText = linesOf(facts, summary?.lines ?? []).join('\n');
  const top = headlines(facts);
  const stated = top.length > 0 ? top : exportHeadline(facts);
  const current = currentJob(facts);
  const statedRole =
    aimedRole([...stated, summaryText].join('\n')) ??
    stated.map(roleOfLine).find((role) => role !== undefined);
  if (statedRole) return known(statedRole, 'inferred');
  const ownHeadline = stated.map(titleIn).find((title) => title !== undefined);
  if (ownHeadline) return { title: ownTitle(ownHeadline), source: 'inferred' };
  const ofCurrentJob = current ? roleOfCurrentJob(facts, current) : undefined;
  if (ofCurrentJob) return known(ofCurrentJob, 'inferred');
  // A short line of words alone under the name, even one no known title ends with ('KEY HOLDER').
  const unknownTitle =
    top.find(isHeadlineTitle) ?? (current ? titleIn(current.title ?? current.header) : undefined);
  if (unknownTitle) return { title: ownTitle(unknownTitle), source: 'inferred' };
  return known(rolesNamedIn(summaryText)[0] ?? inferRole(facts.text), 'inferred');
}

/**
 * The role to measure against: the one the person chose or saved in their career profile (kept as they wrote it
 * when the catalogue does not know it), else the one their resume shows.
 */
export function assumedRole(
  facts: ResumeFacts,
  given?: { title: string; source: 'career-profile' | 'chosen' },
): AssumedRole | undefined {
  const title = given?.title.trim();
  if (given && title) {
    const role = findRole(title);
    return role
      ? { role, title: role.title, source: given.source }
      : { title: ownTitle(title), source: given.source };
  }
  return roleOfResume(facts);
}
