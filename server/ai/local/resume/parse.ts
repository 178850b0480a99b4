export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'awards'
  | 'volunteering'
  | 'publications'
  | 'languages'
  | 'interests'
  | 'references'
  | 'contact'
  | 'other';

/** Headings an applicant tracking system recognises, by the section they open (compared lower-case, '&' as 'and'). */
const STANDARD_HEADINGS: Record<Exclude<SectionKind, 'other'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'executive summary',
    'profile',
    'professional profile',
    'career profile',
    'objective',
    'career objective',
    'about',
    'about me',
    'overview',
    'personal statement',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'relevant experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'professional background',
    'clinical experience',
    'teaching experience',
    'research experience',
  ],
  education: [
    'education',
    'education and training',
    'academic background',
    'academic qualifications',
    'qualifications',
    'education and qualifications',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'relevant skills',
    'professional skills',
    'skills summary',
    'skills and abilities',
    'skills and tools',
    'skills and technologies',
    'core competencies',
    'competencies',
    'areas of expertise',
    'expertise',
    'technologies',
    'technical proficiencies',
    'tools and technologies',
    'clinical skills',
  ],
  projects: [
    'projects',
    'key projects',
    'selected projects',
    'personal projects',
    'academic projects',
    'portfolio',
  ],
  certifications: [
    'certifications',
    'certificates',
    'certification',
    'licenses',
    'licensure',
    'licenses and certifications',
    'certifications and licenses',
    'credentials',
    'professional development',
    'training',
  ],
  awards: [
    'awards',
    'honors',
    'honours',
    'awards and honors',
    'awards and honours',
    'achievements',
    'accomplishments',
  ],
  volunteering: [
    'volunteer experience',
    'volunteering',
    'volunteer work',
    'community involvement',
    'leadership and activities',
    'activities',
  ],
  publications: ['publications', 'presentations', 'publications and presentations', 'research'],
  languages: ['languages', 'language skills'],
  interests: ['interests', 'hobbies', 'hobbies and interests'],
  references: ['references'],
  contact: ['contact', 'contact information', 'contact details'],
};

const headingKinds = new Map<string, SectionKind>(
  Object.entries(STANDARD_HEADINGS).flatMap(([kind, names]) =>
    names.map((name) => [name, kind as SectionKind]),
  ),
);

export type Section = { kind: SectionKind; heading: string; headingLine: number; lines: number[] };

export type Contact = {
  email?: string;
  phone?: string;
  linkedin?: string;
  github?: string;
  website?: string;
  location?: string;
};

/** A bullet's text without its marker; always an exact substring of the line it is on. */
export type Bullet = { text: string; line: number; section: SectionKind };

/** A month ('2018-08') or a year ('2018') as written; an open range ends 'present'. */
export type YearMonth = string;

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
  wordCount: number;
};

