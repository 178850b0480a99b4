import type { InterviewIndustry } from '#common/industries.ts';
import { type Seniority, seniorityFor } from '#server/knowledge/seniority.ts';
import { seededRandom, shuffled } from '#server/knowledge/text.ts';
import {
  BEHAVIOURAL_QUESTIONS,
  type Competency,
  CULTURE_QUESTIONS,
  familiesForRole,
  type Question,
  TECHNICAL_QUESTIONS,
} from './question-bank/index.ts';

/** How many of each kind a session asks, by career stage: 6, 7 or 8 questions. */
const MIX: Record<
  Seniority,
  { behavioural: number; technical: number; situational: number; culture: number }
> = {
  entry: { behavioural: 2, technical: 2, situational: 1, culture: 1 },
  mid: { behavioural: 2, technical: 3, situational: 1, culture: 1 },
  senior: { behavioural: 3, technical: 3, situational: 1, culture: 1 },
};

/** The stage as the random seed spells it: 'early' predates the shared vocabulary, and a seed must keep its questions. */
const SEED_STAGE: Record<Seniority, string> = { entry: 'early', mid: 'mid', senior: 'senior' };

/** Early career is about learning and potential; eight years on, about leadership and strategy. */
const FOCUS: Record<Seniority, Competency[]> = {
  entry: ['learning', 'teamwork', 'adaptability', 'communication', 'problem-solving', 'ownership', 'failure'],
  mid: [
    'ownership',
    'prioritisation',
    'conflict',
    'problem-solving',
    'communication',
    'customer-focus',
    'influence',
  ],
  senior: ['leadership', 'strategy', 'influence', 'mentoring', 'decision-making', 'conflict', 'ethics'],
};

export type QuestionSelection = {
  industry: InterviewIndustry;
  role: string;
  experience: number;
  /** Question ids the user met in recent sessions; avoided while the bank has others. */
  recentlySeen: ReadonlySet<string>;
  /** Varies the choice between sessions; the same seed gives the same questions. */
  seed: string;
};

/** Fresh questions first, then recently seen ones, each group in a seeded random order. */
function preferFresh(
  candidates: readonly Question[],
  seen: ReadonlySet<string>,
  random: () => number,
): Question[] {
  const fresh = candidates.filter((question) => !seen.has(question.id));
  const stale = candidates.filter((question) => seen.has(question.id));
  return [...shuffled(fresh, random), ...shuffled(stale, random)];
}

function suits(seniority: Seniority) {
  return (question: Question) => question.seniority.includes(seniority);
}

function technicalQuestions(
  selection: QuestionSelection,
  seniority: Seniority,
  kind: 'technical' | 'situational',
  count: number,
  random: () => number,
) {
  const chosen: Question[] = [];
  for (const family of familiesForRole(selection.industry, selection.role)) {
    const ofFamily = TECHNICAL_QUESTIONS.filter(
      (question) => question.family === family && question.kind === kind,
    );
    const ordered = [
      ...preferFresh(ofFamily.filter(suits(seniority)), selection.recentlySeen, random),
      ...preferFresh(
        ofFamily.filter((question) => !suits(seniority)(question)),
        selection.recentlySeen,
        random,
      ),
    ];
    for (const question of ordered) {
      if (chosen.length < count && !chosen.includes(question)) chosen.push(question);
    }
    if (chosen.length === count) break;
  }
  return chosen;
}

function behaviouralQuestions(
  selection: QuestionSelection,
  seniority: Seniority,
  count: number,
  random: () => number,
) {
  const focus = shuffled(FOCUS[seniority], random);
  const chosen: Question[] = [];
  for (const competency of focus) {
    if (chosen.length === count) break;
    const candidates = BEHAVIOURAL_QUESTIONS.filter(
      (question) => question.competency === competency && suits(seniority)(question),
    );
    const [pick] = preferFresh(candidates, selection.recentlySeen, random);
    if (pick) chosen.push(pick);
  }
  return chosen;
}

/**
 * A practice session from the question bank: behavioural questions on the competencies that matter at this career
 * stage, technical and situational questions of the role's family (the industry's when the role is unknown), and a
 * culture-fit question. No repeats; questions seen recently only when the bank runs out.
 */
export function selectQuestions(selection: QuestionSelection): Question[] {
  const seniority = seniorityFor(selection.experience);
  const mix = MIX[seniority];
  const random = seededRandom(
    `${selection.seed}|${selection.industry}|${selection.role.toLowerCase()}|${SEED_STAGE[seniority]}`,
  );
  const behavioural = behaviouralQuestions(selection, seniority, mix.behavioural, random);
  const technical = technicalQuestions(selection, seniority, 'technical', mix.technical, random);
  const situational = technicalQuestions(selection, seniority, 'situational', mix.situational, random);
  const culture = preferFresh(
    CULTURE_QUESTIONS.filter(suits(seniority)),
    selection.recentlySeen,
    random,
  ).slice(0, mix.culture);

  const [opening, ...otherBehavioural] = behavioural;
  return [
    opening,
    ...technical.slice(0, 2),
    ...situational,
    ...otherBehavioural,
    ...technical.slice(2),
    ...culture,
  ].filter((question): question is Question => question !== undefined);
}
