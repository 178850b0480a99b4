import { BellRing } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardIconHeader } from '#client/components/ui/card.tsx';
import { SizedPlaceholder } from '#client/components/ui/sized-placeholder.tsx';
import { formatDate } from '#client/lib/format.ts';
import type { Reminders } from '#common/api/tracker.ts';
import { APP_PATHS } from '#common/routes.ts';
import { useReminders } from '../api/get-reminders.ts';
import { applicationLink } from '../links.ts';
import { lateText, waitingText } from '../reminder-texts.ts';

const NOTHING_DUE =
  'Nothing due today. Next steps you give your applications, and applications waiting for an answer, show up here.';

function ReminderItem({ id, job, detail }: { id: number; job: string; detail: ReactNode }) {
  return (
    <li className="flex flex-col gap-0.5 rounded-lg border p-3 text-sm">
      <Link
        href={applicationLink(id)}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {job}
      </Link>
      <span className="text-muted-foreground">{detail}</span>
    </li>
  );
}

function ReminderGroup({ title, children }: { title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">
        {title} ({children.length})
      </h3>
      <ul className="flex flex-col gap-2">{children}</ul>
    </section>
  );
}

const jobOf = (reminder: { title: string; company: string }) => `${reminder.title} at ${reminder.company}`;

const NothingDue = () => <p className="text-sm text-muted-foreground">{NOTHING_DUE}</p>;

function ReminderLists({ reminders }: { reminders: Reminders }) {
  const { overdue, dueToday, followUps, date } = reminders;
  if (overdue.length + dueToday.length + followUps.length === 0) return <NothingDue />;
  return (
    <>
      <ReminderGroup title="Overdue">
        {overdue.map((reminder) => (
          <ReminderItem
            key={reminder.applicationId}
            id={reminder.applicationId}
            job={jobOf(reminder)}
            detail={`${reminder.nextStep || 'Next step'}, due ${formatDate(reminder.nextStepDue)}: ${lateText(reminder.nextStepDue, date)}`}
          />
        ))}
      </ReminderGroup>
      <ReminderGroup title="Due today">
        {dueToday.map((reminder) => (
          <ReminderItem
            key={reminder.applicationId}
            id={reminder.applicationId}
            job={jobOf(reminder)}
            detail={reminder.nextStep || 'Next step due today'}
          />
        ))}
      </ReminderGroup>
      <ReminderGroup title="Follow up">
        {followUps.map((followUp) => (
          <ReminderItem
            key={followUp.applicationId}
            id={followUp.applicationId}
            job={jobOf(followUp)}
            detail={waitingText(followUp.days)}
          />
        ))}
      </ReminderGroup>
    </>
  );
}

/** The dashboard's reminders: next steps due today and overdue, and applications to follow up on. */
export function RemindersCard() {
  const { data, error, isPending } = useReminders();
  return (
    <Card aria-busy={isPending}>
      <CardIconHeader icon={BellRing} title="Reminders">
        <CardDescription>Next steps and follow-ups from your applications</CardDescription>
      </CardIconHeader>
      <CardContent className="flex flex-col gap-4">
        {isPending ? (
          // Most days most people have nothing due: the card keeps that size when the answer comes.
          <SizedPlaceholder label="Loading your reminders" shape={<NothingDue />} />
        ) : error ? (
          <p role="alert" className="text-sm text-destructive">
            Your reminders could not be loaded: {error.message}
          </p>
        ) : (
          <ReminderLists reminders={data} />
        )}
        <div>
          <Button asChild variant="outline">
            <Link href={APP_PATHS.applications}>Open your applications</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
