import type { EducationLevel } from '#common/tailoring.ts';

export const EDUCATION_LEVELS: readonly EducationLevel[] = [
  'high-school',
  'associate',
  'bachelor',
  'master',
  'doctorate',
];

const DEGREE_PATTERNS: readonly [EducationLevel, RegExp][] = [
  [
    'high-school',
    /\b(?:high[ -]school|GED|secondary school|12th(?: pass| grade| standard)?|HSC|matriculation)\b/i,
  ],
  [
    'associate',
    /\b(?:associate(?:'s|’s|s)? degree|associate of (?:arts|science|applied)|ADN|AAS|A\.A\.S?\.|foundation degree|HND)\b/i,
  ],
  [
    'bachelor',
    /\b(?:bachelor(?:'s|’s|s)?|BSN|BSc|B\.S\.|BS\/BA|BA\/BS|B\.A\.|B\.Tech|B\.E\.|B\.Com|BBA|BEng|(?:BS|BA) (?:in|degree)|undergraduate degree|university degree|college degree|(?:4|four)[ -]year degree)(?![A-Za-z])/i,
  ],
  [
    'master',
    /\b(?:[Mm]aster(?:'s|’s)? (?:[Dd]egree|of|in)\b|[Mm]asters\b|[Mm]aster(?:'s|’s)|MSc|M\.S\.|MS in|MA in|MBA|PGDM|M\.Tech|M\.E\.|MEng|MPH|MSW|MSN|MEd|M\.Ed|LL\.M|[Pp]ost-?graduate|[Gg]raduate degree)(?![A-Za-z])/,
  ],
  ['doctorate', /\b(?:Ph\.? ?D|[Dd]octorate|[Dd]octoral|DPhil|Ed\.?D|PharmD|DNP|J\.D\.)(?![A-Za-z])/],
];
/** 'a degree', 'degree in Mechanical Engineering': a degree of no stated level is a bachelor's. */
const ANY_DEGREE = /\b(?:degree|graduate of|graduated)\b/i;

/** The degree levels a text names ('MSc or PhD' names master and doctorate), lowest first. */
export function degreeLevels(text: string): EducationLevel[] {
  const levels = DEGREE_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([level]) => level);
  if (levels.length === 0 && ANY_DEGREE.test(text) && !/\bdegree of\b/i.test(text)) return ['bachelor'];
  return levels;
}

export const levelRank = (level: EducationLevel): number => EDUCATION_LEVELS.indexOf(level);

export function educationLabel(level: EducationLevel): string {
  const labels: Record<EducationLevel, string> = {
    'high-school': 'a high-school diploma',
    associate: "an associate's degree",
    bachelor: "a bachelor's degree",
    master: "a master's degree",
    doctorate: 'a doctorate',
  };
  return labels[level];
}
