import { CircleCheck, Lightbulb, Sparkles } from 'lucide-react';
import { FallbackNotice } from '#client/components/fallback-notice.tsx';
import { Card, CardContent, CardHeader, CardIconHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { scoreBar, scoreText } from '#client/lib/score-styles.ts';
import { cn } from '#client/lib/utils.ts';
import type { AnswerFeedback } from '#common/api/interview.ts';
import { clampScore } from '#common/scores.ts';

const PARTS = [
  { key: 'relevance', label: 'Relevance' },
  { key: 'structure', label: 'Structure' },
  { key: 'specificity', label: 'Specificity' },
  { key: 'clarity', label: 'Clarity' },
] as const;

const QUICK_TIPS = [
  'Use STAR: situation, task, action, result.',
  'Say "I", not "we", for what you did yourself.',
  'Put a number on the result.',
  'Aim for one to two minutes per answer.',
];

/** The real feedback of the last submitted answer (upgrading the specification's fixed demo bars). */
export function FeedbackPanel({ feedback }: { feedback: AnswerFeedback | undefined }) {
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardIconHeader icon={Sparkles} title="Real-time Feedback" small />
        <CardContent aria-live="polite">
          {!feedback ? (
            <p className="text-sm text-muted-foreground">
              Submit an answer to see its scores and feedback here.
            </p>
          ) : (
            <div className="flex flex-col gap-4">
              <FallbackNotice notice={feedback.fallbackNotice} />
              <p className="text-sm">
                Question {feedback.questionIndex + 1}:{' '}
                <span
                  className={cn('text-lg font-bold', scoreText(feedback.score))}
                  data-testid="answer-score"
                >
                  {clampScore(feedback.score)}/100
                </span>
              </p>
              {PARTS.map(({ key, label }) => {
                const value = clampScore(feedback.breakdown[key]);
                return (
                  <div key={key} className="flex flex-col gap-1.5">
                    <div className="flex justify-between text-sm">
                      <span>{label}</span>
                      <span className="font-semibold">{value}%</span>
                    </div>
                    <Progress value={value} aria-label={label} indicatorClassName={scoreBar(value)} />
                  </div>
                );
              })}
              {feedback.strengths.length > 0 && (
                <section aria-label="What went well">
                  <h3 className="mb-1 flex items-center gap-1.5 text-sm font-semibold">
                    <CircleCheck className="size-4 text-green-700" aria-hidden="true" />
                    What went well
                  </h3>
                  <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
                    {feedback.strengths.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </section>
              )}
              {feedback.improvements.length > 0 && (
                <section aria-label="To improve">
                  <h3 className="mb-1 flex items-center gap-1.5 text-sm font-semibold">
                    <Lightbulb className="size-4 text-yellow-700" aria-hidden="true" />
                    To improve
                  </h3>
                  <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
                    {feedback.improvements.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </section>
              )}
              <details className="text-sm">
                <summary className="cursor-pointer font-semibold">Outline of a stronger answer</summary>
                <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5">
                  {feedback.strongerAnswer.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </details>
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Quick Tips</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-muted-foreground">
            {QUICK_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
