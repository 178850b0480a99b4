import { actionVerbOf, isTitleShaped } from '#server/knowledge/index.ts';
import { trimEdges } from '#server/knowledge/text.ts';
import { type Contact, findContact, findName, hasJobNoun } from './contact.ts';
import { type FoundRange, findDateRange, findSingleDates, type YearMonth } from './dates.ts';
import {
  isRule,
  isShoutedLabel,
  namesOnlyHighlights,
  namesOnlyQualifications,
  type SectionKind,
  vocabularyKind,
} from './headings.ts';
import {
  type HeaderReading,
  hasOrganisationWord,
  isHeaderNoise,
  isPlace,
  readJobHeader,
} from './job-header.ts';

export type { Contact } from './contact.ts';
export { dateBounds, type YearMonth } from './dates.ts';
export { headingKind, type SectionKind } from './headings.ts';

export type Section = { kind: SectionKind; heading: string; headingLine: number; lines: number[] };

/**
 * A bullet's text without its marker; always an exact substring of the text. A sentence wrapped onto the next
 * line (that line starting in lower case, this one without an end mark) is one bullet, line break included.
 */
export type Bullet = { text: string; line: number; section: SectionKind };

export type ExperienceEntry = {
  header: string;
  title?: string;
  company?: string;
  section: SectionKind;
  dates: string;
  start?: YearMonth;
  end?: YearMonth | 'present';
  bullets: Bullet[];
};

export type ResumeFacts = {
  text: string;
  lines: string[];
  name?: string;
  contact: Contact;
  sections: Section[];
  entries: ExperienceEntry[];
  bullets: Bullet[];
  /**
   * Lines that are not the writer's prose and must never be quoted as such: headings and rules, the name and
   * contact block, and jobs' header and date lines.
   */
  structuralLines: ReadonlySet<number>;
  wordCount: number;
};

const BULLET_MARKER = /^\s{0,8}(?:[•●▪◦‣∙·*►➢✓■□–—-]|\d{1,2}[.)]|[\p{Co}])\s{1,8}/u;
/** 'Duration:', 'Period -', 'Dates:' before a job's dates. */
const DATE_LABEL =
  /^\s{0,4}(?:duration|period|dates?|tenure|from|working\s(?:since|from)|employment\s(?:period|dates?))\s{0,3}[:–—-]{0,3}/i;
/** 'Designation: Senior Accountant', 'Company Name: Genpact'. */
const TITLE_LABEL = /^\s{0,4}(?:designation|job\stitle|title|role|position)\s{0,3}[:–—-]\s{0,3}/i;
const COMPANY_LABEL =
  /^\s{0,4}(?:company(?:\sname)?|organi[sz]ation(?:\sname)?|employer|firm|client)\s{0,3}[:–—-]\s{0,3}/i;
const HEADER_SEPARATOR = /,|\||—|–|·|\t|\s-\s|\s@\s|\bat\b|\S {2}/;
/** A job's length after its dates: '(4 years 11 months)', '· 2 yrs', '(3 mois)'. */
const DURATION =
  /\(?\s{0,3}\d{1,2}\+?\s{0,3}(?:years?|yrs?|months?|mos?|mois|ans|jahre|monate|años|meses)\b[^)]{0,30}\)?/giu;

const ENTRY_SECTIONS: ReadonlySet<SectionKind> = new Set(['experience', 'volunteering', 'projects']);
const BULLET_SECTIONS: ReadonlySet<SectionKind> = new Set([...ENTRY_SECTIONS, 'summary', 'awards', 'other']);

type Line = { text: string; offset: number };

/** The text's non-blank lines, each with where it starts in the text. */
function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    if (line.trim() !== '') lines.push({ text: line, offset });
    offset += line.length + 1;
  }
  return lines;
}

function isHeading(
  lines: string[],
  index: number,
  sections: Section[],
  standsAlone: boolean,
): SectionKind | undefined {
  const line = lines[index] ?? '';
  if (line.length > 60) return undefined;
  const kind = vocabularyKind(line, standsAlone);
  if (kind) return kind;
  const underlined = isRule(lines[index + 1] ?? '') && line.trim().split(/\s+/).length <= 5;
  if (underlined && !/[.!?]$/.test(line.trim())) return 'other';
  const current = sections.at(-1);
  // An all-capitals name at the top, or a company in capitals above its dates, is not a heading.
  if (!current || !isShoutedLabel(line)) return undefined;
  const nextLines = `${lines[index + 1] ?? ''}\n${lines[index + 2] ?? ''}`;
  return ENTRY_SECTIONS.has(current.kind) && findDateRange(nextLines) ? undefined : 'other';
}

