import { loadSchemas } from '#client/lib/contract.ts';
import type { TargetJob } from '#common/api/tailoring.ts';
import type { CreateApplicationRequest } from '#common/api/tracker.ts';
import type { ApplicationStage } from '#common/tracker.ts';

/** An application typed in, as the form holds it: every field as typed. */
export type ApplicationDraft = {
  title: string;
  company: string;
  location: string;
  salary: string;
  url: string;
  stage: ApplicationStage;
  nextStep: string;
  nextStepDue: string;
  description: string;
  notes: string;
};

export type DraftField = Exclude<keyof ApplicationDraft, 'stage'>;
export type DraftErrors = Partial<Record<DraftField, string>>;

export const EMPTY_DRAFT: ApplicationDraft = {
  title: '',
  company: '',
  location: '',
  salary: '',
  url: '',
  stage: 'saved',
  nextStep: '',
  nextStepDue: '',
  description: '',
  notes: '',
};

/** The typed-in form filled with a job read from a pasted description or link, for the user to confirm. */
export function draftFromReadJob(job: TargetJob, typedUrl: string): ApplicationDraft {
  return {
    ...EMPTY_DRAFT,
    title: job.title,
    company: job.company,
    description: job.description,
    url: job.url ?? typedUrl.trim(),
  };
}

/**
 * The create request for a typed-in application, checked by the contract's own schema so each field's message is
 * the server's and shows under that field.
 */
export async function requestFromDraft(
  draft: ApplicationDraft,
): Promise<{ request: CreateApplicationRequest } | { errors: DraftErrors }> {
  // The contract's schemas load when an application is first sent, not with the board (decision 0040).
  const { createApplicationRequestSchema } = await loadSchemas(() => import('#common/api/tracker.ts'));
  const candidate = { ...draft, nextStepDue: draft.nextStepDue || null };
  const parsed = createApplicationRequestSchema.safeParse(candidate);
  if (parsed.success) return { request: candidate };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    const named = typeof field === 'string' && field in EMPTY_DRAFT ? (field as DraftField) : 'title';
    errors[named] ??= issue.message;
  }
  return { errors };
}
