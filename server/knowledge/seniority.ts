/** Career stage: entry 0–2 years (learning and potential), mid 3–7 years, senior 8+ years (leadership and strategy). */
export const SENIORITIES = ['entry', 'mid', 'senior'] as const;

export type Seniority = (typeof SENIORITIES)[number];

export function seniorityFor(yearsOfExperience: number): Seniority {
  if (yearsOfExperience <= 2) return 'entry';
  if (yearsOfExperience <= 7) return 'mid';
  return 'senior';
}

/**
 * Title words that state a level whatever the job. Left out on purpose: words that are a level in one title and a
 * job in another ('Staff Nurse', 'Account Executive', 'Medical Assistant', 'Associate Attorney').
 */
const LEVEL_WORDS: ReadonlyMap<string, Seniority> = new Map([
  ['junior', 'entry'],
  ['jr', 'entry'],
  ['trainee', 'entry'],
  ['intern', 'entry'],
  ['internship', 'entry'],
  ['apprentice', 'entry'],
  ['graduate', 'entry'],
  ['grad', 'entry'],
  ['entry', 'entry'],
  ['fresher', 'entry'],
  ['senior', 'senior'],
  ['sr', 'senior'],
  ['lead', 'senior'],
  ['principal', 'senior'],
  ['head', 'senior'],
  ['chief', 'senior'],
  ['director', 'senior'],
  ['vp', 'senior'],
  ['president', 'senior'],
]);

const titleTokens = (title: string) => title.toLowerCase().split(/[^\p{L}\p{N}]+/u);

/** The level a job title states ('Head of Sales', 'Junior Developer', 'New Grad RN'), if it states one. */
export function seniorityInTitle(title: string): Seniority | undefined {
  const levels = titleTokens(title).flatMap((word) => LEVEL_WORDS.get(word) ?? []);
  if (levels.length === 0) return undefined;
  // 'Senior Associate, Graduate Recruitment' names both: the higher level is the person's.
  return levels.includes('senior') ? 'senior' : levels.includes('entry') ? 'entry' : 'mid';
}

/** Whether a title word only states a level ('Head', 'Senior'), so sharing it says nothing about the job. */
export function isLevelWord(word: string): boolean {
  return LEVEL_WORDS.has(word.toLowerCase());
}

const higher = (a: Seniority, b: Seniority) => (SENIORITIES.indexOf(a) >= SENIORITIES.indexOf(b) ? a : b);
const stepBelow = (level: Seniority) => SENIORITIES[Math.max(0, SENIORITIES.indexOf(level) - 1)] as Seniority;

/**
 * The level of the jobs a person should be offered. The level their target title states comes first ('Head of Sales',
 * 'Junior Developer'). Else their years give it, raised by their current title's level ('Lead Engineer' with 6 years)
 * but never lowered by it (an 'Apprentice' of 4 years moves up); years in another field count one level less.
 */
export function seniorityOfPerson(person: {
  targetRole: string;
  currentRole: string;
  experience: number;
  changingField: boolean;
}): Seniority {
  const stated = seniorityInTitle(person.targetRole);
  if (stated) return stated;
  const byYears = seniorityFor(person.experience);
  if (person.changingField) return stepBelow(byYears);
  const current = seniorityInTitle(person.currentRole);
  return current ? higher(current, byYears) : byYears;
}