/** 'Goal: After 12 years running my own salon, I am changing careers…': a summary's label and its first sentence. */
function startsSummaryInline(line: string): boolean {
  const colon = line.indexOf(':');
  if (colon < 3 || colon > 30) return false;
  return vocabularyKind(line.slice(0, colon)) === 'summary' && readsAsSentence(line.slice(colon + 1));
}

/** Sections by their headings; `records` tell which lines stand apart, after a blank line or at the top. */
function sectionsOf(lines: string[], records: Line[]): Section[] {
  const sections: Section[] = [];
  lines.forEach((line, index) => {
    if (isRule(line)) return;
    const standsAlone =
      index === 0 || !adjacent(records[index - 1], records[index] ?? { text: '', offset: -1 });
    if (startsSummaryInline(line)) {
      sections.push({
        kind: 'summary',
        heading: line.slice(0, line.indexOf(':')).trim(),
        headingLine: index,
        lines: [index],
      });
      return;
    }
    const kind = isHeading(lines, index, sections, standsAlone);
    if (kind)
      sections.push({
        kind,
        heading: line.trim().replace(/(?<![:\s])[:\s]+$/, ''),
        headingLine: index,
        lines: [],
      });
    else sections.at(-1)?.lines.push(index);
  });
  return withJobSubsections(
    sections.map((section) => ({ ...section, kind: kindByContent(section, lines) })),
    lines,
  );
}

/** Headings a job's own part may have ('Accomplishments' under each job): with a job's dates after them, no section. */
const JOB_SUBSECTION_KINDS: ReadonlySet<SectionKind> = new Set(['awards', 'other']);

const startsAJob = (line: string) => {
  const range = findDateRange(line);
  return range !== undefined && isDateLine(line, range);
};

/**
 * A heading inside the experience that the next jobs' dates follow ('Accomplishments' written under every job) is a
 * part of a job, not a section of its own: its lines stay with the experience.
 */
function withJobSubsections(sections: Section[], lines: string[]): Section[] {
  const kept: Section[] = [];
  for (const section of sections) {
    const previous = kept.at(-1);
    const holdsJobs =
      JOB_SUBSECTION_KINDS.has(section.kind) && section.lines.some((index) => startsAJob(lines[index] ?? ''));
    if (previous && ENTRY_SECTIONS.has(previous.kind) && holdsJobs)
      previous.lines.push(section.headingLine, ...section.lines);
    else kept.push(section);
  }
  return kept;
}

const DEGREE =
  /\b(?:bachelor|master|mba|b\.? ?(?:sc|com|tech|e|a|s)\b|m\.? ?(?:sc|com|tech|ed|a|s)\b|ph\.? ?d|degree|diploma|university|college|school|secondary|graduat)/i;
const EMAIL_ADDRESS = /[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,63}/;

/**
 * A 'Highlights' section of short items is a list of skills; a 'Qualifications' section holds degrees, licences or a
 * summary; and an unnamed one with an e-mail address is where the writer's contact details are ('Personal
 * Information'): what the section holds decides its kind.
 */
function kindByContent(section: Section, lines: string[]): SectionKind {
  const content = section.lines.map((index) => lines[index] ?? '');
  if (section.kind === 'other')
    return content.slice(0, 8).some((line) => EMAIL_ADDRESS.test(line)) ? 'contact' : 'other';
  const heading = lines[section.headingLine] ?? '';
  const items = content.map((line) => line.replace(BULLET_MARKER, ''));
  if (namesOnlyHighlights(heading) && items.length > 0 && !items.some((line) => readsAsSentence(line)))
    return 'skills';
  if (!namesOnlyQualifications(heading)) return section.kind;
  if (content.some((line) => readsAsSentence(line, 8))) return 'summary';
  return content.some((line) => DEGREE.test(line)) ? 'education' : 'certifications';
}

/** A line without a marker reads as a sentence, not as a name or place, when enough of its words are lower case. */
function readsAsSentence(line: string, minimumWords = 6): boolean {
  const words = line.trim().split(/\s+/);
  const lowerCase = words.filter((word) => /^\p{Ll}/u.test(word)).length;
  return words.length >= minimumWords && lowerCase / words.length >= 0.4 && /^\p{Lu}/u.test(line.trim());
}

