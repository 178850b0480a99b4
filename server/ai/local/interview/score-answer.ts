import type { AnswerScore, QuestionKind } from '#common/api/interview.ts';
import { skillsInText } from '#server/knowledge/index.ts';
import { listPhrase, quote } from '#server/knowledge/quotes.ts';
import { contentStems, sentences, stem, words } from '#server/knowledge/text.ts';

export type ScoredQuestion = { text: string; kind: QuestionKind; keyPoints: string[]; vocabulary: string[] };

const WEIGHTS = { relevance: 0.35, structure: 0.25, specificity: 0.2, clarity: 0.2 } as const;
/** A spoken answer of about one to two minutes. */
const LENGTH_BAND = { min: 80, max: 320 } as const;
const MAX_SENTENCE_WORDS = 28;
const FILLERS = [
  'um',
  'uh',
  'erm',
  'like',
  'you know',
  'basically',
  'actually',
  'literally',
  'kind of',
  'sort of',
  'i mean',
  'stuff',
  'whatever',
];
const FILLER_PATTERN = new RegExp(`(?<![\\p{L}])(?:${FILLERS.join('|')})(?![\\p{L}])`, 'giu');

const STAR = {
  situation:
    /\b(?:when|while|at my (?:last|previous|current|first)|in my (?:last|previous|current|first)|last (?:year|quarter|month)|in (?:19|20)\d{2}|(?:our|the) (?:team|company|client|project|unit|store|school|hospital|ward|department)|we were|there was)\b/i,
  task: /\b(?:my (?:goal|task|job|role|responsibility|aim) was|i (?:needed|had|was asked|was expected) to|i was (?:responsible|tasked|asked)|the (?:goal|aim|task|challenge|problem) was|we (?:needed|had) to|deadline|objective)\b/i,
  /** 'I led', 'we then built': a regular past tense, and the irregular ones (none of which ends in -ed). */
  action: [
    /\b(?:i|we) (?:then |first |quickly |personally )?\w+ed\b/gi,
    /\b(?:i|we) (?:then |first |quickly |personally )?(?:built|made|wrote|took|set|ran|met|spoke|began|chose|drew|gave|held|found|sent|went|did|brought|put|sat|got)\b/gi,
  ],
  result:
    /\b(?:as a result|result(?:ed|s)?|outcome|in the end|ultimately|which (?:led|meant|cut|saved|helped)|so that|sav(?:ed|ing)|grew|cut|doubled|halved|finished|delivered|launched|won|learned|learnt)\b|\b(?:reduc|increas|improv)/i,
} as const;

const SEQUENCE = /\b(?:first(?:ly)?|second(?:ly)?|then|next|after that|finally|lastly|step)\b/gi;
const REASONING =
  /\b(?:because|so that|therefore|which means|trade-?off|depends on|the reason|to avoid|rather than|instead of)\b/i;
const EXAMPLE =
  /\b(?:for example|for instance|such as|in my (?:last|previous|current) (?:role|job|team)|at my (?:last|previous) (?:job|company)|once|recently)\b/i;
const NUMBER = /\d[\d,.]*\s*(?:%|percent|k\b|m\b)?|\$\s?\d/gi;

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));
const fraction = (value: number) => Math.max(0, Math.min(1, value));

/** A key point counts as covered when at least half its meaningful words (stemmed) appear in the answer. */
function keyPointCoverage(keyPoints: string[], answerStems: Set<string>) {
  const covered: string[] = [];
  const missed: string[] = [];
  for (const point of keyPoints) {
    const stems = [...new Set(contentStems(point))];
    const present = stems.filter((value) => answerStems.has(value)).length;
    (stems.length > 0 && present >= Math.ceil(stems.length / 2) ? covered : missed).push(point);
  }
  return { covered, missed };
}

function vocabularyUsed(vocabulary: string[], answer: string): string[] {
  const lower = answer.toLowerCase();
  return vocabulary.filter((term) => {
    const stems = term.split(/\s+/).map(stem);
    return stems.every((value) => lower.includes(value));
  });
}

function starParts(answer: string) {
  const actions = STAR.action.reduce((count, pattern) => count + (answer.match(pattern)?.length ?? 0), 0);
  return {
    situation: STAR.situation.test(answer),
    task: STAR.task.test(answer),
    action: actions > 0,
    actions,
    result: STAR.result.test(answer),
  };
}

type Analysis = {
  answer: string;
  wordCount: number;
  coverage: { covered: string[]; missed: string[] };
  vocabulary: string[];
  star: ReturnType<typeof starParts>;
  sequenceMarkers: number;
  numbers: string[];
  tools: string[];
  fillers: string[];
  longestSentence: number;
  meanSentence: number;
};

