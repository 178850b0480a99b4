import { GitCompareArrows, LoaderCircle } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { EDUCATION_LEVELS, type EducationLevel, SENIORITY_LEVELS } from '#common/tailoring.ts';
import type { JobDraft, JobDraftField } from '../job-draft.ts';
import { SkillChips } from './skill-chips.tsx';

const SENIORITY_LABELS: Record<JobDraft['seniority'], string> = {
  none: 'Not stated',
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
};

const EDUCATION_LABELS: Record<EducationLevel | 'none', string> = {
  none: 'Not asked for',
  'high-school': 'High school',
  associate: 'Associate degree',
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
};

const SENIORITY_OPTIONS = ['none', ...SENIORITY_LEVELS] as const;
const EDUCATION_OPTIONS = ['none', ...EDUCATION_LEVELS] as const;

type Props = {
  draft: JobDraft;
  errors: Partial<Record<JobDraftField | 'description', string>>;
  onChange: (draft: JobDraft) => void;
  onCompare: () => void;
  comparing: boolean;
  /** Why comparing is not possible yet, e.g. no resume. */
  blockedReason: string | null;
};

/** The job as read, for the user to correct before comparing: the comparison uses exactly what this shows. */
export function JobForm({ draft, errors, onChange, onCompare, comparing, blockedReason }: Props) {
  const set = <Field extends JobDraftField>(field: Field, value: JobDraft[Field]) =>
    onChange({ ...draft, [field]: value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onCompare();
  };

  return (
    <form className="flex flex-col gap-5" onSubmit={submit} aria-labelledby="job-form-heading" noValidate>
      <div>
        <h3 id="job-form-heading" className="font-semibold">
          Check the job
        </h3>
        <p className="text-sm text-muted-foreground">
          Correct anything read wrongly: the comparison uses what you see here.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="job-title"
          label="Job title"
          value={draft.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
          maxLength={200}
        />
        <TextField
          id="job-company"
          label="Company"
          value={draft.company}
          onChange={(event) => set('company', event.target.value)}
          error={errors.company}
          hint="Leave empty when the posting does not say."
          maxLength={200}
        />
        <SelectField
          id="job-seniority"
          label="Seniority"
          value={draft.seniority}
          options={SENIORITY_OPTIONS}
          optionLabel={(option) => SENIORITY_LABELS[option]}
          onChange={(option) => set('seniority', option)}
        />
        <TextField
          id="job-years"
          label="Years of experience asked for"
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          step={1}
          value={draft.years}
          onChange={(event) => set('years', event.target.value)}
          error={errors.years}
          hint="Leave empty when the posting does not say."
        />
        <SelectField
          id="job-education"
          label="Education asked for"
          value={draft.education}
          options={EDUCATION_OPTIONS}
          optionLabel={(option) => EDUCATION_LABELS[option]}
          onChange={(option) => set('education', option)}
        />
      </div>
      <SkillChips
        id="job-required-skills"
        label="Required skills"
        singular="required skill"
        skills={draft.requiredSkills}
        onChange={(skills) => set('requiredSkills', skills)}
      />
      {errors.requiredSkills && <p className="text-sm text-destructive">{errors.requiredSkills}</p>}
      <SkillChips
        id="job-preferred-skills"
        label="Preferred skills"
        singular="preferred skill"
        skills={draft.preferredSkills}
        onChange={(skills) => set('preferredSkills', skills)}
      />
      {errors.preferredSkills && <p className="text-sm text-destructive">{errors.preferredSkills}</p>}
      {errors.description && <p className="text-sm text-destructive">{errors.description}</p>}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" disabled={comparing || blockedReason !== null}>
          {comparing ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <GitCompareArrows aria-hidden="true" />
          )}
          {comparing ? 'Comparing...' : 'Compare'}
        </Button>
        {blockedReason && <p className="text-sm text-muted-foreground">{blockedReason}</p>}
      </div>
    </form>
  );
}