/**
 * What a line says besides its dates and labels: 'Acme Corp, Analyst' of '• Acme Corp, Analyst | 2019 – 2021'.
 * Parentheses and wide gaps stay: 'Senior Auditor (Prüfungsleiterin)', 'Third Grade Teacher     Whitmer Elementary'.
 */
function ownText(line: string, range: FoundRange): string {
  const before = line.slice(0, range.index).trimEnd();
  const after = line.slice(range.index + range.text.length).trimStart();
  return (before !== '' && after !== '' ? `${before}\t${after}` : `${before}${after}`)
    .replace(BULLET_MARKER, '')
    .replace(DATE_LABEL, '')
    .replace(DURATION, ' ')
    .replace(/\(\s{0,8}\)|\[\s{0,8}\]/g, ' ')
    .replace(/\(\s{0,8}$|^\s{0,8}\)/g, ' ')
    .replace(/\s(?:from|since)\s{0,3}$/i, ' ')
    .replace(/^[\s|,:·–—-]+/, '')
    .replace(/(?<![\s|,:·–—-])[\s|,:·–—-]+$/, '')
    .trim();
}

const FROM_BEFORE = /\bfrom\s{0,3}$/i;

/** Whether a short line names a job: by a job noun, or ending as a title of the catalogue does ('Receptionist'). */
const namesJob = (text: string) => hasJobNoun(text) || isTitleShaped(text);

const MAX_TITLE_BEFORE_DATES_WORDS = 5;

/**
 * A job's title opening a line before its dates, the line running on into the job's text ('General Manager 10/2013
 * to 09/2016 Acme, City, State Opened a new store…'): a few capitalised words naming a job.
 */
const titleBeforeDates = (before: string) =>
  /^\p{Lu}/u.test(before) &&
  trimEdges(before, (character) => /[\s,|–—-]/.test(character), 'end').split(/\s+/).length <=
    MAX_TITLE_BEFORE_DATES_WORDS &&
  !/[.!?;:]/.test(before) &&
  namesJob(before);

/**
 * A dated line is a job's header unless it is a sentence that merely mentions years ('Grade level chair
 * 2015-2018.', '• Led the 2019–2021 migration'); a line opening with its dates, or a sentence ending 'from Jan
 * 2017 to Dec 2020', does date a job.
 */
function isDateLine(line: string, range: FoundRange): boolean {
  const before = line.slice(0, range.index).trim();
  if (before === '' || titleBeforeDates(before)) return true;
  // 'Acme Corp from Jan 2010 to …' is a header; '…migrated the domain from 2008 to 2012 R2' a sentence.
  if (FROM_BEFORE.test(before)) return !/^\s{0,8}\p{Ll}/u.test(line) && !readsAsSentence(before, 3);
  const marker = line.match(BULLET_MARKER);
  const own = ownText(line, range);
  if (!marker) return !/^\s{0,8}\p{Ll}/u.test(line) && !readsAsSentence(own);
  const atEdge =
    range.index <= marker[0].length || range.index + range.text.length >= line.trimEnd().length - 1;
  return atEdge && !readsAsSentence(own, 2);
}

/** Whether a date line with nothing else on it follows, with at most one unmarked line between: a job's header is above. */
function headsDateLine(lines: Line[], following: number[]): boolean {
  for (const index of following) {
    const text = lines[index]?.text ?? '';
    if (BULLET_MARKER.test(text)) return false;
    const range = findDateRange(text);
    if (range) return ownText(text, range).length <= 2;
  }
  return false;
}

const MAX_TITLE_ABOVE_WORDS = 8;

/**
 * Whether a line is the title of the job whose line below opens with its dates and goes on with the employer
 * ('Director of Finance' above 'May 2016 to Current Tidewater Foods, Norfolk, VA'): short, mostly capitalised, naming a
 * job, and neither a sentence nor a duty ('Trained new cashiers').
 */
function titlesDatedLine(line: string, next: string | undefined): boolean {
  const range = next === undefined ? undefined : findDateRange(next);
  if (!range || next?.slice(0, range.index).trim() !== '' || BULLET_MARKER.test(line)) return false;
  const words = line.trim().split(/\s+/);
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  return (
    words.length <= MAX_TITLE_ABOVE_WORDS &&
    capitalised * 2 >= words.length &&
    !/[.!?;:,]$/.test(line.trim()) &&
    namesJob(line) &&
    actionVerbOf(words[0] ?? '') === undefined
  );
}

