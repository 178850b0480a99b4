import type { Role } from '#server/knowledge/index.ts';
import { rolesNamed, skillsNamed } from './mentions.ts';

/**
 * A job posting pasted into the chat: recognised by the parts postings have (responsibilities, requirements, years
 * of experience, 'we are hiring'), and read for its title, the skills it names and the requirement lines it states.
 */
export type JobPosting = {
  role: Role | undefined;
  /** Canonical skill names, each with the posting's own words for it. */
  skills: { name: string; asWritten: string }[];
  /** Lines that state a requirement (a licence, a degree, years of experience), as written. */
  requirements: string[];
  /** The fewest years of experience it asks for, when it says. */
  years: number | undefined;
};

/** Each is one kind of evidence that a text is a posting; two kinds and enough words make it one. */
const POSTING_CUES = [
  /\b(?:responsibilities|what you(?:'|’)ll do|you will|the role:?|about the role|key duties)/i,
  /\b(?:requirements|qualifications|must have|nice to have|what we(?:'|’)re looking for|preferred|required)\b/i,
  /\b(?:we are|we(?:'|’)re) (?:hiring|looking)|\bjob (?:title|description)\b|\bposition:/i,
  /\b\d{1,2}\+? ?(?:-|to|–) ?\d{0,2} ?(?:years?|yrs)\b|\b\d{1,2}\+? (?:years?|yrs)\b/i,
  /\b(?:benefits|salary range|reports to|department:|location:)/i,
];
const MIN_POSTING_WORDS = 35;
const MIN_CUES = 2;

const REQUIREMENT_LINE = /\b(?:licen[cs]|certifi|degree|bachelor|master|required|experience|years?\b)/i;
const BULLET = /^\s*(?:[-*•·]|\d{1,2}[.)])\s*/;
const YEARS = /\b(\d{1,2})\+? ?(?:(?:-|to|–) ?\d{1,2} ?)?(?:years?|yrs)\b/gi;
const TITLE_LABEL = /^\s*(?:job title|position|role|title)\s*:\s*/i;
const MAX_REQUIREMENTS = 3;
const TITLE_LINES = 3;

const lineText = (line: string) => line.replace(BULLET, '').trim();

export function looksLikePosting(message: string): boolean {
  const words = message.split(/\s+/).length;
  return words >= MIN_POSTING_WORDS && POSTING_CUES.filter((cue) => cue.test(message)).length >= MIN_CUES;
}

/** The title: a 'Job Title:' line, else the first role named in the opening lines, else the first named at all. */
function postingRole(lines: string[]): Role | undefined {
  const labelled = lines.find((line) => TITLE_LABEL.test(line));
  const candidates = [labelled, ...lines.slice(0, TITLE_LINES), lines.join('\n')];
  for (const candidate of candidates) {
    const [first] = candidate ? rolesNamed(candidate) : [];
    if (first) return first.role;
  }
  return undefined;
}

function fewestYears(text: string): number | undefined {
  const years = [...text.matchAll(YEARS)].map((match) => Number(match[1])).filter((value) => value > 0);
  return years.length ? Math.min(...years) : undefined;
}

export function readJobPosting(message: string): JobPosting | undefined {
  if (!looksLikePosting(message)) return undefined;
  const lines = message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    role: postingRole(lines),
    skills: skillsNamed(message),
    requirements: lines
      .filter((line) => REQUIREMENT_LINE.test(line))
      .map(lineText)
      .slice(0, MAX_REQUIREMENTS),
    years: fewestYears(message),
  };
}
