import { LoaderCircle, Save } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { failureToast } from '#client/lib/failure-toast.ts';
import { splitList } from '#client/lib/text.ts';
import { toast } from '#client/lib/toast.ts';
import type { CareerProfile } from '#common/api/career.ts';
import { CAREER_EXPERIENCE, WORK_PREFERENCES, type WorkPreference } from '#common/career.ts';
import { INDUSTRIES, type Industry, industryLabel } from '#common/industries.ts';
import { useSaveCareerProfile } from '../api/save-career-profile.ts';

const WORK_PREFERENCE_LABELS: Record<WorkPreference, string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  onsite: 'Onsite',
  flexible: 'Flexible',
};

type Draft = {
  currentRole: string;
  targetRole: string;
  industry: Industry | '';
  experience: number;
  skills: string;
  goals: string;
  workType: WorkPreference;
  location: string;
  salaryRange: string;
};

const EMPTY_DRAFT: Draft = {
  currentRole: '',
  targetRole: '',
  industry: '',
  experience: CAREER_EXPERIENCE.default,
  skills: '',
  goals: '',
  workType: 'flexible',
  location: '',
  salaryRange: '',
};

function draftFrom(profile: CareerProfile): Draft {
  return {
    currentRole: profile.currentRole,
    targetRole: profile.targetRole,
    industry: profile.industry as Industry | '',
    experience: profile.experience,
    skills: profile.skills.join(', '),
    goals: profile.goals.join(', '),
    workType: profile.preferences.workType,
    location: profile.preferences.location,
    salaryRange: profile.preferences.salaryRange,
  };
}

/** The career profile form, filled from the saved profile so that saving again does not wipe it. */
export function CareerProfileForm({ saved }: { saved: CareerProfile | null | undefined }) {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [filled, setFilled] = useState(false);
  const save = useSaveCareerProfile({
    onSuccess: () =>
      toast({
        title: 'Profile saved successfully!',
        description: 'AI career analysis complete. Job matches and recommendations are ready.',
      }),
    onError: (error) => failureToast('Failed to save profile', error),
  });

  useEffect(() => {
    if (filled || !saved) return;
    setDraft(draftFrom(saved));
    setFilled(true);
  }, [saved, filled]);

  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const incomplete = draft.currentRole.trim() === '' || draft.targetRole.trim() === '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (incomplete || save.isPending) return;
    save.mutate({
      currentRole: draft.currentRole,
      targetRole: draft.targetRole,
      industry: draft.industry,
      experience: draft.experience,
      skills: splitList(draft.skills),
      goals: splitList(draft.goals),
      preferences: { workType: draft.workType, location: draft.location, salaryRange: draft.salaryRange },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Career Profile</CardTitle>
        <CardDescription>Where you are, where you are heading, and how you like to work.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="career-current-role"
            label="Current Role"
            value={draft.currentRole}
            maxLength={100}
            placeholder="e.g. Data Analyst"
            onChange={(event) => set('currentRole')(event.target.value)}
          />
          <TextField
            id="career-target-role"
            label="Target Role"
            value={draft.targetRole}
            maxLength={100}
            placeholder="e.g. Data Scientist"
            onChange={(event) => set('targetRole')(event.target.value)}
          />
          <SelectField
            id="career-industry"
            label="Industry"
            value={draft.industry}
            options={INDUSTRIES}
            optionLabel={industryLabel}
            onChange={set('industry')}
            placeholder="Select an industry"
          />
          <TextField
            id="career-experience"
            label="Years of Experience"
            type="number"
            min={CAREER_EXPERIENCE.min}
            max={CAREER_EXPERIENCE.max}
            value={draft.experience}
            onChange={(event) => set('experience')(Math.max(0, Math.trunc(Number(event.target.value) || 0)))}
          />
          <TextField
            id="career-skills"
            label="Skills (comma-separated)"
            fieldClassName="sm:col-span-2"
            value={draft.skills}
            placeholder="e.g. Python, SQL, Machine Learning"
            onChange={(event) => set('skills')(event.target.value)}
          />
          <TextField
            id="career-goals"
            label="Career Goals (comma-separated)"
            fieldClassName="sm:col-span-2"
            value={draft.goals}
            placeholder="e.g. Lead a team, Move into healthcare"
            onChange={(event) => set('goals')(event.target.value)}
          />
          <SelectField
            id="career-work-type"
            label="Work Preference"
            value={draft.workType}
            options={WORK_PREFERENCES}
            optionLabel={(preference) => WORK_PREFERENCE_LABELS[preference]}
            onChange={set('workType')}
          />
          <TextField
            id="career-location"
            label="Preferred Location"
            value={draft.location}
            maxLength={100}
            placeholder="e.g. Austin, TX"
            onChange={(event) => set('location')(event.target.value)}
          />
          <Button type="submit" size="lg" className="sm:col-span-2" disabled={incomplete || save.isPending}>
            {save.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Save aria-hidden="true" />
            )}
            Save Profile
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
