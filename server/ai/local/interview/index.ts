import type { SessionQuestion } from '#common/api/interview.ts';
import type {
  AnswerFeedbackRequest,
  AnswerFeedbackResult,
  InterviewQuestionsRequest,
} from '#server/ai/provider.ts';
import { isWrittenFamily, readTitle } from '#server/knowledge/index.ts';
import { occupationOfQuestion, occupationVocabulary } from './occupation-questions/questions.ts';
import { FAMILY_VOCABULARIES, familiesForRole } from './question-bank/index.ts';
import { scoreAnswer } from './score-answer.ts';
import { selectQuestions } from './select-questions.ts';

export function interviewQuestions(request: InterviewQuestionsRequest): SessionQuestion[] {
  return selectQuestions(request).map((question) => ({
    id: question.id,
    text: question.text,
    kind: question.kind,
    keyPoints: [...question.keyPoints],
    family: question.family ?? null,
  }));
}

/**
 * The words of the question's field: its occupation's for a question written from an occupation's data, its own
 * family's, else those of the role being practised: the occupation's when the bank has no family of it, else its
 * family's.
 */
function vocabularyFor({ question, industry, role }: AnswerFeedbackRequest): string[] {
  const occupation = occupationOfQuestion(question.id);
  if (occupation) return occupationVocabulary(occupation);
  const practised = question.family ? undefined : readTitle(role)?.role;
  if (practised && !isWrittenFamily(practised.family)) return occupationVocabulary(practised);
  const family = question.family ?? familiesForRole(industry, role)[0];
  return [...(FAMILY_VOCABULARIES.find((entry) => entry.family === family)?.vocabulary ?? [])];
}

export function answerFeedback(request: AnswerFeedbackRequest): AnswerFeedbackResult {
  return scoreAnswer(
    {
      id: request.question.id ?? undefined,
      text: request.question.text,
      kind: request.question.kind,
      keyPoints: request.question.keyPoints,
      vocabulary: vocabularyFor(request),
    },
    request.response,
  );
}
