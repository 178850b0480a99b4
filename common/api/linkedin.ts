import { z } from 'zod';
import { formatCount } from '../format-count.ts';
import {
  EXPERIENCE_ITEM_MAX_LENGTH,
  EXPERIENCE_MAX_ITEMS,
  HEADLINE_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  SKILLS_MAX_COUNT,
  SUMMARY_MAX_LENGTH,
} from '../linkedin.ts';
import { requiredText } from './fields.ts';
import { scoreSchema } from './resume.ts';

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${formatCount(max)} characters`)
    .default('');

export const profileOptimizeRequestSchema = z.object({
  headline: requiredText('Headline')
    .trim()
    .min(1, 'Headline is required')
    .max(
      HEADLINE_MAX_LENGTH,
      `Headline must be at most ${HEADLINE_MAX_LENGTH} characters (LinkedIn's limit)`,
    ),
  summary: optionalText('Summary', SUMMARY_MAX_LENGTH),
  experience: z
    .array(optionalText('Each experience entry', EXPERIENCE_ITEM_MAX_LENGTH), {
      error: 'Experience must be a list of text',
    })
    .max(EXPERIENCE_MAX_ITEMS, `At most ${EXPERIENCE_MAX_ITEMS} experience entries`)
    .default([])
    .transform((entries) => entries.filter((entry) => entry !== '')),
  skills: z
    .array(optionalText('Each skill', SKILL_MAX_LENGTH), { error: 'Skills must be a list of text' })
    .max(SKILLS_MAX_COUNT, `At most ${SKILLS_MAX_COUNT} skills (LinkedIn's limit)`)
    .default([])
    .transform((skills) => [...new Set(skills.filter((skill) => skill !== ''))]),
});

export type ProfileOptimizeRequest = z.input<typeof profileOptimizeRequestSchema>;

export const profileCheckSchema = z.object({
  id: z.string(),
  category: z.enum(['headline', 'summary', 'skills']),
  label: z.string(),
  passed: z.boolean(),
  weight: z.number().positive(),
  earned: z.number().min(0),
  detail: z.string(),
});

export type ProfileCheck = z.infer<typeof profileCheckSchema>;

export const profileRecommendationsSchema = z.object({
  profileScore: scoreSchema,
  headline: z.string(),
  summary: z.string(),
  keywordSuggestions: z.array(z.string()),
  contentTips: z.array(z.string()),
  networkingAdvice: z.array(z.string()),
  /** Said when the configured AI model could not answer and the built-in engine wrote this instead. */
  fallbackNotice: z.string().optional(),
});

export type ProfileRecommendations = z.infer<typeof profileRecommendationsSchema>;

/**
 * The role a profile review measured against: the career profile's target role, else one read from the profile.
 * `known: false` is the person's own title, which the occupation catalogue does not know: no occupation's keywords
 * were compared. Reviews made before `known` was recorded measured a known role.
 */
export const profileTargetRoleSchema = z.object({
  title: z.string(),
  source: z.enum(['career-profile', 'inferred']),
  known: z.boolean().optional(),
});

export type ProfileTargetRole = z.infer<typeof profileTargetRoleSchema>;

export const linkedinProfileSchema = z.object({
  headline: z.string(),
  summary: z.string(),
  experience: z.array(z.string()),
  skills: z.array(z.string()),
  optimizationScore: scoreSchema,
  recommendations: profileRecommendationsSchema,
  checks: z.array(profileCheckSchema),
  targetRole: profileTargetRoleSchema.nullable(),
  updatedAt: z.iso.datetime(),
});

export type LinkedinProfile = z.infer<typeof linkedinProfileSchema>;
