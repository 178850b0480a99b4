import { Activity as ActivityIcon, Target } from 'lucide-react';
import { Card, CardContent, CardIconHeader } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { useActivity } from '#client/features/progress/api/get-activity.ts';
import { useProgress } from '#client/features/progress/api/get-progress.ts';
import { relativeTime } from '#client/lib/format.ts';
import { careerNextMilestone } from '#common/milestone-hints.ts';
import { clampScore } from '#common/scores.ts';

export function CareerProgress() {
  const { progress } = useProgress();
  const value = clampScore(progress.overallProgress);
  return (
    <Card>
      <CardIconHeader icon={Target} title="Your Progress" small />
      <CardContent className="flex flex-col gap-3">
        <div className="flex justify-between text-sm">
          <span>Career readiness</span>
          <span className="font-semibold">{value}%</span>
        </div>
        <Progress value={value} aria-label="Career readiness" />
        <p className="text-sm text-muted-foreground">{careerNextMilestone(value)}</p>
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          <div>
            <dt className="text-muted-foreground">Resumes</dt>
            <dd className="font-semibold">{progress.resumeAnalyses}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Interviews</dt>
            <dd className="font-semibold">{progress.interviewsPracticed}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Applications</dt>
            <dd className="font-semibold">{progress.jobsApplied}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

export function RecentActivity() {
  const { activity } = useActivity();
  return (
    <Card>
      <CardIconHeader icon={ActivityIcon} title="Recent Activity" small />
      <CardContent>
        {activity.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Your steps will show here: resumes, interviews, applications.
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Recent activity">
            {activity.map((item) => (
              <li key={`${item.kind}-${item.timestamp}-${item.title}`} className="text-sm">
                <p className="font-medium">{item.title}</p>
                <p className="text-muted-foreground">
                  {item.detail} · {relativeTime(item.timestamp)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
