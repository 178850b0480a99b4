import type { ParsePreview } from '#common/api/tailoring.ts';
import { hasJobNoun } from '#server/ai/local/resume/contact.ts';
import { findDateRange } from '#server/ai/local/resume/dates.ts';
import { namesOnlyQualifications, vocabularyKind } from '#server/ai/local/resume/headings.ts';
import type { ResumeFacts, Section, SectionKind } from '#server/ai/local/resume/parse.ts';
import type { LayoutSignals } from '#server/files/layout-signals.ts';
import { actionVerbOf, skillsNamedIn } from '#server/knowledge/index.ts';
import { listPhrase, quote } from '#server/knowledge/quotes.ts';

type Warning = ParsePreview['warnings'][number];
type PreviewSection = ParsePreview['sections'][number];

/** The heading ATS know each kind of section by. */
const STANDARD_HEADINGS: Record<SectionKind, string> = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certifications: 'Certifications',
  awards: 'Awards',
  volunteering: 'Volunteer Experience',
  publications: 'Publications',
  languages: 'Languages',
  interests: 'Interests',
  references: 'References',
  contact: 'Contact',
  other: 'Additional Information',
};

const DEGREE =
  /\b(?:bachelor|master|mba|b\.? ?(?:sc|com|tech|a|s)\b|m\.? ?(?:sc|com|tech|ed|a|s)\b|ph\.? ?d|degree|diploma|university|college)/i;
/** A list of skills names at least this many of them. */
const MIN_SKILLS_IN_LIST = 3;
/** Jobs, headings and header lines named in one warning; the rest are counted. */
const MAX_NAMED = 4;

const lineText = (facts: ResumeFacts, index: number) => (facts.lines[index] ?? '').trim();

/** What a run of lines holds, judged as a reader would: jobs with dates, degrees, or a list of skills. */
function contentKind(lines: string[]): SectionKind | undefined {
  const text = lines.join('\n');
  if (lines.some((line) => findDateRange(line)) && !DEGREE.test(text)) return 'experience';
  if (DEGREE.test(text)) return 'education';
  return skillsNamedIn(text).size >= MIN_SKILLS_IN_LIST ? 'skills' : undefined;
}

function contactOf(facts: ResumeFacts): ParsePreview['contact'] {
  const { contact } = facts;
  return {
    name: facts.name ?? null,
    email: contact.email ?? null,
    phone: contact.phone ?? null,
    location: contact.location ?? null,
    links: [contact.linkedin, contact.github, contact.website].filter((link) => link !== undefined),
  };
}

function sectionsOf(facts: ResumeFacts): PreviewSection[] {
  return facts.sections.map((section) => ({
    kind: section.kind,
    heading: section.heading,
    lines: section.lines.map((index) => lineText(facts, index)).filter((line) => line !== ''),
  }));
}

function jobsOf(facts: ResumeFacts): ParsePreview['jobs'] {
  return facts.entries
    .filter((entry) => entry.section === 'experience')
    .map((entry) => ({
      title: entry.title ?? null,
      company: entry.company ?? null,
      dates: entry.dates || null,
      start: entry.start ?? null,
      end: entry.end ?? null,
    }));
}

// Warnings from the file's layout

function layoutWarnings(signals: LayoutSignals, facts: ResumeFacts): Warning[] {
  const warnings: Warning[] = [];
  if (signals.twoColumns)
    warnings.push({
      id: 'columns',
      label: 'Columns may be read out of order',
      detail:
        'The text is set in side-by-side columns. Many applicant tracking systems read straight across the page, so lines of one column end up in the middle of the other.',
      fix: 'Use a single column: put the sidebar (contact, skills, education) above or below your experience.',
    });
  if (signals.tables)
    warnings.push({
      id: 'tables',
      label: 'Layout made of tables',
      detail:
        'Most of the text sits in table cells. Many applicant tracking systems skip tables or read their cells in the wrong order.',
      fix: 'Move the content out of the table into ordinary paragraphs; use tab stops to set dates to the right.',
    });
  if (signals.headerFooterText) warnings.push(headerFooterWarning(signals, facts));
  if (signals.imageOnlyPages > 0) {
    const pages = signals.imageOnlyPages === 1 ? '1 page is' : `${signals.imageOnlyPages} pages are`;
    warnings.push({
      id: 'image-text',
      label: 'Text in images',
      detail: `${pages} an image with no readable text (of ${signals.pageCount}). Applicant tracking systems read no text from images, so whatever those pages say is lost.`,
      fix: 'Export the resume from your editor as PDF or Word so its text stays text; do not scan or photograph it.',
    });
  }
  return warnings;
}

