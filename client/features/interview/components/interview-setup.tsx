import { Brain, Briefcase, HeartHandshake, LoaderCircle, Play } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { Slider } from '#client/components/ui/slider.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { failureToast } from '#client/lib/failure-toast.ts';
import { toast } from '#client/lib/toast.ts';
import type { InterviewSession } from '#common/api/interview.ts';
import { INTERVIEW_INDUSTRIES, type InterviewIndustry, industryLabel } from '#common/industries.ts';
import { EXPERIENCE_YEARS } from '#common/interview.ts';
import { useInterviewSessions } from '../api/get-sessions.ts';
import { useStartInterview } from '../api/start-session.ts';
import { RecentSessions } from './recent-sessions.tsx';

const INFO_CARDS = [
  {
    icon: Brain,
    title: 'Behavioral Questions',
    value: '150+ Questions',
    text: 'Real situations, answered with the STAR method.',
  },
  {
    icon: Briefcase,
    title: 'Technical Interviews',
    value: '25+ Industries',
    text: 'Questions from the substance of your field.',
  },
  {
    icon: HeartHandshake,
    title: 'Culture Fit',
    value: 'Personalized',
    text: 'Values, motivation and how you like to work.',
  },
];

export function InterviewSetup({ onStarted }: { onStarted: (session: InterviewSession) => void }) {
  const [industry, setIndustry] = useState<InterviewIndustry | ''>('');
  const [role, setRole] = useState('');
  const [experience, setExperience] = useState<number>(EXPERIENCE_YEARS.default);
  const { sessions } = useInterviewSessions();
  const start = useStartInterview({
    onSuccess: (session) => {
      toast({ title: 'Interview session started!', description: 'Good luck with your practice interview.' });
      onStarted(session);
    },
    onError: (error) => failureToast('Failed to start session', error),
  });
  /** Industry and role are both required: the button waits for both; a role of only spaces passes it and is caught on submit. */
  const empty = industry === '' || role === '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (industry === '' || role.trim() === '') {
      toast({
        title: 'Missing information',
        description: 'Please select both industry and role to start the interview.',
        variant: 'destructive',
      });
      return;
    }
    start.mutate({ industry, role, experience });
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <Card>
          <CardHeader>
            <CardTitle>Set Up Your Practice Interview</CardTitle>
            <CardDescription>
              Choose your field and target role; the questions follow your experience.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={submit} className="flex flex-col gap-5">
              <SelectField
                id="interview-industry"
                label="Industry"
                value={industry}
                options={INTERVIEW_INDUSTRIES}
                optionLabel={industryLabel}
                onChange={setIndustry}
                placeholder="Select an industry"
              />
              <TextField
                id="interview-role"
                label="Target Role"
                placeholder="e.g. Data Scientist, Registered Nurse"
                value={role}
                maxLength={100}
                onChange={(event) => setRole(event.target.value)}
              />
              <div className="grid gap-3">
                <div className="flex items-center justify-between">
                  <Label id="interview-experience-label">Years of Experience</Label>
                  <span className="text-sm font-semibold" aria-live="polite">
                    {experience} {experience === 1 ? 'year' : 'years'}
                  </span>
                </div>
                <Slider
                  label="Years of experience"
                  min={EXPERIENCE_YEARS.min}
                  max={EXPERIENCE_YEARS.max}
                  step={1}
                  value={[experience]}
                  onValueChange={([value]) => setExperience(value ?? EXPERIENCE_YEARS.default)}
                />
              </div>
              <Button type="submit" size="lg" disabled={empty || start.isPending}>
                {start.isPending ? (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                ) : (
                  <Play aria-hidden="true" />
                )}
                Start Interview Practice
              </Button>
            </form>
          </CardContent>
        </Card>
        <ul className="grid gap-4 sm:grid-cols-3">
          {INFO_CARDS.map(({ icon: Icon, title, value, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardContent className="flex flex-col gap-2 pt-6">
                  <Icon className="size-6 text-primary" aria-hidden="true" />
                  <h3 className="font-semibold">{title}</h3>
                  <p className="text-lg font-bold text-primary">{value}</p>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
      <RecentSessions sessions={sessions} />
    </div>
  );
}
