import type { AnswerScore, QuestionKind } from '#common/api/interview.ts';
import { findSkill, skillsNamedIn } from '#server/knowledge/index.ts';
import { listPhrase, quote } from '#server/knowledge/quotes.ts';
import { contentStems, sentences, stem, words } from '#server/knowledge/text.ts';
import { questionAnsweredInstead } from './topic.ts';

export type ScoredQuestion = {
  /** The bank's id, when the question is the bank's: it tells which other questions an answer could be meant for. */
  id?: string;
  text: string;
  kind: QuestionKind;
  keyPoints: string[];
  vocabulary: string[];
};

const WEIGHTS = { relevance: 0.35, structure: 0.25, specificity: 0.2, clarity: 0.2 } as const;
/** A spoken answer of about one to two minutes. */
const LENGTH_BAND = { min: 80, max: 320 } as const;
/** A few sentences: enough to tell what the speaker did and what came of it. */
const FULL_ANSWER_WORDS = 40;
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
  /** A scene of the speaker's own: a time, a place they worked, or what was going on. */
  situation:
    /\b(?:at my (?:last|previous|current|first|old)|in my (?:last|previous|current|first|old)|last (?:year|quarter|month|week|term|winter|spring|summer|autumn|fall)|in (?:19|20)\d{2}|in q[1-4]|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:a few|two|three|several) (?:years|months|weeks) ago|when (?:i|we) (?:was|were|joined|started|worked|took)|while (?:i|we) (?:was|were)|this (?:actually )?happened|i'?ve (?:actually )?been there|during (?:a|an|the|our|my|last)|we were|there was|our (?:team|company|client|project|unit|store|school|hospital|ward|department|site|shop|restaurant|clinic|office|branch|firm|factory|warehouse|lab|agency|practice|plant|kitchen))\b/i,
  task: /\b(?:my (?:goal|task|job|role|responsibility|aim) was|i (?:needed|had|was asked|was expected) to|i was (?:responsible|tasked|asked|the)|the (?:goal|aim|task|challenge|problem) was|we (?:needed|had) to|deadline|objective)\b/i,
  /** 'I led', 'we then built': a regular past tense, and the irregular ones (none of which ends in -ed). */
  action: [
    /\b(?:i|we) (?:then |first |quickly |personally )?\w+ed\b/gi,
    /\b(?:i|we) (?:then |first |quickly |personally )?(?:built|made|wrote|took|set|ran|met|spoke|began|chose|drew|gave|held|found|sent|went|did|brought|put|sat|got|led|told|kept|cut|split|paired|sought|taught|thought)\b/gi,
  ],
  /** Words of an outcome, or the state now given with a figure ('letters now go out in 2 days'). */
  result:
    /\b(?:as a result|result(?:ed|s)?|outcome|in the end|ultimately|which (?:led|meant|cut|saved|helped)|so that|sav(?:ed|ing)|grew|rose|fell|dropped|cut|doubled|halved|finished|delivered|launched|won|learned|learnt|went (?:up|down|from)|caught up)\b|\b(?:reduc|increas|improv)|\bnow\b[^.!?\n]{0,60}\d/i,
} as const;

type StarPart = 'situation' | 'task' | 'action' | 'result';
/** The words people label the parts of a STAR answer with, and their initials ('S:', 'R)'). */
const STAR_LABEL_WORDS: Readonly<Record<string, StarPart>> = {
  situation: 'situation',
  context: 'situation',
  background: 'situation',
  s: 'situation',
  task: 'task',
  goal: 'task',
  objective: 'task',
  challenge: 'task',
  t: 'task',
  action: 'action',
  actions: 'action',
  approach: 'action',
  'what i did': 'action',
  a: 'action',
  result: 'result',
  results: 'result',
  outcome: 'result',
  impact: 'result',
  r: 'result',
};
/**
 * A STAR label opening a line, however it is marked up: 'S:', 'Task:', 'Situation –', '**Action:**', '**Result** –',
 * '- Task:', '## The situation', '### What I did' (a heading needs no colon). The label word is the first group.
 */
