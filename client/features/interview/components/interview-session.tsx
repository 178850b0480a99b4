import { LoaderCircle, Mic, MicOff, Send } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { failureToast } from '#client/lib/failure-toast.ts';
import { toast } from '#client/lib/toast.ts';
import { cn } from '#client/lib/utils.ts';
import type { AnswerFeedback, InterviewSession as Session } from '#common/api/interview.ts';
import { industryLabel } from '#common/industries.ts';
import { useSubmitResponse } from '../api/submit-response.ts';
import { FeedbackPanel } from './feedback-panel.tsx';

const KIND_LABELS = {
  behavioural: 'Behavioral',
  technical: 'Technical',
  situational: 'Situational',
  culture: 'Culture Fit',
};

export function InterviewSession({ session, onEnd }: { session: Session; onEnd: () => void }) {
  const [index, setIndex] = useState(0);
  const [response, setResponse] = useState('');
  const [recording, setRecording] = useState(false);
  const [lastFeedback, setLastFeedback] = useState<AnswerFeedback | undefined>(undefined);
  const submit = useSubmitResponse(session.id, {
    onSuccess: ({ feedback }) => {
      setLastFeedback(feedback);
      setResponse('');
      toast({ title: 'Response analyzed!', description: 'AI feedback is ready for your response.' });
    },
    onError: (error) => failureToast('Analysis failed', error),
  });
  const count = session.questions.length;
  const isLast = index >= count - 1;
  const percent = Math.round(((index + 1) / count) * 100);
  const kind = session.questionKinds[index];

  const submitResponse = () => {
    if (response.trim() === '') {
      toast({
        title: 'Empty response',
        description: 'Please provide a response before submitting.',
        variant: 'destructive',
      });
      return;
    }
    submit.mutate({ questionIndex: index, response });
  };

  const toggleRecording = () => {
    setRecording((on) => !on);
    if (!recording) toast({ title: 'Recording started' });
  };

  const next = () => {
    setIndex((current) => Math.min(count - 1, current + 1));
    setResponse('');
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader className="gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>
              Question {index + 1} of {count}
            </CardTitle>
            <span className="text-sm text-muted-foreground">{percent}% Complete</span>
          </div>
          <Progress value={percent} aria-label="Session progress" />
          <p className="text-sm text-muted-foreground">
            {session.role} · {industryLabel(session.industry)}
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="rounded-lg bg-accent p-4">
            {kind && (
              <Badge variant="outline" className="mb-2 bg-card">
                {KIND_LABELS[kind]}
              </Badge>
            )}
            <p className="text-lg font-medium" data-testid="current-question">
              {session.questions[index]}
            </p>
          </div>
          <div className="grid gap-1.5">
            <div className="flex items-center justify-between">
              <Label htmlFor="interview-response">Your Response</Label>
              {recording && (
                <span className="flex items-center gap-1.5 text-sm font-medium text-red-700" role="status">
                  <span className="size-2 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
                  Recording
                </span>
              )}
            </div>
            <Textarea
              id="interview-response"
              rows={8}
              placeholder="Type your answer as you would say it. Use the STAR method: situation, task, action, result."
              value={response}
              onChange={(event) => setResponse(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={toggleRecording}
              aria-pressed={recording}
              className={cn(recording && 'border-red-600 text-red-700')}
            >
              {recording ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
              {recording ? 'Stop Recording' : 'Record'}
            </Button>
            <Button onClick={submitResponse} disabled={submit.isPending}>
              {submit.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Send aria-hidden="true" />
              )}
              Submit Response
            </Button>
            <Button variant="secondary" onClick={next} disabled={isLast}>
              {isLast ? 'End Session' : 'Next Question'}
            </Button>
            <Button variant="ghost" onClick={onEnd} className="ml-auto">
              End Session
            </Button>
          </div>
        </CardContent>
      </Card>
      <FeedbackPanel feedback={lastFeedback} />
    </div>
  );
}
