import { hasJobNoun } from './contact.ts';

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

type StandardKind = Exclude<SectionKind, 'other'>;

/** OCR reads 'l', '1' and 'I' for one another and '0' for 'O': 'EDUCATlON', 'Skil1s' and 'Educati0n' are headings. */
const ocrShape = (word: string) => word.replace(/[l1|]/g, 'i').replace(/0/g, 'o');

/**
 * The words that name each kind of section, in their singular form. A heading is read by its words, not looked up
 * whole, so that 'Educations', 'Education Details', 'Technical Skill Set' and 'Professional Journey' are read as
 * the same sections as 'Education', 'Skills' and 'Experience'.
 */
const KIND_WORDS: Record<StandardKind, string[]> = {
  summary: [
    'summary',
    'profile',
    'objective',
    'about',
    'overview',
    'statement',
    'introduction',
    'synopsis',
    'snapshot',
    'goal',
    'focus',
  ],
  experience: ['experience', 'employment', 'journey', 'internship', 'job', 'position', 'appointment'],
  education: ['education', 'educational', 'qualification', 'degree', 'schooling', 'coursework'],
  skills: [
    'skill',
    'competency',
    'competence',
    'expertise',
    'technology',
    'proficiency',
    'tool',
    'capability',
    'ability',
    'stack',
    'strength',
  ],
  projects: ['project', 'portfolio'],
  certifications: ['certification', 'certificate', 'license', 'licence', 'licensure', 'training', 'course'],
  awards: [
    'award',
    'honor',
    'honour',
    'achievement',
    'accomplishment',
    'recognition',
    'distinction',
    'grant',
    'funding',
  ],
  volunteering: ['volunteer', 'volunteering', 'community', 'extracurricular'],
  publications: ['publication', 'presentation', 'research', 'paper', 'patent', 'speaking', 'clip', 'article'],
  languages: ['language'],
  interests: ['interest', 'hobby'],
  references: ['reference', 'referee'],
  contact: ['contact'],
};

/** Words that name a section only when no other kind's word is there: 'Work History', 'Career Record'. */
const WEAK_KIND_WORDS: Partial<Record<StandardKind, string[]>> = {
  experience: ['work', 'worked', 'career', 'history', 'record', 'company'],
  education: ['academic', 'academics'],
  certifications: ['development', 'credential'],
  skills: ['good', 'software', 'knowledge'],
  summary: ['highlight'],
  publications: ['thought'],
  // 'Activities and Honors' lists honours; 'Activities' alone, what the person does beside work.
  volunteering: ['activity'],
};

/** Words that qualify a heading without deciding its kind: 'Key', 'Technical', 'Details', 'My'. */
const FILLER_WORDS = new Set(
  [
    'and',
    'of',
    'my',
    'key',
    'core',
    'main',
    'technical',
    'professional',
    'relevant',
    'selected',
    'personal',
    'other',
    'additional',
    'recent',
    'detail',
    'information',
    'info',
    'set',
    'area',
    'known',
    'leadership',
    'clinical',
    'soft',
    'hard',
    'it',
    'computer',
    'digital',
    'specialized',
    'specialised',
    'functional',
    'industry',
    'domain',
    'declaration',
    'miscellaneous',
    'held',
    'top',
    'further',
    'me',
    'a',
    'bit',
    'where',
    'i',
    'ive',
    'myself',
    'executive',
    'what',
    'im',
    'at',
    'background',
  ].map(ocrShape),
);

/** When a heading names two kinds, the first of them here wins: 'Skills Summary' is skills, 'Academic Credentials' education. */
const KIND_PRIORITY: StandardKind[] = [
  'volunteering',
  'languages',
  'contact',
  'references',
  'interests',
  'awards',
  'projects',
  'education',
  'certifications',
  'skills',
  'summary',
  'experience',
  'publications',
];

const kindOfWord = new Map<string, StandardKind>(
  Object.entries(KIND_WORDS).flatMap(([kind, words]) =>
    words.map((word) => [ocrShape(word), kind as StandardKind]),
  ),
);
const weakKindOfWord = new Map<string, StandardKind>(
  Object.entries(WEAK_KIND_WORDS).flatMap(([kind, words]) =>
    words.map((word) => [ocrShape(word), kind as StandardKind]),
  ),
);