/** A line that only joins two dates written one under the other: 'to', '–'. */
const CONNECTOR_LINE = /^\s{0,8}(?:to|till|until|through|thru|[-–—])\s{0,8}$/i;

/**
 * A range written down a date column, its start, its connector and its end each on a line of their own: 'October
 * 2009', 'to', 'March 2015'.
 */
function rangeDownAColumn(
  line: string,
  next: string | undefined,
  afterNext: string | undefined,
): FoundRange | undefined {
  if (next === undefined || afterNext === undefined || !CONNECTOR_LINE.test(next)) return undefined;
  const range = findDateRange(`${line.trim()} ${next.trim()}`, afterNext);
  return range?.usesNextLine && range.index <= 2 && ownText(line, range).length <= 2 ? range : undefined;
}

/** The dates that make a line a job's header: a range, or a season or date ending a short header line. */
function datesOf(line: string, next: string | undefined): FoundRange | undefined {
  const range = findDateRange(line, next);
  if (range) return isDateLine(line, range) ? range : undefined;
  const looksLikeHeader =
    !BULLET_MARKER.test(line) && !/^\s{0,8}\p{Ll}/u.test(line) && line.trim().split(/\s+/).length <= 12;
  return looksLikeHeader && !readsAsSentence(line) ? findSingleDates(line) : undefined;
}

function labelled(lines: string[], label: RegExp): string | undefined {
  for (const line of lines) {
    const found = line.match(label)?.[0];
    if (found) return line.slice(found.length).trim();
  }
  return undefined;
}

type HeaderFacts = HeaderReading;

/**
 * A header's labelled title and company ('Designation: Analyst', 'Company Name - Genpact'), the one not labelled read
 * from the header's other lines.
 */
function readHeader(headerLines: string[]): HeaderFacts {
  const labelledTitle = labelled(headerLines, TITLE_LABEL);
  const labelledCompany = labelled(headerLines, COMPANY_LABEL);
  if (!labelledTitle && !labelledCompany) return readJobHeader(headerLines);
  const unlabelled = headerLines.filter((line) => !TITLE_LABEL.test(line) && !COMPANY_LABEL.test(line));
  const rest = unlabelled.length > 0 ? readJobHeader(unlabelled) : undefined;
  return {
    title: labelledTitle ?? rest?.title,
    company: labelledCompany ?? rest?.company,
    tentative: false,
    employerAbove: false,
  };
}

/** Title and company from a job's header lines, in whichever order they are written. */
export function splitEntryHeader(headerLines: string[]): Pick<ExperienceEntry, 'title' | 'company'> {
  const { title, company } = readHeader(headerLines);
  return { title, company };
}

type Draft = { entry: ExperienceEntry; headerLines: string[]; header: HeaderFacts };

function withHeader(entry: ExperienceEntry, headerLines: string[]): Draft {
  const header = readHeader(headerLines);
  entry.header = headerLines.join(', ');
  if (header.title) entry.title = header.title;
  else delete entry.title;
  if (header.company) entry.company = header.company;
  else delete entry.company;
  return { entry, headerLines, header };
}

function startEntry(line: string, range: FoundRange, pending: string[], section: SectionKind): Draft {
  const own = ownText(line, range);
  // A line with its own title and company ('2020 – Present | Store Manager | Freight-Mart') needs no lines above,
  // unless the line above is the title and this one the employer and place ('May 2016 to Current Acme, Boston, MA').
  const ownComplete = own.length > 2 && HEADER_SEPARATOR.test(own) && range.index <= 2;
  const titleAbove = ownComplete && pending.length > 0 && titlesDatedLine(pending.at(-1) ?? '', line);
  const complete = ownComplete && !titleAbove;
  const above = titleAbove ? pending.slice(-1) : pending;
  // A title before the dates of a line that runs on into the job's text is a header line of its own.
  const titleBefore = line.slice(0, range.index).trim();
  const runOn = line.slice(range.index + range.text.length).trim();
  const ownLines = titleBeforeDates(titleBefore) && readsAsSentence(runOn) ? [titleBefore, runOn] : [own];
  const headerLines = complete ? [own] : own.length > 2 ? [...above, ...ownLines] : above;
  const { start, end } = range;
  const entry: ExperienceEntry = {
    header: '',
    section,
    dates: range.text.trim(),
    ...(start ? { start } : {}),
    ...(end ? { end } : {}),
    bullets: [],
  };
  return withHeader(entry, headerLines);
}

