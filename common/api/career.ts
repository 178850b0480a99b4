import { z } from 'zod';
import {
  CAREER_EXPERIENCE,
  CAREER_GOALS_MAX,
  CAREER_SKILLS_MAX,
  CHAT_MESSAGE_MAX_LENGTH,
  WORK_PREFERENCES,
} from '../career.ts';
import { formatCount } from '../format-count.ts';
import { INDUSTRIES } from '../industries.ts';
import { requiredText } from './fields.ts';

const role = (label: string) =>
  requiredText(label)
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

const textList = (label: string, itemLabel: string, maxItems: number, maxLength: number) =>
  z
    .array(
      z
        .string({ error: `Each ${itemLabel} must be text` })
        .trim()
        .max(maxLength, `Each ${itemLabel} must be at most ${maxLength} characters`),
      { error: `${label} must be a list of text` },
    )
    .max(maxItems, `At most ${maxItems} ${label.toLowerCase()}`)
    .default([])
    .transform((items) => [...new Set(items.filter((item) => item !== ''))]);

export const careerProfileRequestSchema = z.object({
  currentRole: role('Current role'),
  targetRole: role('Target role'),
  industry: z
    .union([z.enum(INDUSTRIES), z.literal('')], { error: `Industry must be one of ${INDUSTRIES.join(', ')}` })
    .default(''),
  experience: z
    .number({ error: 'Experience must be a number of years' })
    .int('Experience must be a whole number of years')
    .min(CAREER_EXPERIENCE.min, 'Experience cannot be negative')
    .max(CAREER_EXPERIENCE.max, `Experience must be at most ${CAREER_EXPERIENCE.max} years`)
    .default(CAREER_EXPERIENCE.default),
  skills: textList('Skills', 'skill', CAREER_SKILLS_MAX, 80),
  goals: textList('Goals', 'goal', CAREER_GOALS_MAX, 300),
  preferences: z
    .object({
      workType: z
        .enum(WORK_PREFERENCES, { error: `Work type must be one of ${WORK_PREFERENCES.join(', ')}` })
        .default('flexible'),
      location: z
        .string({ error: 'Location must be text' })
        .trim()
        .max(100, 'Location must be at most 100 characters')
        .default(''),
      salaryRange: z.string({ error: 'Salary range must be text' }).trim().max(50).default(''),
    })
    .default({ workType: 'flexible', location: '', salaryRange: '' }),
});

export type CareerProfileRequest = z.input<typeof careerProfileRequestSchema>;
export type CareerProfileInput = z.output<typeof careerProfileRequestSchema>;

export const careerProfileSchema = z.object({
  currentRole: z.string(),
  targetRole: z.string(),
  industry: z.string(),
  experience: z.number().int(),
  skills: z.array(z.string()),
  goals: z.array(z.string()),
  preferences: z.object({
    workType: z.enum(WORK_PREFERENCES),
    location: z.string(),
    salaryRange: z.string(),
  }),
  updatedAt: z.iso.datetime(),
});

export type CareerProfile = z.infer<typeof careerProfileSchema>;

export const chatRequestSchema = z.object({
  message: requiredText('Message')
    .trim()
    .min(1, 'Message is required')
    .max(
      CHAT_MESSAGE_MAX_LENGTH,
      `Keep your message under ${formatCount(CHAT_MESSAGE_MAX_LENGTH)} characters`,
    ),
});

export const chatMessageSchema = z.object({
  id: z.number().int().positive(),
  content: z.string(),
  sender: z.enum(['user', 'ai']),
  timestamp: z.iso.datetime(),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatResponseSchema = z.object({ response: z.string() });
