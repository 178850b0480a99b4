import { z } from 'zod';
import { questionKindSchema, type SessionQuestion } from '#common/api/interview.ts';
import { AiServiceError } from '../errors.ts';
import type { AnswerFeedbackRequest, AnswerFeedbackResult, InterviewQuestionsRequest } from '../provider.ts';
import { curlyQuotes, distinct, figuresAreFrom, quotesAreFrom } from './grounding.ts';
import type { StructuredClient } from './structured.ts';

const MIN_QUESTIONS = 5;
const MAX_QUESTIONS = 10;

const questionsSchema = z.object({
  questions: z.array(
    z.object({
      text: z.string().describe('the question, as the interviewer would ask it, ending with a question mark'),
      kind: questionKindSchema,
      keyPoints: z.array(z.string()).describe('2 to 5 points a strong answer covers'),
    }),
  ),
});

const QUESTION_INSTRUCTIONS = `You are an experienced interviewer preparing a practice interview.
Write questions a real interviewer for this role, industry and level of experience would ask: a mix of behavioural,
situational, technical and culture questions in the proportions given. Each question stands alone and is different
from the others. For each, list the points a strong answer covers.`;

const usable = (text: string) => text.length >= 15 && text.length <= 400 && text.endsWith('?');

/** The model writes the session's questions, as many and of the kinds the question bank would have chosen. */
export async function writeQuestions(
  client: StructuredClient,
  request: InterviewQuestionsRequest,
  bankChoice: SessionQuestion[],
): Promise<SessionQuestion[]> {
  const kinds = Object.fromEntries(
    questionKindSchema.options.map((kind) => [
      kind,
      bankChoice.filter((question) => question.kind === kind).length,
    ]),
  );
  const { questions } = await client.complete({
    name: 'interview_questions',
    schema: questionsSchema,
    instructions: QUESTION_INSTRUCTIONS,
    input: JSON.stringify({
      industry: request.industry,
      role: request.role,
      yearsOfExperience: request.experience,
      questions: bankChoice.length,
      kinds,
    }),
  });
  const seen = new Set<string>();
  const kept = questions
    .map((question) => ({ ...question, text: question.text.trim() }))
    .filter((question) => {
      const key = question.text.toLowerCase();
      if (!usable(question.text) || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, Math.min(bankChoice.length, MAX_QUESTIONS));
  if (kept.length < MIN_QUESTIONS) {
    throw new AiServiceError('invalid-output', `interview_questions: ${kept.length} usable questions`);
  }
  return kept.map((question) => ({
    id: null,
    text: question.text,
    kind: question.kind,
    keyPoints: distinct(question.keyPoints, 5),
    family: null,
  }));
}

const feedbackSchema = z.object({
  strengths: z.array(z.string()).describe('1 to 4 things the answer does well'),
  improvements: z.array(z.string()).describe('1 to 4 specific ways to improve it'),
  strongerAnswer: z
    .array(z.string())
    .describe('3 to 6 steps outlining a stronger answer built from this one'),
});

const FEEDBACK_INSTRUCTIONS = `You are an interview coach giving feedback on one practice answer.
Rules:
- The measured scores and the key points covered or missed are facts; explain them, do not contradict them.
- Quote the candidate only with their exact words, inside “ and ”.
- The stronger answer builds on what the candidate said. Where it needs a figure or a name they did not give, write
  a placeholder such as [your result] instead of inventing one.`;

/**
 * The built-in engine scores the answer (relevance, structure, specificity, clarity, key points); the model writes
 * the feedback. Feedback that misquotes the answer, or a stronger answer that invents figures, is not used.
 */
export async function writeFeedback(
  client: StructuredClient,
  request: AnswerFeedbackRequest,
  measured: AnswerFeedbackResult,
): Promise<AnswerFeedbackResult> {
  const written = await client.complete({
    name: 'answer_feedback',
    schema: feedbackSchema,
    instructions: FEEDBACK_INSTRUCTIONS,
    input: JSON.stringify({
      role: request.role,
      industry: request.industry,
      question: request.question.text,
      keyPoints: request.question.keyPoints,
      answer: request.response,
      score: measured.score,
      breakdown: measured.breakdown,
      keyPointsCovered: measured.keyPointsCovered,
      keyPointsMissed: measured.keyPointsMissed,
    }),
  });
  const answer = request.response;
  const honest = (items: string[], limit: number) =>
    distinct(
      items.filter((item) => quotesAreFrom(item, answer)),
      limit,
    ).map(curlyQuotes);
  const strengths = honest(
    written.strengths.filter((item) => figuresAreFrom(item, answer)),
    4,
  );
  const improvements = honest(written.improvements, 4);
  const outline = written.strongerAnswer.every((step) => figuresAreFrom(step, answer))
    ? honest(written.strongerAnswer, 6)
    : [];
  return {
    ...measured,
    strengths: strengths.length > 0 ? strengths : measured.strengths,
    improvements: improvements.length > 0 ? improvements : measured.improvements,
    strongerAnswer: outline.length >= 2 ? outline : measured.strongerAnswer,
  };
}