/** A job's header is at most a title, a company and a place; lines above those belong to something else. */
const MAX_HEADER_LINES = 3;

const sameTitle = (one: ExperienceEntry, other: ExperienceEntry) => {
  const [a, b] = [one.title?.toLowerCase(), other.title?.toLowerCase()];
  return a !== undefined && b !== undefined && (a.includes(b) || b.includes(a));
};

/** A job listed twice, in an overview table and again with its bullets, is one job: the first listing is kept. */
function sameJob(listed: Map<string, ExperienceEntry[]>, draft: Draft): Draft {
  const key = `${draft.entry.start}|${draft.entry.end}`;
  const sameDates = listed.get(key) ?? [];
  // Only the latest few with the same dates are compared, so that the work stays linear in the number of jobs.
  const earlier = sameDates.slice(-4).find((entry) => sameTitle(entry, draft.entry));
  if (earlier) return { ...draft, entry: earlier };
  listed.set(key, [...sameDates.slice(-4), draft.entry]);
  return draft;
}

/** A sentence wrapped over more lines than this is a paragraph, not a bullet. */
const MAX_WRAPPED_LINES = 4;

const adjacent = (previous: Line | undefined, line: Line) =>
  previous !== undefined && previous.offset + previous.text.length + 1 === line.offset;

/** A word no sentence ends on: a line ending on one was cut short by the page's width ('reduced falls by'). */
const UNFINISHED_ENDING =
  /(?:^|\s)(?:a|an|the|and|or|of|to|by|for|with|in|on|at|from|into|than|as|per|across|including|over|under|via|while)\s{0,4}$/i;

/**
 * A line continues the bullet above it when the bullet has no full stop and the line starts in lower case, or a
 * marked bullet stops on a word no sentence ends on, or the line is indented under a marked bullet's text (a
 * hanging indent: '  University of Manchester.').
 */
function continues(bullet: Bullet | undefined, line: Line, previous: Line | undefined): boolean {
  if (!bullet || !previous || !adjacent(previous, line) || /[.!?]\s*$/.test(previous.text)) return false;
  // After a semicolon or colon, only a line in lower case goes on with the same sentence.
  if (/^\s{0,8}\p{Ll}/u.test(line.text)) return true;
  // Only after a marked bullet: unmarked prose is read line by line, each line an item.
  if (
    BULLET_MARKER.test(previous.text) &&
    UNFINISHED_ENDING.test(previous.text) &&
    !BULLET_MARKER.test(line.text)
  )
    return true;
  return BULLET_MARKER.test(previous.text) && /^\s{2,8}\S/.test(line.text) && !/[;:]\s*$/.test(previous.text);
}

/** What is read of one section so far. */
type SectionState = {
  drafts: Draft[];
  draft?: Draft;
  /** Jobs listed one after another with no line between them, which share the lines that follow. */
  listedTogether: Draft[];
  /** Whether the section writes each job's dates above its title and employer. */
  datesFirst?: boolean;
  pending: string[];
  pendingIndexes: number[];
};

const headerContent = (headerLines: string[]) =>
  headerLines.filter((line) => !isHeaderNoise(line) && !isPlace(line));

