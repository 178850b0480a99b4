import { z } from 'zod';
import type { ResumeAnalysis } from '#common/api/resume.ts';
import type { ResumeAnalysisRequest } from '../provider.ts';
import { curlyQuotes, distinct, figuresAreFrom, mentions, quotesAreFrom } from './grounding.ts';
import type { StructuredClient } from './structured.ts';

/** Enough of any resume; longer text is cut, which the measured facts do not depend on. */
const RESUME_TEXT_LIMIT = 20_000;

const reviewSchema = z.object({
  strengths: z.array(z.string()).describe('3 to 6 strengths, each a sentence or two'),
  suggestions: z.array(z.string()).describe('3 to 8 concrete improvements, most important first'),
  keywords: z
    .array(z.string())
    .describe('up to 10 skills for the target role that the resume does not mention'),
});

const INSTRUCTIONS = `You are CareerPilot's resume reviewer, writing for a job seeker about their own resume.
Rules:
- Use only what the resume says. Never invent employers, numbers, dates or achievements.
- When you quote the resume, copy its words exactly, inside “ and ”.
- The measured checks and scores are facts: agree with them, explain them, and do not contradict them.
- Be specific to this resume and its target role; no generic advice that would fit anyone.`;

/**
 * The model writes the judgement (strengths, suggestions, further keywords); the built-in engine's measurements
 * (sections, checks, scores, layout) stand. A strength that quotes or counts what the resume does not say, a
 * suggestion that misquotes it, and a 'missing' keyword it already has are dropped.
 */
export async function reviewResume(
  client: StructuredClient,
  request: ResumeAnalysisRequest,
  measured: ResumeAnalysis,
  resumeSkills: ReadonlySet<string>,
): Promise<ResumeAnalysis> {
  const review = await client.complete({
    name: 'resume_review',
    schema: reviewSchema,
    instructions: INSTRUCTIONS,
    input: JSON.stringify({
      targetRole: measured.targetRole?.title ?? null,
      scores: {
        overall: measured.overallScore,
        atsCompatibility: measured.atsCompatibility,
        keywordOptimization: measured.keywordOptimization,
        contentQuality: measured.contentQuality,
      },
      checks: measured.checks.map(({ label, passed, detail }) => ({ label, passed, detail })),
      missingKeywords: measured.keywords,
      resume: request.text.slice(0, RESUME_TEXT_LIMIT),
    }),
  });
  const text = request.text;
  const strengths = distinct(
    review.strengths.filter((item) => quotesAreFrom(item, text) && figuresAreFrom(item, text)),
    6,
  ).map(curlyQuotes);
  const suggestions = distinct(
    review.suggestions.filter((item) => quotesAreFrom(item, text)),
    8,
  ).map(curlyQuotes);
  const keywords = distinct(
    [...review.keywords, ...measured.keywords].filter((keyword) => !mentions(text, keyword, resumeSkills)),
    15,
  );
  return {
    ...measured,
    strengths: strengths.length > 0 ? strengths : measured.strengths,
    suggestions: suggestions.length > 0 ? suggestions : measured.suggestions,
    keywords,
  };
}