function normalizeHeading(line: string): string {
  return line
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/(?<![:.\-–—|_*#])[:.\-–—|_*#]+$/, '')
    .replace(/^[^\p{L}]+/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A standard heading, or a short all-capitals line such as 'VOLUNTEER WORK' that is not a standard one. */
export function headingKind(line: string): SectionKind | undefined {
  const normalized = normalizeHeading(line);
  const standard = headingKinds.get(normalized);
  if (standard) return standard;
  const words = normalized.split(' ');
  const isShoutedLabel =
    line.length <= 40 &&
    words.length <= 4 &&
    /\p{Lu}{3,}/u.test(line) &&
    line === line.toUpperCase() &&
    !/\d|@/.test(line);
  return isShoutedLabel ? 'other' : undefined;
}

/**
 * Contact details are looked for one whitespace-separated token at a time, and a token longer than any real
 * address or link is skipped: with the bounded patterns below, the work is linear in the text's length.
 */
const MAX_CONTACT_TOKEN_LENGTH = 320;
const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){0,8}\.[a-z]{2,24}/i;
const LINKEDIN = /(?:https?:\/\/)?(?:[\w-]{1,63}\.)?linkedin\.com\/in\/[\w%-]{1,100}\/?/i;
const GITHUB = /(?:https?:\/\/)?(?:www\.)?github\.com\/[\w-]{1,39}\/?/i;
const WEBSITE =
  /(?:https?:\/\/)?(?:www\.)?[\w-]{1,63}(?:\.[\w-]{1,63}){0,8}\.(?:com|io|dev|net|org|me|co|ai|app|site|tech)(?:\/[\w./%-]{0,200})?/i;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]?\d{2,4}){1,3}/g;
const YEAR_RANGE = /^(?:19|20)\d{2}\s*[-–—]\s*(?:19|20)\d{2}$/;
const US_STATE =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
/** A place name's word: 'San', 'Saint-Étienne', "O'Fallon"; no real one is longer than this. */
const PLACE_WORD = "[A-Z][\\p{L}.'-]{1,40}";
const LOCATION = new RegExp(
  `\\b${PLACE_WORD}(?: ${PLACE_WORD}){0,3}, (?:${US_STATE}|[A-Z]\\p{L}{1,40}(?: [A-Z]\\p{L}{1,40})?)\\b`,
  'u',
);

/** The first match of `pattern` in a token of `text` that is short enough to be a contact detail. */
function findInTokens(text: string, pattern: RegExp): string | undefined {
  for (const token of text.split(/\s+/)) {
    if (token.length > MAX_CONTACT_TOKEN_LENGTH) continue;
    const found = token.match(pattern)?.[0];
    if (found) return found;
  }
  return undefined;
}

function findPhone(text: string): string | undefined {
  for (const match of text.matchAll(PHONE)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, '').length;
    if (digits >= 9 && digits <= 15 && !YEAR_RANGE.test(candidate)) return candidate;
  }
  return undefined;
}

function findContact(headerText: string, fullText: string): Contact {
  const linkedin = findInTokens(fullText, LINKEDIN);
  const github = findInTokens(fullText, GITHUB);
  const email = findInTokens(fullText, EMAIL);
  const withoutKnown = [linkedin, github, email].reduce<string>(
    (text, found) => (found ? text.replaceAll(found, ' ') : text),
    headerText,
  );
  return {
    email,
    phone: findPhone(headerText) ?? findPhone(fullText.slice(0, 600)),
    linkedin,
    github,
    website: findInTokens(withoutKnown, WEBSITE),
    location: headerText.match(LOCATION)?.[0],
  };
}

const NAME = /^\p{Lu}[\p{L}'.-]*(?: \p{Lu}[\p{L}'.-]*){1,3}$/u;

const BULLET_MARKER = /^(?:[•●▪◦‣∙·*►➢✓■□–—-]|\d{1,2}[.)])\s+/;

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** Spaces are bounded: extracted text has single spaces, and the bound keeps the pattern provably linear. */
const DATE = `(?:${MONTH},?\\s{1,3}\\d{4}|\\d{1,2}/\\d{4}|(?:19|20)\\d{2})`;
export const DATE_RANGE = new RegExp(
  `${DATE}\\s{0,3}(?:[-–—]|to|until)\\s{0,3}(?:${DATE}|present|current|now|today)`,
  'i',
);
const ENTRY_SEPARATOR = /,|\||—|–|\s-\s|\bat\b|@/;
const LOCATION_PART = new RegExp(
  `^(?:remote|hybrid|[A-Z][\\p{L}. '-]{1,60}, (?:${US_STATE}|[A-Z]\\p{L}{1,40}))$`,
  'u',
);

const MONTH_NUMBERS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const DATE_POINT = new RegExp(`(${MONTH}),?\\s{1,3}(\\d{4})|(\\d{1,2})/(\\d{4})|((?:19|20)\\d{2})|(present|current|now|today)`, 'gi');

/** The start and end of a date range as year-month (or year alone where no month is written). */
export function dateBounds(dates: string): Pick<ExperienceEntry, 'start' | 'end'> {
  const points = [...dates.matchAll(DATE_POINT)].map((match): YearMonth | 'present' => {
    const [, monthName, monthYear, monthNumber, numberYear, year, open] = match;
    if (open) return 'present';
    if (monthName && monthYear) {
      const month = MONTH_NUMBERS[monthName.slice(0, 3).toLowerCase()] ?? 1;
      return `${monthYear}-${String(month).padStart(2, '0')}`;
    }
    if (monthNumber && numberYear) return `${numberYear}-${monthNumber.padStart(2, '0')}`;
    return year ?? '';
  });
  const start = points[0];
  return { start: start === 'present' ? undefined : start, end: points[1] };
}

