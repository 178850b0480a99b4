import { contentStems, stem } from '#server/knowledge/text.ts';
import { QUESTION_BANK, type Question, questionsById } from './question-bank/index.ts';

/**
 * An answer addresses another question rather than this one when it matches that question at least this well (the
 * share, by weight, of its words) ...
 */
const OTHER_QUESTION_MATCH = 0.42;
/** ... and this one at most this fraction as well. */
const THIS_QUESTION_SHARE = 0.5;

type Asked = Pick<Question, 'text' | 'keyPoints'>;
type WeightedStems = ReadonlyMap<string, number>;

/** 'disruptive', 'refusal', 'newly' read as 'disrupt', 'refus', 'new': the topic, not the part of speech. */
const TOPIC_ENDING = /(?:iv|al|ly)$/;
const MIN_TOPIC_STEM = 4;

function topicStems(text: string): Set<string> {
  const stems = contentStems(text.replaceAll('-', ' ')).map((value) => {
    const shorter = value.replace(TOPIC_ENDING, '');
    return shorter.length >= MIN_TOPIC_STEM ? stem(shorter) : value;
  });
  return new Set(stems);
}

let inverseFrequency: ((value: string) => number) | undefined;

/** How rare a word is among the bank's questions: 'disrupt' tells a question apart, 'team' does not. */
function rarity(value: string): number {
  if (!inverseFrequency) {
    const questionsWith = new Map<string, number>();
    for (const question of QUESTION_BANK)
      for (const value of topicStems([question.text, ...question.keyPoints].join(' ')))
        questionsWith.set(value, (questionsWith.get(value) ?? 0) + 1);
    const total = QUESTION_BANK.length + 1;
    inverseFrequency = (word) => Math.log(total / ((questionsWith.get(word) ?? 0) + 1));
  }
  return inverseFrequency(value);
}

const weighted = (text: string): WeightedStems =>
  new Map([...topicStems(text)].map((value) => [value, rarity(value)]));

/** The share, by rarity, of a text's words that the answer uses. */
function shareUsed(stems: WeightedStems, answer: ReadonlySet<string>): number {
  let total = 0;
  let used = 0;
  for (const [value, weight] of stems) {
    total += weight;
    if (answer.has(value)) used += weight;
  }
  return total === 0 ? 0 : used / total;
}

const askedStems = new WeakMap<Asked, { text: WeightedStems; keyPoints: WeightedStems }>();

/** How much of a question the answer speaks to: its wording and its key points, half each. */
function match(question: Asked, answer: ReadonlySet<string>): number {
  let stems = askedStems.get(question);
  if (!stems) {
    stems = { text: weighted(question.text), keyPoints: weighted(question.keyPoints.join(' ')) };
    askedStems.set(question, stems);
  }
  return 0.5 * shareUsed(stems.text, answer) + 0.5 * shareUsed(stems.keyPoints, answer);
}

/**
 * The other questions the same interview could ask: for the bank's technical and situational questions, those of
 * their family and the behavioural ones; for a behavioural question, those of another competency (its own
 * competency's ask the same thing in other words) and every technical one. Culture-fit questions are never the other
 * question, for talk about oneself matches them: that is vagueness, not another topic. None for a culture-fit
 * question, which any story about oneself may answer, nor for a question written from an occupation's data: its
 * templates differ by a skill or tool and ask what behavioural questions ask (explain, a mistake, cutting corners),
 * so words alone cannot tell which of them an answer is meant for.
 */
function otherQuestions(id: string | undefined): readonly Question[] {
  const asked = id ? questionsById.get(id) : undefined;
  if (!asked || asked.kind === 'culture') return [];
  return QUESTION_BANK.filter((question) => {
    if (question.id === id || question.kind === 'culture') return false;
    if (question.kind === 'behavioural') return !asked.competency || question.competency !== asked.competency;
    return !asked.family || question.family === asked.family;
  });
}

/** Another question an answer addresses, and how well it matches the asked one relative to that one (0..0.5). */
export type AnswerElsewhere = { question: Question; relativeMatch: number };

/**
 * The question of the bank an answer addresses instead of the one asked, if any: one it matches well, while it
 * matches the asked one at most half as well. An answer that matches no question well (vague talk) is not taken for
 * an answer to another.
 */
export function questionAnsweredInstead(
  question: Asked & { id?: string },
  answer: string,
): AnswerElsewhere | undefined {
  const answerStems = topicStems(answer);
  const own = match(question, answerStems);
  let best: { question?: Question; match: number } = { match: OTHER_QUESTION_MATCH };
  for (const other of otherQuestions(question.id)) {
    const value = match(other, answerStems);
    if (value >= best.match) best = { question: other, match: value };
  }
  if (!best.question || own > THIS_QUESTION_SHARE * best.match) return undefined;
  return { question: best.question, relativeMatch: own / best.match };
}