/** 'Experiences' → 'experience', 'Hobbies' → 'hobby', 'Summarys' → 'summary'; 'Business' and 'Status' stay. */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A heading's words: lower case, accents, numbering ('1.', 'IV)') and marks dropped, singular, in OCR shape. */
export function headingWords(line: string): string[] {
  const words = line
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\([^()]{0,40}\)/g, ' ')
    .replace(/^\s{0,8}(?:(?:\d{1,2}|[ivx]{1,4}|[a-h])[.)]\s|[^\p{L}\d]{1,8})/u, '')
    .split(/[^\p{L}\d'’]+/u)
    .filter((word) => word !== '')
    .map((word) => ocrShape(singular(word.replace(/['’]/g, ''))));
  return words[0] === 'summary' && words[1] === 'of' ? words.slice(2) : words;
}

const MAX_HEADING_WORDS = 5;
const HEAD_NOUN_MAX_WORDS = 4;
const AMBIGUOUS_WORD = ocrShape('qualification');

type Reading = { kinds: Set<StandardKind>; weakKinds: Set<StandardKind>; unknown: string[]; words: string[] };

function readWords(line: string): Reading | undefined {
  const words = headingWords(line);
  if (words.length === 0 || words.length > MAX_HEADING_WORDS || words.some((word) => /\d/.test(word)))
    return undefined;
  const reading: Reading = { kinds: new Set(), weakKinds: new Set(), unknown: [], words };
  for (const word of words) {
    const kind = kindOfWord.get(word);
    const weakKind = weakKindOfWord.get(word);
    if (kind) reading.kinds.add(kind);
    else if (weakKind) reading.weakKinds.add(weakKind);
    else if (!FILLER_WORDS.has(word)) reading.unknown.push(word);
  }
  return reading;
}

/** 'Instructional Design Projects', 'Nursing Skills': a short capitalised line ending in a kind's word. */
function headNounKind(line: string, reading: Reading, standsAlone: boolean): StandardKind | undefined {
  const trimmed = line.trim();
  const written = trimmed.split(/\s+/);
  const capitalised = written.every((word) => /^[\p{Lu}&(]/u.test(word) || word === 'and' || word === 'of');
  const setApart = standsAlone || trimmed.endsWith(':') || trimmed === trimmed.toUpperCase();
  if (!capitalised || !setApart || reading.words.length > HEAD_NOUN_MAX_WORDS || /[,|]/.test(line))
    return undefined;
  if (hasJobNoun(line)) return undefined;
  return kindOfWord.get(reading.words.at(-1) ?? '');
}

/** 'Qualifications Summary' is a summary: 'qualifications' names education only when no other kind is named. */
function withoutAmbiguousEducation({ kinds, words }: Reading): Set<StandardKind> {
  const otherEducationWord = words.some(
    (word) => word !== AMBIGUOUS_WORD && kindOfWord.get(word) === 'education',
  );
  if (kinds.size < 2 || !words.includes(AMBIGUOUS_WORD) || otherEducationWord) return kinds;
  return new Set([...kinds].filter((kind) => kind !== 'education'));
}

function kindOfLine(line: string, standsAlone: boolean): SectionKind | undefined {
  if (/[.!?@]$/.test(line.trim()) || line.includes('@')) return undefined;
  const reading = readWords(line);
  if (!reading) return undefined;
  if (reading.unknown.length > 0) return headNounKind(line, reading, standsAlone);
  const named = reading.kinds.size > 0 ? withoutAmbiguousEducation(reading) : reading.weakKinds;
  const kind = KIND_PRIORITY.find((candidate) => named.has(candidate));
  if (kind) return kind;
  return reading.words.length >= 2 && reading.words.some((word) => word.length > 3) ? 'other' : undefined;
}

/**
 * The kind of section a line names when every one of its words is a heading word, or undefined. Lines with only
 * qualifying words ('Personal Details', 'Additional Information') name an unusual section: 'other'. A bilingual
 * heading ('EXPÉRIENCE PROFESSIONNELLE / PROFESSIONAL EXPERIENCE') is read by either half.
 */
export function vocabularyKind(line: string, standsAlone = true): SectionKind | undefined {
  const whole = kindOfLine(line, standsAlone);
  if (whole || !line.includes(' / ')) return whole;
  return line
    .split(' / ')
    .map((half) => kindOfLine(half, false))
    .find((kind) => kind !== undefined && kind !== 'other');
}

/**
 * Whether a heading names its section only as 'Qualifications', which résumés use for degrees, for licences and
 * for a summary alike: the section's content decides.
 */
export function namesOnlyQualifications(line: string): boolean {
  const reading = readWords(line);
  return (
    reading?.kinds.size === 1 && reading.words.includes(AMBIGUOUS_WORD) && !reading.weakKinds.has('education')
  );
}

const HIGHLIGHT_WORD = ocrShape('highlight');

/** Whether a heading says only 'Highlights': a list of skills under it is the skills section. */
export function namesOnlyHighlights(line: string): boolean {
  const reading = readWords(line);
  return reading !== undefined && reading.kinds.size === 0 && reading.words.includes(HIGHLIGHT_WORD);
}

/** A short all-capitals label such as 'SIDE QUESTS': a heading, of a kind no vocabulary names. */
export function isShoutedLabel(line: string): boolean {
  const trimmed = line.trim();
  return (
    trimmed.length <= 40 &&
    trimmed.split(/\s+/).length <= 4 &&
    /\p{Lu}{3,}/u.test(trimmed) &&
    trimmed === trimmed.toUpperCase() &&
    !/\d|@|[,|]/.test(trimmed) &&
    // A sentence's end ('SBA.', '(GANTSEC).') is the last word of a wrapped line, not a label.
    !/[.!?;]$/.test(trimmed)
  );
}

/** A line drawn under a heading: '_____', '=====', '-----'. */
export const isRule = (line: string): boolean => /^[\s_=~*.–—-]{3,}$/.test(line) && /[_=~*–—-]{3}/.test(line);

/** A standard heading, a heading of a kind the vocabulary names, or a short all-capitals line ('other'). */
export function headingKind(line: string): SectionKind | undefined {
  if (line.length > 60) return undefined;
  return vocabularyKind(line) ?? (isShoutedLabel(line) ? 'other' : undefined);
}
