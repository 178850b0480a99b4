import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { formatDate } from '#client/lib/format.ts';
import { scoreText, scoreTint } from '#client/lib/score-styles.ts';
import { cn } from '#client/lib/utils.ts';
import type { InterviewSession } from '#common/api/interview.ts';
import { industryLabel } from '#common/industries.ts';
import { clampScore } from '#common/scores.ts';

/** The setup screen lists the five most recent sessions. */
const RECENT_SESSIONS_SHOWN = 5;

export function RecentSessions({ sessions }: { sessions: InterviewSession[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Practice Sessions</CardTitle>
      </CardHeader>
      <CardContent>
        {sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No practice sessions yet. Start your first interview practice!
          </p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Recent practice sessions">
            {sessions.slice(0, RECENT_SESSIONS_SHOWN).map((session) => (
              <li key={session.id} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium">{session.role}</span>
                  <span className="block text-xs text-muted-foreground">
                    {industryLabel(session.industry)} · {formatDate(session.createdAt)}
                  </span>
                </span>
                {session.overallScore === null ? (
                  <span className="shrink-0 text-xs text-muted-foreground">Not answered</span>
                ) : (
                  <span
                    className={cn(
                      'shrink-0 rounded-md px-2 py-1 text-sm font-semibold',
                      scoreText(session.overallScore),
                      scoreTint(session.overallScore),
                    )}
                  >
                    {clampScore(session.overallScore)}/100
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