function entriesAndBullets(text: string, lines: Line[], sections: Section[]) {
  const entries: ExperienceEntry[] = [];
  const bullets: Bullet[] = [];
  const structural = new Set<number>();
  const listed = new Map<string, ExperienceEntry[]>();
  for (const section of sections.filter((candidate) => BULLET_SECTIONS.has(candidate.kind))) {
    const hasEntries = ENTRY_SECTIONS.has(section.kind);
    const state: SectionState = { drafts: [], listedTogether: [], pending: [], pendingIndexes: [] };
    let lastBullet: Bullet | undefined;
    let previous: Line | undefined;
    let skip = 0;
    let wrapped = 0;
    let afterDates = false;
    for (const [position, index] of section.lines.entries()) {
      const line = lines[index];
      if (!line || skip > 0) {
        if (skip > 0) skip -= 1;
        previous = line;
        continue;
      }
      const next = lines[section.lines[position + 1] ?? -1]?.text;
      const afterNext = lines[section.lines[position + 2] ?? -1]?.text;
      const column = hasEntries ? rangeDownAColumn(line.text, next, afterNext) : undefined;
      const range = column ?? (hasEntries ? datesOf(line.text, next) : undefined);
      if (range) {
        const headerIndexes = closeUnbulletedJob(state, structural);
        // A line with dates of its own that was not read as a job is not the next job's header.
        const above = state.pending.filter((pendingLine) => !findDateRange(pendingLine));
        const dated = column ? `${line.text} ${next?.trim()}` : line.text;
        const started = startEntry(dated, range, above.slice(-MAX_HEADER_LINES), section.kind);
        state.datesFirst ??= headerContent(started.headerLines).length === 0;
        const draft = sameJob(listed, started);
        if (draft === started) {
          entries.push(draft.entry);
          state.drafts.push(draft);
        }
        state.listedTogether = afterDates ? [...state.listedTogether, draft] : [draft];
        state.draft = draft;
        for (const header of [...headerIndexes, index]) structural.add(header);
        skip = column ? 2 : range.usesNextLine ? 1 : 0;
        for (const used of section.lines.slice(position + 1, position + 1 + skip)) structural.add(used);
        state.pending = [];
        state.pendingIndexes = [];
        lastBullet = undefined;
        afterDates = true;
        previous = line;
        continue;
      }
      afterDates = false;
      if (continues(lastBullet, line, previous) && lastBullet && wrapped < MAX_WRAPPED_LINES) {
        wrapped += 1;
        const start =
          (lines[lastBullet.line]?.offset ?? 0) +
          (lines[lastBullet.line]?.text.indexOf(lastBullet.text) ?? 0);
        lastBullet.text = text.slice(start, line.offset + line.text.trimEnd().length);
      } else {
        // A long line right above the dates may be an employer ('IBEW Local 697 apprenticeship - various contractors').
        const rightAbove = headsDateLine(lines, section.lines.slice(position + 1, position + 2));
        const aboveDates =
          hasEntries &&
          ((!BULLET_MARKER.test(line.text) &&
            !isHeaderNoise(line.text, { prose: !rightAbove }) &&
            headsDateLine(lines, section.lines.slice(position + 1, position + 3))) ||
            titlesDatedLine(line.text, next));
        lastBullet = aboveDates ? undefined : bulletOf(line.text, index, section.kind);
        wrapped = 0;
        if (lastBullet) {
          bullets.push(lastBullet);
          const { draft } = state;
          if (draft && draft.entry.bullets.length === 0 && state.pending.length > 0) {
            fillHeader(state.listedTogether, state.pending);
            for (const header of state.pendingIndexes) structural.add(header);
          }
          draft?.entry.bullets.push(lastBullet);
          state.pending = [];
          state.pendingIndexes = [];
        } else {
          state.pending.push(line.text.trim());
          state.pendingIndexes.push(index);
        }
      }
      previous = line;
    }
    closeUnbulletedJob(state, structural);
    shareEmployers(state.drafts);
  }
  return { entries, bullets, structural };
}

/**
 * Before the next job's dates or the section's end: where dates come first, the lines after a job without bullets
 * are its title and employer, and no lines above the next dates are the next job's. Returns the indexes of the
 * lines that head the next job.
 */
function closeUnbulletedJob(state: SectionState, structural: Set<number>): number[] {
  if (!state.datesFirst) return state.pendingIndexes.slice(-MAX_HEADER_LINES);
  const { draft } = state;
  if (draft && draft.entry.bullets.length === 0 && state.pending.length > 0) {
    fillHeader(state.listedTogether, state.pending);
    for (const header of state.pendingIndexes) structural.add(header);
  }
  state.pending = [];
  state.pendingIndexes = [];
  return [];
}

/**
 * Lines between a job's dates and its first bullet ('Software Engineer' under 'Google | 2019 – 2021') complete the
 * header of each job listed together above them, unless a job's header already named both, apart from a title and
 * its specialty split at a comma ('Senior Counsel, Litigation' over 'Great Lakes Industries, Inc.').
 */
function fillHeader(drafts: Draft[], lines: string[]) {
  for (const draft of drafts) {
    if (draft.entry.title && draft.entry.company && !draft.header.tentative) continue;
    const filled = withHeader(draft.entry, [...draft.headerLines, ...lines]);
    draft.headerLines = filled.headerLines;
    draft.header = filled.header;
  }
}

/**
 * An employer written on its own line above a title heads the jobs under it that name none: LinkedIn's positions
 * at one company, or 'Accounting Manager (2019 – present)' then 'Senior Accountant (2016 – 2019)'.
 */
