import { answerFeedback } from '#server/ai/local/interview/index.ts';
import { questionsById } from '#server/ai/local/interview/question-bank/index.ts';
import type { AnswerFeedbackResult } from '#server/ai/provider.ts';
import { quotedPassages } from '#server/knowledge/quotes.ts';
import { count, type SuiteResult, share } from '../report.ts';
import { INTERVIEW_CASES, type InterviewCase } from './cases.ts';

/** The goal: a strong answer scores this many points above a vague one on the same question. */
const STRONG_OVER_VAGUE = 25;

/** Advice a strong answer already follows: asking for it contradicts the answer. */
const ADVICE_A_STRONG_ANSWER_FOLLOWS = [/example from your own work/i, /Add a number/i];

function feedback(interviewCase: InterviewCase, response: string): AnswerFeedbackResult {
  const question = questionsById.get(interviewCase.questionId);
  if (!question) throw new Error(`Unknown question ${interviewCase.questionId}`);
  return answerFeedback({
    question: {
      id: question.id,
      text: question.text,
      kind: question.kind,
      keyPoints: [...question.keyPoints],
      family: question.family ?? null,
    },
    response,
    industry: interviewCase.industry,
    role: interviewCase.role,
  });
}

/** The quoted figures praised as 'concrete numbers' that are only a list's numbering ('1.', '2)'). */
function listNumbersPraised(result: AnswerFeedbackResult, answer: string): string[] {
  const praise = result.strengths.find((strength) => strength.startsWith('Concrete numbers'));
  if (!praise) return [];
  return quotedPassages(praise).filter((figure) => {
    if (!/^\d{1,2}$/.test(figure)) return false;
    const asFigure = new RegExp(`(?<![\\d\\n])${figure}(?![.)\\d])|(?<!^|\\n)\\s${figure}[.)]`);
    return !asFigure.test(answer);
  });
}

/** 'R' named as a tool where the answer only uses 'R:' as its STAR label. */
const readsStarLabelAsR = (result: AnswerFeedbackResult, answer: string) =>
  /(?:^|\n)\s*R:/.test(answer) &&
  !/\bR\b(?!:)/.test(answer) &&
  result.strengths.some((strength) => strength.startsWith('You named the tools') && /“R”/.test(strength));

export function evaluateInterview(): SuiteResult {
  const failures: string[] = [];
  let gapMet = 0;
  let aboveOffTopic = 0;
  let shortAboveVague = 0;
  let shortCases = 0;
  let contradictions = 0;
  let listNumbers = 0;
  let starLabels = 0;
  const opening = (text: string) => text.replace(/\s+/g, ' ').slice(0, 60);
  for (const interviewCase of INTERVIEW_CASES) {
    const { questionId, strong, vague, generic, offTopic, shortStrong } = interviewCase;
    const strongResult = feedback(interviewCase, strong);
    const vagueResult = feedback(interviewCase, vague);
    const genericResult = feedback(interviewCase, generic);
    const offTopicResult = feedback(interviewCase, offTopic);
    const scores = `strong ${strongResult.score}, vague ${vagueResult.score}, generic ${genericResult.score}, off-topic ${offTopicResult.score}`;
    for (const [label, result] of [
      ['vague', vagueResult],
      ['generic', genericResult],
    ] as const) {
      if (strongResult.score - result.score >= STRONG_OVER_VAGUE) gapMet += 1;
      else failures.push(`${questionId}: strong not ${STRONG_OVER_VAGUE} above ${label} (${scores})`);
    }
    if (strongResult.score > offTopicResult.score) aboveOffTopic += 1;
    else failures.push(`${questionId}: strong not above off-topic (${scores})`);
    if (shortStrong !== undefined) {
      shortCases += 1;
      const shortResult = feedback(interviewCase, shortStrong);
      if (shortResult.score > Math.max(vagueResult.score, genericResult.score)) shortAboveVague += 1;
      else
        failures.push(
          `${questionId}: short strong ${shortResult.score} not above vague or generic (${scores})`,
        );
    }
    for (const improvement of strongResult.improvements) {
      if (ADVICE_A_STRONG_ANSWER_FOLLOWS.some((advice) => advice.test(improvement))) {
        contradictions += 1;
        failures.push(`${questionId}: strong answer told '${opening(improvement)}'`);
      }
    }
    for (const [answer, result] of [
      [strong, strongResult],
      [vague, vagueResult],
      [generic, genericResult],
      [offTopic, offTopicResult],
    ] as const) {
      const praised = listNumbersPraised(result, answer);
      listNumbers += praised.length;
      if (praised.length > 0)
        failures.push(`${questionId}: list numbering praised as figures: ${praised.join(', ')}`);
      if (readsStarLabelAsR(result, answer)) {
        starLabels += 1;
        failures.push(`${questionId}: the 'R:' STAR label read as the R language`);
      }
    }
  }
  const pairs = INTERVIEW_CASES.length;
  return {
    suite: 'interview',
    metrics: [
      share(`strong ≥ ${STRONG_OVER_VAGUE} above vague or generic`, gapMet, pairs * 2, 0.9),
      share('strong above off-topic', aboveOffTopic, pairs, 1),
      share('short strong above vague and generic', shortAboveVague, shortCases, 1),
      count('strong answers told to add what they have', contradictions, pairs, 0),
      count('list numbering praised as figures', listNumbers, pairs * 4, 0),
      count("'R:' label read as the R language", starLabels, pairs * 4, 0),
    ],
    failures,
  };
}
