import { LoaderCircle, Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { failureToast } from '#client/lib/failure-toast.ts';
import { splitList } from '#client/lib/text.ts';
import { toast } from '#client/lib/toast.ts';
import type { LinkedinProfile } from '#common/api/linkedin.ts';
import { HEADLINE_MAX_LENGTH, SUMMARY_MAX_LENGTH } from '#common/linkedin.ts';
import { useOptimizeProfile } from '../api/optimize-profile.ts';

export function ProfileForm({
  saved,
  onDraftChange,
  onOptimized,
}: {
  saved: LinkedinProfile | null | undefined;
  onDraftChange: (headline: string) => void;
  /** After a successful optimisation: the first one is a milestone. */
  onOptimized: () => void;
}) {
  const [headline, setHeadline] = useState('');
  const [summary, setSummary] = useState('');
  const [skills, setSkills] = useState('');
  const [filled, setFilled] = useState(false);
  const optimize = useOptimizeProfile({
    onSuccess: () => {
      toast({
        title: 'Profile optimized successfully!',
        description: 'Your LinkedIn optimization recommendations are ready.',
      });
      onOptimized();
    },
    onError: (error) => failureToast('Optimization failed', error),
  });

  useEffect(() => {
    if (filled || !saved) return;
    setHeadline(saved.headline);
    setSummary(saved.summary);
    setSkills(saved.skills.join(', '));
    setFilled(true);
  }, [saved, filled]);

  useEffect(() => onDraftChange(headline), [headline, onDraftChange]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (headline.trim() === '' || optimize.isPending) return;
    optimize.mutate({ headline, summary, experience: [], skills: splitList(skills) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your LinkedIn Profile</CardTitle>
        <CardDescription>Paste your current headline, About section and skills.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-5">
          <TextField
            id="profile-headline"
            label="Professional Headline"
            placeholder="e.g. Senior Data Analyst | SQL, Python, Tableau | Turning data into decisions"
            maxLength={HEADLINE_MAX_LENGTH}
            value={headline}
            onChange={(event) => setHeadline(event.target.value)}
            hint={
              <span className="block text-right">
                {headline.length}/{HEADLINE_MAX_LENGTH}
              </span>
            }
          />
          <div className="grid gap-1.5">
            <Label htmlFor="profile-summary">Summary</Label>
            <Textarea
              id="profile-summary"
              rows={7}
              maxLength={SUMMARY_MAX_LENGTH}
              placeholder="Your About section: who you are, what you have achieved, what you are looking for."
              value={summary}
              onChange={(event) => setSummary(event.target.value)}
            />
          </div>
          <TextField
            id="profile-skills"
            label="Skills (comma-separated)"
            placeholder="e.g. SQL, Python, Tableau, Stakeholder Management"
            value={skills}
            onChange={(event) => setSkills(event.target.value)}
          />
          <Button type="submit" size="lg" disabled={headline.trim() === '' || optimize.isPending}>
            {optimize.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Sparkles aria-hidden="true" />
            )}
            Optimize Profile
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