const CONTACT_IN_LINE = /@|\d{3}|linkedin|https?:|www\./i;

function headerFooterWarning(signals: LayoutSignals, facts: ResumeFacts): Warning {
  const lines = signals.headerFooterLines.slice(0, MAX_NAMED);
  const quoted = lines.length > 0 ? `: ${listPhrase(lines.map((line) => quote(line, 120)))}` : '';
  const holdsContact = lines.some((line) => CONTACT_IN_LINE.test(line));
  const missing = !facts.contact.email || !facts.contact.phone;
  return {
    id: 'header-footer',
    label: 'Text in the page header or footer',
    detail:
      `The page header or footer holds text${quoted}. Many applicant tracking systems skip headers and footers` +
      (holdsContact && missing
        ? ', so they would not find your contact details.'
        : ', or read it again on every page.'),
    fix: 'Put your name and contact details in the body of the page, at the top, and leave the header and footer empty (a page number is fine).',
  };
}

// Warnings from what was read

function headingWarnings(facts: ResumeFacts): Warning[] {
  const findings = [
    ...facts.sections.flatMap((section) => unusualHeading(facts, section)),
    ...facts.sections.flatMap((section) => unrecognisedHeadings(facts, section)),
  ];
  if (findings.length === 0) return [];
  const shown = findings.slice(0, MAX_NAMED);
  const more = findings.length - shown.length;
  return [
    {
      id: 'unusual-heading',
      label: findings.length === 1 ? 'An unusual heading' : 'Unusual headings',
      detail: `${shown.map((finding) => finding.detail).join(' ')}${more > 0 ? ` And ${more} more.` : ''}`,
      fix: `Use the standard headings applicant tracking systems look for: ${listPhrase([
        ...new Set(shown.map((finding) => quote(finding.standard))),
      ])}.`,
    },
  ];
}

type HeadingFinding = { detail: string; standard: string };

/**
 * A section the reader filed by what it holds rather than by its heading ('Qualifications' read as education), or an
 * unfamiliar heading ('SIDE QUESTS') it could not file at all.
 */
function unusualHeading(facts: ResumeFacts, section: Section): HeadingFinding[] {
  if (section.heading === '') return [];
  const byHeading = vocabularyKind(section.heading);
  const content = section.lines.map((index) => lineText(facts, index));
  // 'Qualifications' alone names no kind: its content decided; 'Education and Qualifications' names education.
  const onlyQualifications =
    namesOnlyQualifications(section.heading) &&
    vocabularyKind(section.heading.replace(/qualifications?/gi, ' ')) === undefined;
  const byContent = onlyQualifications || (byHeading !== 'other' && byHeading !== section.kind);
  if (byHeading !== undefined && byContent) {
    if (section.kind === 'other' || section.kind === 'contact') return [];
    const standard = STANDARD_HEADINGS[section.kind];
    return [
      {
        detail: `${quote(section.heading)} was read as ${standard} only from what it holds.`,
        standard,
      },
    ];
  }
  // Only jobs do harm under a heading no system knows: their dates and titles are what is lost.
  if (section.kind !== 'other' || byHeading !== undefined || contentKind(content) !== 'experience') return [];
  return [
    {
      detail: `${quote(section.heading)} is not a heading applicant tracking systems know, yet it holds jobs with dates.`,
      standard: STANDARD_HEADINGS.experience,
    },
  ];
}