const STAR_LABEL = new RegExp(
  String.raw`^[ \t]{0,8}(?:[-*+•>]{1,3}[ \t]{1,4}|#{1,6}[ \t]{1,4})?(?:\*\*|__)?(?:the[ \t])?(${Object.keys(STAR_LABEL_WORDS).join('|')})(?:\*\*|__)?[ \t]{0,4}(?:[:)]|[-–—][ \t]|$)(?:\*\*|__)?`,
  'gim',
);
/** '1.', '2)', '(3)' numbering a list: the position of a point, not a figure. */
const LIST_NUMBERING = /^[ \t]*(?:\d{1,2}[.)]|\(\d{1,2}\))(?=\s)|\(\d{1,2}\)|(?<=\s)\d{1,2}\)(?=\s)/gm;
/** Dates: 'in 2023', 'since 2019', 'Q4 2023', 'the 1990s', '1 March', 'March 3rd', 'Year 9' (a school year). */
const DATE =
  /(?<!\w)(?:(?:19|20)\d{2}s?|\d{1,2}(?:st|nd|rd|th)?[ \t](?:of[ \t])?(?:jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}|(?:jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}[ \t]\d{1,2}(?:st|nd|rd|th)?|year[ \t]\d{1,2})(?!\w)/gi;
/** Spans of years: 'for five years', '8 years', a '10-year' contract, an '82-year-old'. */
const SPAN_OF_YEARS = /(?<!\w)[a-z\d]{1,12}[ \t-]years?(?:-old)?(?!\w)/gi;
/** Spoken figures: 'two weeks', 'hundreds of customers', 'halved'. */
const NUMBER_WORDS =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundreds?|thousands?|dozens?|half|doubled|halved|tripled)\b/gi;
/** A capitalised word inside a sentence: a product, place, team or person the speaker names. */
const NAMED_SPECIFIC = /(?<=[\p{Ll}\d,;]) \p{Lu}[\p{L}\d&'’-]*/gu;

const SEQUENCE = /\b(?:first(?:ly)?|second(?:ly)?|then|next|after that|finally|lastly|step)\b/gi;
const REASONING =
  /\b(?:because|so that|therefore|which means|trade-?off|depends on|the reason|to avoid|rather than|instead of)\b/i;
const EXAMPLE =
  /\b(?:for example|for instance|such as|in my (?:last|previous|current) (?:role|job|team)|at my (?:last|previous) (?:job|company)|once|recently)\b/i;
/** '3×', '+500%', '4-hour', '40 minutes', '$84k', '1,200': a figure with its sign, currency and unit. */
const NUMBER =
  /(?<![\p{L}\d])[+-]?[$€£]?\d[\d,.]*(?:\s?(?:%|percent|×|x\b|k\b|m\b|bn\b|(?:second|minute|hour|day|week|month|year)s?\b)|-\p{L}+)?/giu;
/** A figure with a unit or sign says more about impact than a bare count or a year. */
const FIGURE_WITH_UNIT = /[%×xkm$€£+-]|percent|bn|\p{L}$/iu;
/** Irregular past tenses, so that 'kept morale' covers the key point 'keep morale'. */
const IRREGULAR_PAST: Record<string, string> = {
  kept: 'keep',
  led: 'lead',
  told: 'tell',
  found: 'find',
  took: 'take',
  made: 'make',
  wrote: 'write',
  built: 'build',
  gave: 'give',
  spoke: 'speak',
  met: 'meet',
  chose: 'choose',
  brought: 'bring',
  thought: 'think',
  taught: 'teach',
  sought: 'seek',
  ran: 'run',
  began: 'begin',
  held: 'hold',
  sent: 'send',
  went: 'go',
  fell: 'fall',
  rose: 'rise',
  grew: 'grow',
  knew: 'know',
};
/** A key point about the outcome, which a figure-backed result covers whatever its words. */
const RESULT_POINT = /\b(?:result|results|outcome|impact|improvement|measured|measurable)\b/i;

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));
const fraction = (value: number) => Math.max(0, Math.min(1, value));

/** The meaningful stems of a text, with irregular past tenses ('kept', 'led') read as their verb. */
function answerStems(text: string): string[] {
  return contentStems(text.replace(/\p{L}+/gu, (word) => IRREGULAR_PAST[word.toLowerCase()] ?? word));
}

/**
 * A key point counts as covered when at least half its meaningful words (stemmed) appear in the answer; one about
 * the result ('measured the result') also when the answer ends in a result with a figure.
 */