function splitEntryHeader(header: string, dates: string): Pick<ExperienceEntry, 'title' | 'company'> {
  const parts = header
    .replace(dates, ' ')
    .replace(/[()]/g, ' ')
    .split(ENTRY_SEPARATOR)
    .map((part) => part.trim())
    .filter(
      (part) => part !== '' && !LOCATION_PART.test(part) && !/^(?:remote|hybrid|on-?site)$/i.test(part),
    );
  return { title: parts[0], company: parts[1] };
}

function sectionsOf(lines: string[]): Section[] {
  const sections: Section[] = [];
  lines.forEach((line, index) => {
    const kind = line.length <= 60 ? headingKind(line) : undefined;
    if (kind)
      sections.push({ kind, heading: line.replace(/(?<![:\s])[:\s]+$/, ''), headingLine: index, lines: [] });
    else sections.at(-1)?.lines.push(index);
  });
  return sections;
}

const ENTRY_SECTIONS: ReadonlySet<SectionKind> = new Set(['experience', 'volunteering', 'projects']);
const BULLET_SECTIONS: ReadonlySet<SectionKind> = new Set([...ENTRY_SECTIONS, 'summary', 'awards', 'other']);

/** A line without a marker reads as a sentence, not as a name or place, when enough of its words are lower case. */
function readsAsSentence(line: string): boolean {
  const words = line.split(' ');
  const lowerCase = words.filter((word) => /^\p{Ll}/u.test(word)).length;
  return (
    words.length >= 6 && lowerCase / words.length >= 0.4 && !DATE_RANGE.test(line) && /^\p{Lu}/u.test(line)
  );
}

function bulletOf(line: string, index: number, section: SectionKind): Bullet | undefined {
  const marker = line.match(BULLET_MARKER);
  if (marker) return { text: line.slice(marker[0].length), line: index, section };
  return ENTRY_SECTIONS.has(section) && readsAsSentence(line)
    ? { text: line, line: index, section }
    : undefined;
}

function entriesAndBullets(lines: string[], sections: Section[]) {
  const entries: ExperienceEntry[] = [];
  const bullets: Bullet[] = [];
  for (const section of sections.filter((candidate) => BULLET_SECTIONS.has(candidate.kind))) {
    let current: ExperienceEntry | undefined;
    let pendingHeader: string[] = [];
    for (const index of section.lines) {
      const line = lines[index] ?? '';
      const dates = ENTRY_SECTIONS.has(section.kind) ? line.match(DATE_RANGE)?.[0] : undefined;
      if (dates && !BULLET_MARKER.test(line)) {
        const ownText = line
          .replace(dates, '')
          .replace(/(?<![\s|,–—-])[\s|,–—-]+$/, '')
          .trim();
        const header = ownText.length > 2 ? ownText : pendingHeader.join(', ');
        current = {
          header,
          section: section.kind,
          dates,
          ...dateBounds(dates),
          bullets: [],
          ...splitEntryHeader(header, dates),
        };
        entries.push(current);
        pendingHeader = [];
        continue;
      }
      const bullet = bulletOf(line, index, section.kind);
      if (bullet) {
        bullets.push(bullet);
        current?.bullets.push(bullet);
        pendingHeader = [];
      } else if (!/^\p{Ll}/u.test(line)) {
        pendingHeader.push(line);
      }
    }
  }
  return { entries, bullets };
}

/** What a resume's text says about its writer: sections, contact details, jobs and bullets. */
export function parseResume(text: string): ResumeFacts {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const sections = sectionsOf(lines);
  const firstHeading = sections[0]?.headingLine ?? Math.min(lines.length, 6);
  const headerLines = lines.slice(0, firstHeading);
  const name = headerLines.find((line) => NAME.test(line) && !headingKind(line));
  return {
    text,
    lines,
    name,
    contact: findContact(headerLines.join('\n'), text),
    sections,
    ...entriesAndBullets(lines, sections),
    wordCount: text.split(/\s+/).filter((word) => /\p{L}|\d/u.test(word)).length,
  };
}