/** A short title-like line: 'Stuff I Know', 'Where I Have Worked'. */
const TITLE_LIKE = /^\p{Lu}[\p{L}'’&/ -]{1,38}$/u;
const SMALL_WORDS = new Set(['and', 'of', 'i', 'i’ve', "i've", 'a', 'the', '&', 'to', 'in', 'for', 'at']);

function looksLikeHeading(line: string): boolean {
  const trimmed = line.trim().replace(/:$/, '');
  if (!TITLE_LIKE.test(trimmed)) return false;
  const words = trimmed.split(/\s+/);
  return (
    words.length <= 5 && words.every((word) => /^\p{Lu}/u.test(word) || SMALL_WORDS.has(word.toLowerCase()))
  );
}

/**
 * Lines inside a section that head a run of a different kind of content ('Stuff I Know' above a list of skills,
 * inside Education): headings the reader did not recognise, whose content it filed under the section above.
 */
function unrecognisedHeadings(facts: ResumeFacts, section: Section): HeadingFinding[] {
  if (LIST_SECTIONS.has(section.kind)) return [];
  const findings: HeadingFinding[] = [];
  const candidates = section.lines.filter(
    (index, position) => position > 0 && isUnreadHeading(facts, lineText(facts, index), index),
  );
  candidates.forEach((index, number) => {
    const end = candidates[number + 1] ?? Number.POSITIVE_INFINITY;
    const block = section.lines
      .filter((line) => line > index && line < end)
      .map((line) => lineText(facts, line));
    if (!isSkillList(block)) return;
    const line = lineText(facts, index);
    const under = section.heading ? ` under ${quote(section.heading)}` : '';
    findings.push({
      detail: `${quote(line)} was not read as a heading, so the skills below it were filed${under}.`,
      standard: STANDARD_HEADINGS.skills,
    });
  });
  return findings;
}

/** Sections that are lists already: a line heading a list of skills in them is one of their entries. */
const LIST_SECTIONS: ReadonlySet<SectionKind> = new Set([
  'skills',
  'certifications',
  'languages',
  'interests',
]);

function isUnreadHeading(facts: ResumeFacts, line: string, index: number): boolean {
  return (
    !facts.structuralLines.has(index) &&
    line !== facts.name &&
    looksLikeHeading(line) &&
    !DEGREE.test(line) &&
    !hasJobNoun(line) &&
    skillsNamedIn(line).size === 0
  );
}

/** Lines listing skills: several named, in short items, not sentences or dated entries. */
function isSkillList(lines: string[]): boolean {
  if (lines.length === 0 || lines.some((line) => findDateRange(line))) return false;
  const items = lines.flatMap((line) => line.split(/[,|;•·]/)).filter((item) => item.trim() !== '');
  const shortItems = items.filter((item) => item.trim().split(/\s+/).length <= 4).length;
  return skillsNamedIn(lines.join('\n')).size >= MIN_SKILLS_IN_LIST && shortItems >= 0.7 * items.length;
}

/** The lines each bullet takes, a bullet wrapped over lines included. */
function bulletLines(facts: ResumeFacts): Set<number> {
  const lines = new Set<number>();
  for (const bullet of facts.bullets) {
    const wrapped = bullet.text.split('\n').length;
    for (let offset = 0; offset < wrapped; offset += 1) lines.add(bullet.line + offset);
  }
  return lines;
}

/** A job's header is at most a title and a company above its bullets. */
const MAX_HEADER_LINES = 2;

/** A job's title and company, not a sentence or a label: 'Assistant Manager, Corner Shop'. */
function isJobHeader(lines: string[]): boolean {
  const joined = lines.join(' ');
  const words = joined.split(/\s+/);
  const lowerCase = words.filter((word) => /^\p{Ll}/u.test(word)).length;
  return (
    words.length <= 12 &&
    !/[.:;!?]$/.test(joined) &&
    !joined.includes('\t') &&
    lowerCase <= words.length / 3 &&
    actionVerbOf(words[0] ?? '') === undefined &&
    hasJobNoun(joined)
  );
}

/**
 * Header lines directly above bullets that are not a dated job's header: a job written without dates, whose bullets
 * the reader filed under the job above it (or under none).
 */
function undatedJobs(facts: ResumeFacts): string[] {
  const inBullets = bulletLines(facts);
  const bulletStarts = new Set(facts.bullets.map((bullet) => bullet.line));
  const jobs: string[] = [];
  for (const section of facts.sections.filter((candidate) => candidate.kind === 'experience')) {
    let header: string[] = [];
    for (const index of section.lines) {
      if (bulletStarts.has(index)) {
        if (header.length > 0 && isJobHeader(header)) jobs.push(header.join(', '));
        header = [];
      } else if (facts.structuralLines.has(index) || inBullets.has(index)) header = [];
      else header = [...header, lineText(facts, index)].slice(-MAX_HEADER_LINES);
    }
  }
  return jobs;
}

function datesWarning(facts: ResumeFacts): Warning[] {
  const jobs = undatedJobs(facts);
  if (jobs.length === 0) return [];
  const named = listPhrase(jobs.slice(0, MAX_NAMED).map((job) => quote(job)));
  const more = jobs.length > MAX_NAMED ? ` and ${jobs.length - MAX_NAMED} more` : '';
  return [
    {
      id: 'missing-dates',
      label: jobs.length === 1 ? 'A job without dates' : 'Jobs without dates',
      detail: `No dates were found for ${named}${more}. Applicant tracking systems count your years of experience from the dates of each job, and may not list a job without them.`,
      fix: 'Give every job its start and end month and year on its title line, e.g. "Mar 2021 – Present".',
    },
  ];
}

function contactWarning(facts: ResumeFacts, signals: LayoutSignals): Warning[] {
  const missing = [
    facts.contact.email ? undefined : 'e-mail address',
    facts.contact.phone ? undefined : 'phone number',
  ].filter((item) => item !== undefined);
  if (missing.length === 0) return [];
  const inHeader = signals.headerFooterText
    ? ' Text in the page header or footer was not counted, as many systems skip it.'
    : '';
  return [
    {
      id: 'missing-contact',
      label: 'Contact details not found',
      detail: `No ${missing.join(' or ')} was found in the body of the resume.${inHeader}`,
      fix: 'Put your e-mail address and phone number near your name at the top of the first page, as plain text.',
    },
  ];
}

function sectionsWarning(facts: ResumeFacts): Warning[] {
  if (facts.sections.length > 0) return [];
  return [
    {
      id: 'no-sections',
      label: 'No sections found',
      detail:
        'No section headings were recognised, so an applicant tracking system cannot tell your experience from your education or skills.',
      fix: 'Head each part of the resume with a standard heading on its own line: Summary, Experience, Education, Skills.',
    },
  ];
}

/**
 * A lower-case word that stands for a longer skill's name ('volunteer' for Volunteer Management, 'merchandising' for
 * Visual Merchandising) is an ordinary word in a sentence: it names the skill only in a list of skills.
 */
const isBareWord = (passage: string, skill: string) => /^\p{Ll}+$/u.test(passage) && /\s/.test(skill);

/** The skills the resume names, as a parser would list them: none read from an ordinary word of its sentences. */
function skillsShown(facts: ResumeFacts): string[] {
  const listText = facts.sections
    .filter((section) => section.kind === 'skills')
    .flatMap((section) => section.lines.map((index) => lineText(facts, index)))
    .join('\n');
  const listed = skillsNamedIn(listText);
  return [...skillsNamedIn(facts.text)]
    .filter(
      ([skill, passages]) => listed.has(skill) || passages.some((passage) => !isBareWord(passage, skill)),
    )
    .map(([skill]) => skill);
}

/**
 * What an applicant tracking system reads from the resume: the contact details, sections, jobs and skills as read
 * (nothing guessed), and a warning, with its fix, for each thing in the file or the text that commonly breaks parsers.
 */
export function parsePreview(facts: ResumeFacts, signals: LayoutSignals): ParsePreview {
  return {
    contact: contactOf(facts),
    sections: sectionsOf(facts),
    jobs: jobsOf(facts),
    skills: skillsShown(facts),
    warnings: [
      ...layoutWarnings(signals, facts),
      ...contactWarning(facts, signals),
      ...sectionsWarning(facts),
      ...headingWarnings(facts),
      ...datesWarning(facts),
    ],
  };
}