function analyse(question: ScoredQuestion, answer: string): Analysis {
  const answerWords = words(answer);
  const sentenceLengths = sentences(answer).map((sentence) => words(sentence).length);
  return {
    answer,
    wordCount: answerWords.length,
    coverage: keyPointCoverage(question.keyPoints, new Set(contentStems(answer))),
    vocabulary: vocabularyUsed(question.vocabulary, answer),
    star: starParts(answer),
    sequenceMarkers: answer.match(SEQUENCE)?.length ?? 0,
    numbers: answer.match(NUMBER) ?? [],
    tools: [...skillsInText(answer).values()].map((passages) => passages[0] ?? ''),
    fillers: answer.match(FILLER_PATTERN) ?? [],
    longestSentence: Math.max(0, ...sentenceLengths),
    meanSentence: sentenceLengths.length ? answerWords.length / sentenceLengths.length : answerWords.length,
  };
}

/** How much of a full answer this is: a one-line answer earns little however tidy it is. */
const substance = (analysis: Analysis) => fraction(analysis.wordCount / LENGTH_BAND.min);

function relevanceScore(question: ScoredQuestion, analysis: Analysis): number {
  const coverage = analysis.coverage.covered.length / Math.max(1, question.keyPoints.length);
  const questionStems = new Set(contentStems(question.text));
  const echoed = contentStems(analysis.answer).filter((value) => questionStems.has(value));
  const onTopic = fraction(new Set(echoed).size / 3);
  if (question.vocabulary.length === 0) return clamp(100 * (0.75 * coverage + 0.25 * onTopic));
  const vocabulary = fraction(analysis.vocabulary.length / 3);
  return clamp(100 * (0.6 * coverage + 0.25 * vocabulary + 0.15 * onTopic));
}

function structureScore(kind: QuestionKind, analysis: Analysis): number {
  if (kind === 'behavioural' || kind === 'culture') {
    const { situation, task, actions, result } = analysis.star;
    return clamp(
      25 * Number(situation) + 20 * Number(task) + 15 * fraction(actions / 2) * 2 + 25 * Number(result),
    );
  }
  const sequence = fraction(analysis.sequenceMarkers / 2);
  const reasoning = REASONING.test(analysis.answer) ? 1 : 0;
  const example = EXAMPLE.test(analysis.answer) ? 1 : 0;
  return clamp(100 * substance(analysis) * (0.45 * sequence + 0.3 * reasoning + 0.25 * example));
}

function specificityScore(analysis: Analysis): number {
  const numbers = fraction(analysis.numbers.length / 2);
  const tools = fraction(analysis.tools.length / 2);
  const outcome = analysis.star.result && analysis.numbers.length > 0 ? 1 : 0;
  return clamp(100 * (0.4 * numbers + 0.3 * tools + 0.3 * outcome));
}

function clarityScore(analysis: Analysis): number {
  const { wordCount } = analysis;
  const length =
    wordCount < LENGTH_BAND.min ? wordCount / LENGTH_BAND.min : fraction(LENGTH_BAND.max / wordCount);
  const fillerRate = analysis.fillers.length / Math.max(1, wordCount / 50);
  const fillers = substance(analysis) * fraction(1 - fillerRate / 3);
  const sentenceLength =
    substance(analysis) *
    (analysis.meanSentence <= MAX_SENTENCE_WORDS ? 1 : MAX_SENTENCE_WORDS / analysis.meanSentence);
  return clamp(100 * (0.4 * length + 0.3 * fillers + 0.3 * sentenceLength));
}

function strengthsOf(question: ScoredQuestion, analysis: Analysis): string[] {
  const strengths: string[] = [];
  if (analysis.coverage.covered.length > 0) {
    strengths.push(`You covered what a good answer needs: ${listPhrase(analysis.coverage.covered)}.`);
  }
  const { situation, task, action, result } = analysis.star;
  if ((question.kind === 'behavioural' || question.kind === 'culture') && situation && action && result) {
    strengths.push(
      `Clear story: you set the scene${task ? ', named the goal' : ''}, said what you did and how it ended.`,
    );
  }
  if (analysis.numbers.length > 0) {
    strengths.push(
      `Concrete numbers such as ${listPhrase(analysis.numbers.slice(0, 3).map((value) => quote(value.trim())))} make your impact believable.`,
    );
  }
  if (analysis.tools.length > 0) {
    strengths.push(
      `You named the tools and methods you used: ${listPhrase(analysis.tools.slice(0, 4).map((tool) => quote(tool)))}.`,
    );
  }
  if (analysis.vocabulary.length >= 2) {
    strengths.push(`You spoke the language of the role (${listPhrase(analysis.vocabulary.slice(0, 4))}).`);
  }
  return strengths;
}

