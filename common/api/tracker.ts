import { z } from 'zod';
import { formatCount } from '../format-count.ts';
import {
  JOB_COMPANY_MAX_LENGTH,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  JOB_URL_MAX_LENGTH,
} from '../tailoring.ts';
import { timeZoneSchema } from '../time-zone.ts';
import {
  APPLICATION_STAGES,
  FOLLOW_UP_DAYS,
  IMPORT_FIELDS,
  INTERVIEW_KINDS,
  TRACKER_LIMITS,
} from '../tracker.ts';

const DATE_EXAMPLE = 'Enter a date such as 2026-12-01';
/** A calendar date PostgreSQL can hold: it has no year 0, which the ISO format allows. */
const dateSchema = z.iso
  .date({ error: DATE_EXAMPLE })
  .refine((date) => date >= '0001-01-01', { error: DATE_EXAMPLE });
const idSchema = z.number().int().positive();

const boundedText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} can be at most ${formatCount(max)} characters`);

const urlSchema = z
  .url({ protocol: /^https?$/, error: 'Enter a web address that starts with http:// or https://' })
  .max(JOB_URL_MAX_LENGTH, `A web address can be at most ${JOB_URL_MAX_LENGTH} characters`);

export const contactSchema = z.object({
  name: boundedText('A contact’s name', TRACKER_LIMITS.contactField).min(1, 'Enter the contact’s name'),
  role: boundedText('A contact’s role', TRACKER_LIMITS.contactField).default(''),
  email: boundedText('A contact’s email', TRACKER_LIMITS.contactField).default(''),
  phone: boundedText('A contact’s phone', TRACKER_LIMITS.phone).default(''),
});

export type Contact = z.output<typeof contactSchema>;

/** What the user can type or change on an application. */
export const applicationFieldsSchema = z.object({
  title: boundedText('The job title', JOB_TITLE_MAX_LENGTH).min(1, 'Enter the job title'),
  company: boundedText('The company', JOB_COMPANY_MAX_LENGTH).min(1, 'Enter the company'),
  location: boundedText('The location', TRACKER_LIMITS.location),
  salary: boundedText('The salary', TRACKER_LIMITS.salary),
  /** The posting's web address; an empty text clears it. */
  url: z.union([z.literal('').transform(() => null), urlSchema]).nullable(),
  description: boundedText('The job description', JOB_DESCRIPTION_MAX_LENGTH),
  notes: boundedText('Notes', TRACKER_LIMITS.notes),
  nextStep: boundedText('The next step', TRACKER_LIMITS.nextStep),
  nextStepDue: dateSchema.nullable(),
  contacts: z
    .array(contactSchema, { error: 'Contacts must be a list' })
    .max(TRACKER_LIMITS.contacts, `An application can have at most ${TRACKER_LIMITS.contacts} contacts`),
  /** The resume version sent; one of the user's resumes. */
  resumeId: idSchema.max(2_147_483_647).nullable(),
  /** The tailoring used; one of the user's tailorings. */
  tailoringId: idSchema.max(2_147_483_647).nullable(),
});

/** An application's own fields, as checked. */
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;

export const stageSchema = z.enum(APPLICATION_STAGES, {
  error: `The stage must be one of ${APPLICATION_STAGES.join(', ')}`,
});

/**
 * A new application: from one of the user's job matches (`jobId`), from one of their tailorings (`tailoringId`),
 * or typed in (title and company required). Fields given override what the match or tailoring says.
 */
export const createApplicationRequestSchema = applicationFieldsSchema
  .partial()
  .extend({
    stage: stageSchema.default('saved'),
    jobId: idSchema.max(2_147_483_647, 'No job match has this id').optional(),
  })
  .refine(
    (request) =>
      request.jobId !== undefined || request.tailoringId != null || (request.title && request.company),
    { error: 'Enter the job title and the company, or choose one of your job matches or tailorings' },
  );

export type CreateApplicationRequest = z.input<typeof createApplicationRequestSchema>;

export const updateApplicationRequestSchema = applicationFieldsSchema
  .partial()
  .refine((request) => Object.keys(request).length > 0, { error: 'Say what to change' });

export type UpdateApplicationRequest = z.input<typeof updateApplicationRequestSchema>;

export const moveApplicationRequestSchema = z.object({ stage: stageSchema });

export const stageChangeSchema = z.object({ stage: stageSchema, at: z.iso.datetime() });

const ROUND_TIME_EXAMPLE = 'Enter the date and time of the interview';
const isWithinIsoYears = (moment: Date) => moment.getUTCFullYear() >= 1 && moment.getUTCFullYear() <= 9999;

export const interviewRoundRequestSchema = z.object({
  /** With its offset or Z: the moment it starts, in a year PostgreSQL holds and ISO writes (1 to 9999 in UTC). */
  startsAt: z.iso
    .datetime({ offset: true, error: ROUND_TIME_EXAMPLE })
    .refine((moment) => isWithinIsoYears(new Date(moment)), { error: ROUND_TIME_EXAMPLE }),
  durationMinutes: z
    .int({ error: 'The length must be a whole number of minutes' })
    .min(5, 'An interview lasts at least 5 minutes')
    .max(1_440, 'An interview lasts at most a day (1,440 minutes)')
    .default(60),
  kind: z.enum(INTERVIEW_KINDS, { error: `The kind must be one of ${INTERVIEW_KINDS.join(', ')}` }),
  people: boundedText('The people', TRACKER_LIMITS.people).default(''),
  notes: boundedText('Notes', TRACKER_LIMITS.roundNotes).default(''),
});

export type InterviewRoundRequest = z.input<typeof interviewRoundRequestSchema>;

export const interviewRoundSchema = z.object({
  id: idSchema,
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
  kind: z.enum(INTERVIEW_KINDS),
  people: z.string(),
  notes: z.string(),
});

export type InterviewRound = z.infer<typeof interviewRoundSchema>;

/** One application as the board and the list show it. */
export const applicationSummarySchema = z.object({
  id: idSchema,
  stage: stageSchema,
  title: z.string(),
  company: z.string(),
  location: z.string(),
  salary: z.string(),
  url: z.string().nullable(),
  nextStep: z.string(),
  nextStepDue: z.iso.date().nullable(),
  /** The job match it came from, if any. */
  jobId: idSchema.nullable(),
  /** When it first reached a stage that means it was sent (see APPLIED_STAGES). */
  appliedAt: z.iso.datetime().nullable(),
  /** When it entered its current stage. */
  stageChangedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  roundCount: z.number().int().nonnegative(),
  /** The next interview round from now, if one is planned. */
  nextRoundAt: z.iso.datetime().nullable(),
});

export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

/** One application with everything it holds. */
export const applicationSchema = applicationSummarySchema.extend({
  description: z.string(),
  notes: z.string(),
  contacts: z.array(z.object({ name: z.string(), role: z.string(), email: z.string(), phone: z.string() })),
  resume: z.object({ id: idSchema, fileName: z.string() }).nullable(),
  tailoring: z.object({ id: idSchema, title: z.string(), matchRate: z.number().int() }).nullable(),
  /** Oldest first. */
  history: z.array(stageChangeSchema),
  /** Earliest first. */
  rounds: z.array(interviewRoundSchema),
});

export type Application = z.infer<typeof applicationSchema>;

export const applicationIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The application id must be a number' })
    .int('The application id must be a whole number')
    .positive('The application id must be a positive number')
    .max(2_147_483_647, 'No application has this id'),
});

export const interviewRoundParamsSchema = applicationIdParamsSchema.extend({
  roundId: z.coerce
    .number({ error: 'The interview round id must be a number' })
    .int('The interview round id must be a whole number')
    .positive('The interview round id must be a positive number')
    .max(2_147_483_647, 'No interview round has this id'),
});

export const trackerSettingsSchema = z.object({
  /** Nudge to follow up when an application has sat in Applied this many days. */
  followUpDays: z
    .int({
      error: `Follow-up days must be a whole number from ${FOLLOW_UP_DAYS.min} to ${FOLLOW_UP_DAYS.max}`,
    })
    .min(FOLLOW_UP_DAYS.min, `Follow-up days must be from ${FOLLOW_UP_DAYS.min} to ${FOLLOW_UP_DAYS.max}`)
    .max(FOLLOW_UP_DAYS.max, `Follow-up days must be from ${FOLLOW_UP_DAYS.min} to ${FOLLOW_UP_DAYS.max}`),
});

export type TrackerSettings = z.infer<typeof trackerSettingsSchema>;

export const remindersQuerySchema = z.object({
  /** The browser's own date, YYYY-MM-DD: 'today' as its user sees it; before the zone when both are given. */
  today: dateSchema.optional(),
  /** The browser's zone, which says what 'today' is; the account's stored zone (else UTC) when neither is given. */
  timeZone: timeZoneSchema.optional(),
});

export const reminderSchema = z.object({
  applicationId: idSchema,
  title: z.string(),
  company: z.string(),
  stage: stageSchema,
  nextStep: z.string(),
  nextStepDue: z.iso.date(),
});

export const followUpSchema = z.object({
  applicationId: idSchema,
  title: z.string(),
  company: z.string(),
  /** When it entered Applied. */
  appliedSince: z.iso.datetime(),
  days: z.number().int().nonnegative(),
});

/** What needs doing: next steps due today or overdue, and applications waiting long enough in Applied to follow up. */
export const remindersSchema = z.object({
  /** The user's local date, YYYY-MM-DD. */
  date: z.iso.date(),
  followUpDays: z.number().int(),
  dueToday: z.array(reminderSchema),
  /** Oldest due date first. */
  overdue: z.array(reminderSchema),
  /** Longest waiting first. */
  followUps: z.array(followUpSchema),
});

export type Reminders = z.infer<typeof remindersSchema>;

export const importRequestSchema = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'The CSV file is empty')
    .max(TRACKER_LIMITS.csv, `A CSV file can be at most ${formatCount(TRACKER_LIMITS.csv)} characters`),
  /**
   * The field each column fills, by position (null: not imported); absent, the columns are read by their headers.
   */
  mapping: z
    .array(z.enum(IMPORT_FIELDS, { error: 'Map each column to a known field or to nothing' }).nullable())
    .max(TRACKER_LIMITS.importColumns)
    .optional(),
  /** Read and report only; nothing is saved. */
  dryRun: z.boolean().default(false),
});

export type ImportRequest = z.input<typeof importRequestSchema>;

export const importResultSchema = z.object({
  /** Each column's header and the field it fills (null: not imported). */
  columns: z.array(z.object({ header: z.string(), field: z.enum(IMPORT_FIELDS).nullable() })),
  /** Data rows read (the header row not counted). */
  rows: z.number().int().nonnegative(),
  /** Applications added (with dryRun, those that would be). */
  imported: z.number().int().nonnegative(),
  /** Rows not imported, or imported with a part left out, by their line in the file (the header is line 1). */
  problems: z.array(
    z.object({ line: z.number().int().positive(), message: z.string(), skipped: z.boolean() }),
  ),
});

export type ImportResult = z.infer<typeof importResultSchema>;

export const calendarQuerySchema = z.object({
  /** Only this application's rounds; all of the user's rounds when absent. */
  application: applicationIdParamsSchema.shape.id.optional(),
});
