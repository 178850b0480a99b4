import { z } from 'zod';
import { formatCount } from '../format-count.ts';
import { INTERVIEW_INDUSTRIES } from '../industries.ts';
import { EXPERIENCE_YEARS, RESPONSE_MAX_LENGTH, ROLE_MAX_LENGTH } from '../interview.ts';
import { requiredText } from './fields.ts';
import { scoreSchema } from './resume.ts';

export const questionKindSchema = z.enum(['behavioural', 'technical', 'situational', 'culture']);
export type QuestionKind = z.infer<typeof questionKindSchema>;

const industrySchema = z.enum(INTERVIEW_INDUSTRIES, {
  error: (issue) =>
    issue.input === undefined
      ? 'Industry is required'
      : `Industry must be one of ${INTERVIEW_INDUSTRIES.join(', ')}`,
});

export const interviewStartRequestSchema = z.object({
  industry: industrySchema,
  role: requiredText('Role')
    .trim()
    .min(1, 'Role is required')
    .max(ROLE_MAX_LENGTH, `Role must be at most ${ROLE_MAX_LENGTH} characters`),
  experience: z
    .number({
      error: `Experience must be a number of years from ${EXPERIENCE_YEARS.min} to ${EXPERIENCE_YEARS.max}`,
    })
    .int('Experience must be a whole number of years')
    .min(EXPERIENCE_YEARS.min, `Experience must be at least ${EXPERIENCE_YEARS.min} years`)
    .max(EXPERIENCE_YEARS.max, `Experience must be at most ${EXPERIENCE_YEARS.max} years`)
    .default(EXPERIENCE_YEARS.default),
});

export type InterviewStartRequest = z.input<typeof interviewStartRequestSchema>;

export const interviewSessionSchema = z.object({
  id: z.number().int().positive(),
  industry: z.enum(INTERVIEW_INDUSTRIES),
  role: z.string(),
  experience: z.number().int(),
  questions: z.array(z.string()),
  questionKinds: z.array(questionKindSchema),
  /** The mean score of the answered questions; null until the first answer. */
  overallScore: scoreSchema.nullable(),
  answeredCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
});

export type InterviewSession = z.infer<typeof interviewSessionSchema>;

export const answerBreakdownSchema = z.object({
  relevance: scoreSchema,
  structure: scoreSchema,
  specificity: scoreSchema,
  clarity: scoreSchema,
});

/** A question as asked in a session, with what a good answer covers (to score answers against). */
export const sessionQuestionSchema = z.object({
  /** The question bank's id, or null for a question an AI model wrote. */
  id: z.string().nullable(),
  text: z.string(),
  kind: questionKindSchema,
  keyPoints: z.array(z.string()),
  family: z.string().nullable(),
});

export type SessionQuestion = z.infer<typeof sessionQuestionSchema>;

/** The built-in engine's scores and written feedback of one answer. */
export const answerScoreSchema = z.object({
  score: scoreSchema,
  breakdown: answerBreakdownSchema,
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  /** An outline of a stronger answer, step by step. */
  strongerAnswer: z.array(z.string()),
  keyPointsCovered: z.array(z.string()),
  keyPointsMissed: z.array(z.string()),
});

export type AnswerScore = z.infer<typeof answerScoreSchema>;

/** The feedback stored with an answer (its score is stored apart). */
export const storedFeedbackSchema = answerScoreSchema.omit({ score: true }).extend({
  /** Said when the configured AI model could not answer and the built-in engine wrote this instead. */
  fallbackNotice: z.string().optional(),
});

export type StoredFeedback = z.infer<typeof storedFeedbackSchema>;

export const answerFeedbackSchema = z.object({
  questionIndex: z.number().int().nonnegative(),
  question: z.string(),
  response: z.string(),
  score: scoreSchema,
  ...storedFeedbackSchema.shape,
  answeredAt: z.iso.datetime(),
});

export type AnswerFeedback = z.infer<typeof answerFeedbackSchema>;

export const interviewSessionDetailSchema = interviewSessionSchema.extend({
  answers: z.array(answerFeedbackSchema),
});

export type InterviewSessionDetail = z.infer<typeof interviewSessionDetailSchema>;

export const interviewResponseRequestSchema = z.object({
  questionIndex: z
    .number({ error: 'questionIndex must be the number of a question in the session' })
    .int('questionIndex must be a whole number')
    .min(0, 'questionIndex cannot be negative'),
  response: requiredText('Response')
    .trim()
    .min(1, 'Please provide a response before submitting.')
    .max(RESPONSE_MAX_LENGTH, `Keep your response under ${formatCount(RESPONSE_MAX_LENGTH)} characters`),
});

export type InterviewResponseRequest = z.input<typeof interviewResponseRequestSchema>;

export const interviewResponseResultSchema = z.object({
  feedback: answerFeedbackSchema,
  session: interviewSessionSchema,
});

export type InterviewResponseResult = z.infer<typeof interviewResponseResultSchema>;

export const interviewSessionParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The session id must be a number' })
    .int('The session id must be a whole number')
    .positive('The session id must be a positive number')
    .max(2_147_483_647, 'No interview session has this id'),
});

export const interviewAnswerParamsSchema = z.object({
  sessionId: interviewSessionParamsSchema.shape.id,
});