function keyPointCoverage(keyPoints: string[], answerStemSet: Set<string>, measuredOutcome: boolean) {
  const covered: string[] = [];
  const missed: string[] = [];
  for (const point of keyPoints) {
    const stems = [...new Set(answerStems(point))];
    const present = stems.filter((value) => answerStemSet.has(value)).length;
    const byWords = stems.length > 0 && present >= Math.ceil(stems.length / 2);
    (byWords || (measuredOutcome && RESULT_POINT.test(point)) ? covered : missed).push(point);
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

/** The answer with its STAR labels and list numbering blanked to spaces (so offsets and quotes stay exact). */
function withoutMarkers(answer: string): string {
  const blank = (marker: string) => ' '.repeat(marker.length);
  return answer.replace(STAR_LABEL, blank).replace(LIST_NUMBERING, blank);
}

function labelledStarParts(answer: string): Set<StarPart> {
  const parts = new Set<StarPart>();
  for (const [, word = ''] of answer.matchAll(STAR_LABEL)) {
    const part = STAR_LABEL_WORDS[word.toLowerCase()];
    if (part) parts.add(part);
  }
  return parts;
}

function starParts(answer: string, text: string) {
  const labelled = labelledStarParts(answer);
  const actions = STAR.action.reduce((count, pattern) => count + (text.match(pattern)?.length ?? 0), 0);
  return {
    situation: labelled.has('situation') || STAR.situation.test(text),
    task: labelled.has('task') || STAR.task.test(text),
    action: labelled.has('action') || actions > 0,
    actions: Math.max(actions, labelled.has('action') ? 1 : 0),
    result: labelled.has('result') || STAR.result.test(text),
  };
}

/** Digit figures first those with a unit or sign ('+500%', '3×'), then bare counts and years. */
function figuresByWeight(figures: string[]): string[] {
  const trimmed = figures.map((figure) => figure.trim().replace(/(?<![.,])[.,]+$/, ''));
  return [...new Set(trimmed)].sort(
    (a, b) => Number(FIGURE_WITH_UNIT.test(b)) - Number(FIGURE_WITH_UNIT.test(a)),
  );
}

type Analysis = {
  answer: string;
  wordCount: number;
  coverage: { covered: string[]; missed: string[] };
  vocabulary: string[];
  star: ReturnType<typeof starParts>;
  sequenceMarkers: number;
  /** Digit figures, list numbering excluded. */
  numbers: string[];
  /** Digit figures and spoken ones ('two weeks'). */
  figureCount: number;
  /** Named hard skills and tools; soft skills are claims, not methods. */
  tools: string[];
  /** Tools, products, places and people named beyond the question's and the field's own terms. */
  ownNames: number;
  ownExample: boolean;
  fillers: string[];
  longestSentence: number;
  meanSentence: number;
};

/**
 * The distinct names (tools, products, places, people) an answer gives beyond the terms of the question, its key
 * points and its field: those terms already count for relevance, and reciting them shows no work of one's own.
 */
function ownNamesIn(question: ScoredQuestion, text: string, tools: string[]): number {
  const askedTerms = new Set(
    contentStems([question.text, ...question.keyPoints, ...question.vocabulary].join(' ')),
  );
  const isAskedTerm = (name: string) => {
    const stems = contentStems(name);
    return stems.length > 0 && stems.every((value) => askedTerms.has(value));
  };
  const capitalised = (text.match(NAMED_SPECIFIC) ?? [])
    .map((name) => name.trim())
    .filter((name) => !/^I\b/.test(name));
  const ownTools = tools.filter((tool) => !isAskedTerm(tool)).map((tool) => tool.toLowerCase());
  const otherNames = new Set(
    capitalised
      .filter((name) => !isAskedTerm(name))
      .map((name) => name.toLowerCase())
      .filter((key) => !tools.some((tool) => tool.toLowerCase().includes(key))),
  );
  return new Set(ownTools).size + otherNames.size;
}

function analyse(question: ScoredQuestion, answer: string): Analysis {
  const text = withoutMarkers(answer);
  const answerWords = words(text);
  const sentenceLengths = sentences(text).map((sentence) => words(sentence).length);
  // When something happened and how long someone has worked are no evidence of impact.
  const blank = (date: string) => ' '.repeat(date.length);
  const figureText = text.replace(DATE, blank).replace(SPAN_OF_YEARS, blank);
  const numbers = figuresByWeight(figureText.match(NUMBER) ?? []);
  const star = starParts(answer, text);
  const figureCount = numbers.length + (figureText.match(NUMBER_WORDS)?.length ?? 0);
  const tools = [...skillsNamedIn(text).entries()]
    .filter(([name]) => findSkill(name)?.kind !== 'soft')
    .map(([, passages]) => passages[0] ?? '');
  return {
    answer,
    wordCount: answerWords.length,
    coverage: keyPointCoverage(
      question.keyPoints,
      new Set(answerStems(text)),
      star.result && figureCount > 0,
    ),
    vocabulary: vocabularyUsed(question.vocabulary, text),
    star,
    sequenceMarkers: text.match(SEQUENCE)?.length ?? 0,
    numbers,
    figureCount,
    tools,
    ownNames: ownNamesIn(question, text, tools),
    ownExample: EXAMPLE.test(text) || star.situation,
    fillers: text.match(FILLER_PATTERN) ?? [],
    longestSentence: Math.max(0, ...sentenceLengths),
    meanSentence: sentenceLengths.length ? answerWords.length / sentenceLengths.length : answerWords.length,
  };
}

/**
 * How much of a full answer this is: a one-line answer earns little however tidy it is, but a few sentences can
 * say all of it. Length beyond that is not evidence; the length band only shapes the advice and clarity's length.
 */
const substance = (analysis: Analysis) => fraction(analysis.wordCount / FULL_ANSWER_WORDS);

/**
 * How much of the answer is the speaker's own evidence: figures, tools, products, places or people named beyond
 * the question's and the field's terms, and a scene of their own; three of them are enough. An answer that only names
 * what a good answer covers describes; it does not demonstrate.
 */
function evidence(analysis: Analysis): number {
  const items = analysis.figureCount + analysis.ownNames + Number(analysis.star.situation);
  return fraction(items / 3);
}

/**
 * Coverage and structure count in full when grounded in evidence, and at 40% when only claimed: a recital of every
 * key point with nothing of the speaker's own must not outscore a few sentences that show the work and its result.
 */
const grounded = (analysis: Analysis, value: number) => value * (0.4 + 0.6 * evidence(analysis));

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
  const example = analysis.ownExample ? 1 : 0;
  return clamp(100 * substance(analysis) * (0.45 * sequence + 0.3 * reasoning + 0.25 * example));
}

function specificityScore(analysis: Analysis): number {
  const numbers = fraction(analysis.figureCount / 2);
  const names = fraction(analysis.ownNames / 2);
  const outcome = analysis.star.result && analysis.figureCount > 0 ? 1 : 0;
  return clamp(100 * (0.4 * numbers + 0.3 * names + 0.3 * outcome));
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
    if (!analysis.ownExample) improvements.push('Ground the answer in an example from your own work.');
  }
  if (analysis.figureCount === 0 && analysis.wordCount > 0) {
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

function offTopicAdvice(question: ScoredQuestion, otherQuestion: string): string {
  return `This does not answer the question: it reads as an answer to ${quote(otherQuestion)}, so only how far it speaks to this one counts towards the score. Answer ${quote(question.text)} first, with your own example.`;
}

/** Scores one typed answer and writes feedback from the question's key points and the answer's own words. */
export function scoreAnswer(question: ScoredQuestion, answer: string): AnswerScore {
  const analysis = analyse(question, answer);
  const elsewhere = questionAnsweredInstead(question, answer);
  // An answer to another question counts towards this one only in the measure it speaks to this one rather than the
  // other, and how well it is told earns nothing here: its score is its relevance alone.
  const relevance = relevanceScore(question, analysis) * (elsewhere?.relativeMatch ?? 1);
  const breakdown = {
    relevance: clamp(grounded(analysis, relevance)),
    structure: clamp(grounded(analysis, structureScore(question.kind, analysis))),
    specificity: specificityScore(analysis),
    clarity: clarityScore(analysis),
  };
  const score = elsewhere
    ? clamp(breakdown.relevance * WEIGHTS.relevance)
    : clamp(
        breakdown.relevance * WEIGHTS.relevance +
          breakdown.structure * WEIGHTS.structure +
          breakdown.specificity * WEIGHTS.specificity +
          breakdown.clarity * WEIGHTS.clarity,
      );
  const improvements = improvementsOf(question, analysis);
  return {
    score,
    breakdown,
    strengths: strengthsOf(question, analysis),
    improvements: elsewhere
      ? [offTopicAdvice(question, elsewhere.question.text), ...improvements]
      : improvements,
    strongerAnswer: strongerAnswerOutline(question),
    keyPointsCovered: analysis.coverage.covered,
    keyPointsMissed: analysis.coverage.missed,
  };
}