function improvementsOf(question: ScoredQuestion, analysis: Analysis): string[] {
  const improvements: string[] = [];
  if (analysis.wordCount < LENGTH_BAND.min) {
    improvements.push(
      `Say more: at ${analysis.wordCount} words the answer is too short to show what you did. Aim for ${LENGTH_BAND.min}–${LENGTH_BAND.max} words, about one to two minutes spoken.`,
    );
  } else if (analysis.wordCount > LENGTH_BAND.max) {
    improvements.push(
      `Tighten it: ${analysis.wordCount} words is more than an interviewer will follow. Keep the key steps and the result.`,
    );
  }
  if (analysis.coverage.missed.length > 0) {
    improvements.push(`A strong answer also covers: ${listPhrase(analysis.coverage.missed)}.`);
  }
  if (question.kind === 'behavioural' || question.kind === 'culture') {
    const { situation, task, action, result } = analysis.star;
    if (!situation)
      improvements.push(
        'Start with the situation: where you were and what was at stake, in a sentence or two.',
      );
    if (!task) improvements.push('Say what your goal or responsibility was before describing what you did.');
    if (!action)
      improvements.push('Describe your own actions with I statements: what did you decide and do?');
    if (!result) improvements.push('End with the result, and put a number on it if you can.');
  } else {
    if (analysis.sequenceMarkers < 2)
      improvements.push(
        'Walk through your approach in order (first, then, finally) so it is easy to follow.',
      );
    if (!REASONING.test(analysis.answer))
      improvements.push('Explain why you would do it that way, including a trade-off you weighed.');
    if (!EXAMPLE.test(analysis.answer))
      improvements.push('Ground the answer in an example from your own work.');
  }
  if (analysis.numbers.length === 0 && analysis.wordCount > 0) {
    improvements.push('Add a number: how many, how much, how fast, or by what percentage.');
  }
  if (analysis.fillers.length >= 3) {
    const filler = analysis.fillers[0] ?? '';
    improvements.push(
      `Cut filler words: ${quote(filler)} and similar appear ${analysis.fillers.length} times.`,
    );
  }
  if (analysis.meanSentence > MAX_SENTENCE_WORDS) {
    improvements.push(`Use shorter sentences: yours average ${Math.round(analysis.meanSentence)} words.`);
  }
  return improvements;
}

function strongerAnswerOutline(question: ScoredQuestion): string[] {
  const points = question.keyPoints;
  if (question.kind === 'behavioural' || question.kind === 'culture') {
    return [
      'Situation: one or two sentences on where you were, who was involved and what was at stake.',
      'Task: what you were responsible for, and what success would look like.',
      `Action: the steps you took yourself${points.length ? `, covering ${listPhrase(points.slice(0, -1).length ? points.slice(0, -1) : points)}` : ''}.`,
      `Result: what changed, with a number if you can${points.length > 1 ? `, and ${points.at(-1)}` : ''}.`,
    ];
  }
  return [
    'Open with a one-sentence summary of your approach.',
    ...points.map(
      (point, index) =>
        `${index === 0 ? 'First' : index === points.length - 1 ? 'Finally' : 'Then'}: ${point}.`,
    ),
    'Close with an example from your own work, or a trade-off you would weigh.',
  ];
}

/** Scores one typed answer and writes feedback from the question's key points and the answer's own words. */
export function scoreAnswer(question: ScoredQuestion, answer: string): AnswerScore {
  const analysis = analyse(question, answer);
  const breakdown = {
    relevance: relevanceScore(question, analysis),
    structure: structureScore(question.kind, analysis),
    specificity: specificityScore(analysis),
    clarity: clarityScore(analysis),
  };
  const score = clamp(
    breakdown.relevance * WEIGHTS.relevance +
      breakdown.structure * WEIGHTS.structure +
      breakdown.specificity * WEIGHTS.specificity +
      breakdown.clarity * WEIGHTS.clarity,
  );
  return {
    score,
    breakdown,
    strengths: strengthsOf(question, analysis),
    improvements: improvementsOf(question, analysis),
    strongerAnswer: strongerAnswerOutline(question),
    keyPointsCovered: analysis.coverage.covered,
    keyPointsMissed: analysis.coverage.missed,
  };
}
