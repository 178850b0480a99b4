import { readKeyword } from '#server/ai/local/tailoring/keywords.ts';
import { readTargetJob } from '#server/ai/local/tailoring/read-job.ts';
import { findRole, type Role } from '#server/knowledge/index.ts';
import { rolesNamed, skillsNamed } from './mentions.ts';

/**
 * A job posting pasted into the chat: recognised by the parts postings have (responsibilities, requirements, years
 * of experience, 'we are hiring'), and read for its title, the skills it names and the requirement lines it states.
 */
export type JobPosting = {
  role: Role | undefined;
  /**
   * What it asks for, required first: each keyword's canonical skill name, the posting's own words, and every skill
   * it accepts instead ('Power BI or Tableau').
   */
  skills: { name: string; asWritten: string; alternatives: string[] }[];
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
const MAX_REQUIREMENTS = 3;

const lineText = (line: string) => line.replace(BULLET, '').trim();

export function looksLikePosting(message: string): boolean {
  const words = message.split(/\s+/).length;
  return words >= MIN_POSTING_WORDS && POSTING_CUES.filter((cue) => cue.test(message)).length >= MIN_CUES;
}

/** The skills a posting asks for, as the tailoring reader finds them; every skill named when it finds none. */
function askedSkills(required: string[], preferred: string[], message: string): JobPosting['skills'] {
  const asked = [...required, ...preferred].flatMap((keyword) => {
    const { skills } = readKeyword(keyword);
    const [name] = skills;
    return name ? [{ name, asWritten: keyword, alternatives: skills }] : [];
  });
  if (asked.length > 0) return asked;
  return skillsNamed(message).map((skill) => ({ ...skill, alternatives: [skill.name] }));
}

export function readJobPosting(message: string): JobPosting | undefined {
  if (!looksLikePosting(message)) return undefined;
  const job = readTargetJob(message);
  const lines = message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    // The title the reader found, else the first role the posting names anywhere.
    role: findRole(job.title) ?? rolesNamed(job.title)[0]?.role ?? rolesNamed(message)[0]?.role,
    skills: askedSkills(job.requiredSkills, job.preferredSkills, message),
    requirements: lines
      .filter((line) => REQUIREMENT_LINE.test(line))
      .map(lineText)
      .slice(0, MAX_REQUIREMENTS),
    years: job.years ?? undefined,
  };
}
