import { listPhrase } from '#server/knowledge/quotes.ts';
import type { Seniority } from '#server/knowledge/seniority.ts';
import type { WorkType } from '#server/knowledge/work-type.ts';
import type { PostingSetting } from './posting-facts.ts';

export type DescriptionInput = {
  /** The team the job sits in, who it serves, what it spends its time on. */
  setting: PostingSetting;
  company: string;
  title: string;
  seniority: Seniority;
  /** Two or three of the posting's hard skills and tools. */
  skills: string[];
  impactArea: string;
  workType: WorkType;
  city: string | undefined;
};

type Template = (input: DescriptionInput, setting: PostingSetting) => string;

/** 'an' before a vowel sound: 'an SEO Specialist', 'a UX Designer', 'an Urban Planner', 'a User Researcher'. */
export function withArticle(phrase: string): string {
  const firstWord = phrase.split(' ')[0] ?? '';
  const isAbbreviation =
    firstWord.length > 1 && firstWord === firstWord.toUpperCase() && /[A-Z]/.test(firstWord);
  const vowelSound = isAbbreviation
    ? /^[AEFHILMNORSX]/.test(firstWord)
    : /^[aeiou]/i.test(phrase) && !/^(us|uni|eu)/i.test(phrase);
  return `${vowelSound ? 'an' : 'a'} ${phrase}`;
}

const INTRODUCTIONS: Readonly<Record<Seniority, readonly Template[]>> = {
  entry: [
    (d, s) =>
      `${d.company} is hiring ${withArticle(d.title)} to join its ${s.team}, which focuses on ${s.focus}.`,
    (d, s) =>
      `Join ${d.company} as ${withArticle(d.title)} and grow your career in ${withArticle(s.team)} that serves ${s.serves}.`,
    (d, s) =>
      `${d.company} wants to hire ${withArticle(d.title)} early in their career to support ${withArticle(s.team)} focused on ${s.focus}.`,
  ],
  mid: [
    (d, s) =>
      `${d.company} is looking for ${withArticle(d.title)} to take ownership of day-to-day work in its ${s.team}.`,
    (d, s) =>
      `As ${withArticle(d.title)} at ${d.company}, you will join the ${s.team} and spend most of your time ${s.focus}.`,
    (d, s) => `${d.company} is adding an experienced ${d.title} to its ${s.team}, which serves ${s.serves}.`,
  ],
  senior: [
    (d, s) =>
      `${d.company} is seeking ${withArticle(d.title)} to set direction for its ${s.team} and raise the bar on ${s.focus}.`,
    (d, s) =>
      `As ${withArticle(d.title)} at ${d.company}, you will lead the most complex work in the ${s.team} and shape how it serves ${s.serves}.`,
    (d, s) => `${d.company} needs a seasoned ${d.title} to guide its ${s.team} in ${s.focus}.`,
  ],
};

const SKILL_SENTENCES: Readonly<Record<Seniority, readonly ((skills: string) => string)[]>> = {
  entry: [
    (skills) => `You should be comfortable with ${skills}, and we will help you deepen that experience.`,
    (skills) => `A working knowledge of ${skills} will help you get started quickly.`,
  ],
  mid: [
    (skills) => `Day to day you will rely on ${skills}.`,
    (skills) => `The role calls for solid, hands-on experience with ${skills}.`,
  ],
  senior: [
    (skills) => `You bring deep expertise in ${skills} and can coach others in using them well.`,
    (skills) => `We expect mastery of ${skills} and the judgment to know when each applies.`,
  ],
};

const IMPACT_SENTENCES: Readonly<Record<Seniority, readonly Template[]>> = {
  entry: [
    (d) => `You will learn how the team measures ${d.impactArea} and help improve it.`,
    (d) => `Your work will contribute directly to ${d.impactArea}.`,
  ],
  mid: [
    (d) => `Success in this role shows up in ${d.impactArea}.`,
    (d) => `Your work will have a direct effect on ${d.impactArea}.`,
  ],
  senior: [
    (d) => `You will own results for ${d.impactArea} and report progress to leadership.`,
    (d, s) => `You will be accountable for ${d.impactArea} across the ${s.team}.`,
  ],
};

const CLOSINGS: Readonly<Record<Seniority, readonly string[]>> = {
  entry: [
    'Structured onboarding and a dedicated mentor are part of the role.',
    'You will have clear goals for your first months and regular feedback along the way.',
  ],
  mid: ['You will work closely with colleagues across teams and have room to take on more responsibility.'],
  senior: [
    'You will mentor colleagues and help hire and develop the team.',
    'You will partner with leadership on priorities and plans for the year ahead.',
  ],
};

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

function closing(input: DescriptionInput, random: () => number): string {
  if (input.workType === 'remote' && random() < 0.5)
    return 'This is a fully remote position open to candidates across the US.';
  if (input.workType === 'hybrid' && input.city && random() < 0.5) {
    return `The role is hybrid, with regular days in the ${input.city} office.`;
  }
  return pick(CLOSINGS[input.seniority], random);
}

const CLOSING_SHARE = 0.6;

/** Three or four sentences: who is hiring and for what, the skills used, the outcome owned, sometimes a closing note. */
export function postingDescription(input: DescriptionInput, random: () => number): string {
  const { setting } = input;
  const sentences = [
    pick(INTRODUCTIONS[input.seniority], random)(input, setting),
    pick(SKILL_SENTENCES[input.seniority], random)(listPhrase(input.skills)),
    pick(IMPACT_SENTENCES[input.seniority], random)(input, setting),
  ];
  if (random() < CLOSING_SHARE) sentences.push(closing(input, random));
  return sentences.join(' ');
}
