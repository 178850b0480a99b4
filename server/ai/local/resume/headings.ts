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

/**
 * The words that name each kind of section, in their singular form. A heading is read by its words, not looked up
 * whole, so that 'Educations', 'Education Details', 'Technical Skill Set' and 'Professional Journey' are read as
 * the same sections as 'Education', 'Skills' and 'Experience'.
 */
const KIND_WORDS: Record<StandardKind, string[]> = {
  summary: ['summary', 'profile', 'objective', 'about', 'overview', 'statement', 'introduction', 'synopsis'],
  experience: ['experience', 'employment', 'journey', 'internship', 'job', 'position'],
  education: ['education', 'academic', 'academics', 'qualification', 'degree', 'schooling', 'coursework'],
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
  certifications: [
    'certification',
    'certificate',
    'license',
    'licence',
    'licensure',
    'credential',
    'training',
    'course',
  ],
  awards: ['award', 'honor', 'honour', 'achievement', 'accomplishment', 'recognition', 'distinction'],
  volunteering: ['volunteer', 'volunteering', 'community', 'activity', 'extracurricular'],
  publications: ['publication', 'presentation', 'research', 'paper', 'patent'],
  languages: ['language'],
  interests: ['interest', 'hobby'],
  references: ['reference', 'referee'],
  contact: ['contact'],
};

/** Words that name a section only when no other kind's word is there: 'Work History', 'Career Record'. */
const WEAK_KIND_WORDS: Partial<Record<StandardKind, string[]>> = {
  experience: ['work', 'career', 'history', 'record'],
  certifications: ['development'],
};

/** Words that qualify a heading without deciding its kind: 'Key', 'Technical', 'Details', 'My'. */
const FILLER_WORDS = new Set([
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
  'highlight',
  'leadership',
  'clinical',
  'teaching',
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
]);

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
  Object.entries(KIND_WORDS).flatMap(([kind, words]) => words.map((word) => [word, kind as StandardKind])),
);
const weakKindOfWord = new Map<string, StandardKind>(
  Object.entries(WEAK_KIND_WORDS).flatMap(([kind, words]) =>
    words.map((word) => [word, kind as StandardKind]),
  ),
);

/** 'Experiences' → 'experience', 'Hobbies' → 'hobby', 'Summarys' → 'summary'; 'Business' and 'Status' stay. */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of a line that could be a heading: numbering, markers, a trailing colon and 'summary of' dropped. */
export function headingWords(line: string): string[] {
  const words = line
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/^\s{0,8}(?:(?:\d{1,2}|[ivx]{1,4}|[a-h])[.)]\s|[^\p{L}]{1,8})/u, '')
    .replace(/[^\p{L}\s'/-]/gu, ' ')
    .replace(/[/-]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '')
    .map(singular);
  return words[0] === 'summary' && words[1] === 'of' ? words.slice(2) : words;
}

const MAX_HEADING_WORDS = 5;

/**
 * The kind of section a line names when every one of its words is a heading word, or undefined. Lines with only
 * qualifying words ('Personal Details', 'Additional Information') name an unusual section: 'other'.
 */
export function vocabularyKind(line: string): SectionKind | undefined {
  if (/[.!?]$|\d|@/.test(line.trim())) return undefined;
  const words = headingWords(line);
  if (words.length === 0 || words.length > MAX_HEADING_WORDS) return undefined;
  const kinds = new Set<StandardKind>();
  const weakKinds = new Set<StandardKind>();
  for (const word of words) {
    const kind = kindOfWord.get(word);
    const weakKind = weakKindOfWord.get(word);
    if (kind) kinds.add(kind);
    else if (weakKind) weakKinds.add(weakKind);
    else if (!FILLER_WORDS.has(word)) return undefined;
  }
  const named = kinds.size > 0 ? kinds : weakKinds;
  const kind = KIND_PRIORITY.find((candidate) => named.has(candidate));
  if (kind) return kind;
  return words.length >= 2 && words.some((word) => word.length > 3) ? 'other' : undefined;
}

/** A short all-capitals label such as 'SIDE QUESTS': a heading, of a kind no vocabulary names. */
export function isShoutedLabel(line: string): boolean {
  const trimmed = line.trim();
  return (
    trimmed.length <= 40 &&
    trimmed.split(/\s+/).length <= 4 &&
    /\p{Lu}{3,}/u.test(trimmed) &&
    trimmed === trimmed.toUpperCase() &&
    !/\d|@|[,|]/.test(trimmed)
  );
}

/** A line drawn under a heading: '_____', '=====', '-----'. */
export const isRule = (line: string): boolean => /^[\s_=~*.–—-]{3,}$/.test(line) && /[_=~*–—-]{3}/.test(line);

/** A standard heading, a heading of a kind the vocabulary names, or a short all-capitals line ('other'). */
export function headingKind(line: string): SectionKind | undefined {
  if (line.length > 60) return undefined;
  return vocabularyKind(line) ?? (isShoutedLabel(line) ? 'other' : undefined);
}