function shareEmployers(drafts: Draft[]) {
  let employer: string | undefined;
  for (const { entry, header } of drafts) {
    const titleOnly = !entry.company && entry.title;
    const tentative = header.tentative && !hasOrganisationWord(entry.company ?? '');
    if (entry.company && header.employerAbove) employer = entry.company;
    else if (employer && header.singleLine && (titleOnly || tentative)) {
      entry.title = header.singleLine;
      entry.company = employer;
    } else if (employer && titleOnly) entry.company = employer;
    else if (entry.company) employer = undefined;
  }
}

function bulletOf(line: string, index: number, section: SectionKind): Bullet | undefined {
  const marker = line.match(BULLET_MARKER);
  if (marker) {
    const text = line.slice(marker[0].length).trimEnd();
    return text === '' ? undefined : { text, line: index, section };
  }
  return ENTRY_SECTIONS.has(section) && readsAsSentence(line)
    ? { text: line.trim(), line: index, section }
    : undefined;
}

/**
 * Jobs written with no heading above them, after the name and contact block and a blank line: read as experience,
 * though no section is reported.
 */
function unheadedJobs(lines: Line[], sections: Section[]): Section[] {
  const end = sections[0]?.headingLine ?? lines.length;
  const afterGap = lines.findIndex(
    (line, index) => index > 0 && index < end && !adjacent(lines[index - 1], line),
  );
  if (afterGap < 0) return [];
  const indexes = Array.from({ length: end - afterGap }, (_, offset) => afterGap + offset);
  const hasJob = indexes.some((index) => findDateRange(lines[index]?.text ?? ''));
  return hasJob ? [{ kind: 'experience', heading: '', headingLine: -1, lines: indexes }] : [];
}

const MAIN_COLUMN_KINDS: ReadonlySet<SectionKind> = new Set(['summary', 'experience']);

/**
 * Where a resume gives its name and contact details: the lines above the first heading and a contact section's
 * lines; and when it opens with a sidebar (LinkedIn's 'Contact', 'Top Skills'), the few lines above its first
 * summary or experience heading, where the name, headline and location are.
 */
function headerLinesOf(lines: string[], sections: Section[]): string[] {
  const firstHeading = sections[0]?.headingLine ?? Math.min(lines.length, 8);
  const contactLines = sections
    .filter((section) => section.kind === 'contact')
    .flatMap((section) => section.lines.map((index) => lines[index] ?? ''));
  const main = sections.find((section) => MAIN_COLUMN_KINDS.has(section.kind));
  const opensWithSidebar = firstHeading <= 2 && main !== undefined && main !== sections[0];
  const mainColumnHead = opensWithSidebar
    ? lines.slice(Math.max(0, main.headingLine - 4), main.headingLine)
    : [];
  return [...lines.slice(0, firstHeading), ...contactLines, ...mainColumnHead];
}

/** Headings, rules, the lines above the first heading and a contact section's lines. */
function layoutLines(lines: string[], sections: Section[]): number[] {
  const firstHeading = sections[0]?.headingLine ?? 0;
  const above = Array.from({ length: firstHeading }, (_, index) => index);
  const rules = lines.flatMap((line, index) => (isRule(line) ? [index] : []));
  const contact = sections
    .filter((section) => section.kind === 'contact')
    .flatMap((section) => section.lines);
  return [...above, ...rules, ...sections.map((section) => section.headingLine), ...contact];
}

/** What a resume's text says about its writer: sections, contact details, jobs and bullets. */
export function parseResume(text: string): ResumeFacts {
  const lineRecords = linesOf(text);
  const lines = lineRecords.map((line) => line.text);
  const sections = sectionsOf(lines, lineRecords);
  const headerLines = headerLinesOf(lines, sections);
  const name = findName(headerLines, (line) => vocabularyKind(line) !== undefined);
  const jobSections = [...unheadedJobs(lineRecords, sections), ...sections];
  const { entries, bullets, structural } = entriesAndBullets(text, lineRecords, jobSections);
  return {
    text,
    lines,
    name,
    contact: findContact(headerLines, lines, name),
    sections,
    entries,
    bullets,
    structuralLines: new Set([...structural, ...layoutLines(lines, sections)]),
    wordCount: text.split(/\s+/).filter((word) => /\p{L}|\d/u.test(word)).length,
  };
}
