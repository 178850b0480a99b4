import type { InterviewIndustry } from '#common/industries.ts';
import { isWrittenFamily, readTitle, type TitleReading } from '#server/knowledge/index.ts';
import { type Seniority, seniorityFor } from '#server/knowledge/seniority.ts';
import { seededRandom, shuffled } from '#server/knowledge/text.ts';
import { occupationQuestions, templateKeyOf } from './occupation-questions/questions.ts';
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

/** Title rungs that lead the work: a 'Lead Dental Hygienist' is asked the questions of leading it whatever the years. */
const LEADING_RUNGS = new Set(['lead', 'manager', 'head', 'director', 'chief']);

/** What the session is about beyond its mix: the occupation the typed title names, and the subjects already asked. */
type SessionContext = {
  reading: TitleReading | undefined;
  /** The occupation's own subjects asked so far ('tool-reach-truck'): each once a session. */
  topics: Set<string>;
  /** The templates used so far: varied wording first. */
  templates: Set<string>;
};

/**
 * Questions of the occupation's own in the order to ask them: those that suit the stage (or the title's leading
 * rung) before the others, fresh before recently seen, each group in a seeded random order of its own, so that the
 * questions of the bank keep theirs.
 */
function occupationCandidates(
  selection: QuestionSelection,
  seniority: Seniority,
  kind: 'technical' | 'situational',
  reading: TitleReading,
): Question[] {
  const random = seededRandom(
    `${selection.seed}|${selection.industry}|${selection.role.toLowerCase()}|${SEED_STAGE[seniority]}|${kind}|occupation`,
  );
  const leads = reading.level !== undefined && LEADING_RUNGS.has(reading.level);
  const fits = (question: Question) =>
    suits(seniority)(question) || (leads && question.seniority.includes('senior'));
  const ofKind = occupationQuestions(reading.role).filter((question) => question.kind === kind);
  return [
    ...preferFresh(ofKind.filter(fits), selection.recentlySeen, random),
    ...preferFresh(
      ofKind.filter((question) => !fits(question)),
      selection.recentlySeen,
      random,
    ),
  ];
}

function technicalQuestions(
  selection: QuestionSelection,
  seniority: Seniority,
  kind: 'technical' | 'situational',
  count: number,
  random: () => number,
  context: SessionContext,
) {
  const chosen: Question[] = [];
  const add = (ordered: readonly Question[]) => {
    // Varied wording first, then any question on a subject not yet asked.
    for (const varied of [true, false]) {
      for (const question of ordered) {
        if (chosen.length === count) return;
        if (chosen.includes(question)) continue;
        if (question.topic !== undefined && context.topics.has(question.topic)) continue;
        const template = templateKeyOf(question);
        if (varied && template !== undefined && context.templates.has(template)) continue;
        chosen.push(question);
        if (question.topic !== undefined) context.topics.add(question.topic);
        if (template !== undefined) context.templates.add(template);
      }
    }
  };
  const { reading } = context;
  const ownFamily =
    reading !== undefined && isWrittenFamily(reading.role.family) ? reading.role.family : undefined;
  const ownQuestions = () => (reading ? occupationCandidates(selection, seniority, kind, reading) : []);
  // An occupation the bank has no questions of is asked about its own work; its title's families only fill in.
  if (reading && !ownFamily) add(ownQuestions());
  for (const family of familiesForRole(selection.industry, selection.role)) {
    if (chosen.length === count) break;
    const ofFamily = TECHNICAL_QUESTIONS.filter(
      (question) => question.family === family && question.kind === kind,
    );
    const suited = preferFresh(ofFamily.filter(suits(seniority)), selection.recentlySeen, random);
    const others = preferFresh(
      ofFamily.filter((question) => !suits(seniority)(question)),
      selection.recentlySeen,
      random,
    );
    if (family !== ownFamily) {
      add([...suited, ...others]);
      continue;
    }
    // The occupation's own family: its fresh questions first, then, where they run out, fresh questions of the
    // occupation's own before any repeat.
    const isFresh = (question: Question) => !selection.recentlySeen.has(question.id);
    const fresh = [...suited.filter(isFresh), ...others.filter(isFresh)];
    const own = fresh.length < count - chosen.length ? ownQuestions().filter(isFresh) : [];
    add([...fresh, ...own, ...suited.filter((q) => !isFresh(q)), ...others.filter((q) => !isFresh(q))]);
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
 * culture-fit question. A catalogue occupation the bank has no family of gets technical and situational questions
 * written from its own skills, tools, licences and measures of success. No repeats; questions seen recently only
 * when the bank runs out.
 */
export function selectQuestions(selection: QuestionSelection): Question[] {
  const seniority = seniorityFor(selection.experience);
  const mix = MIX[seniority];
  const random = seededRandom(
    `${selection.seed}|${selection.industry}|${selection.role.toLowerCase()}|${SEED_STAGE[seniority]}`,
  );
  const context: SessionContext = {
    reading: readTitle(selection.role),
    topics: new Set(),
    templates: new Set(),
  };
  const behavioural = behaviouralQuestions(selection, seniority, mix.behavioural, random);
  const technical = technicalQuestions(selection, seniority, 'technical', mix.technical, random, context);
  const situational = technicalQuestions(
    selection,
    seniority,
    'situational',
    mix.situational,
    random,
    context,
  );
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
