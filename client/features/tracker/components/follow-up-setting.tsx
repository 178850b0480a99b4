import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import type { TrackerSettings } from '#common/api/tracker.ts';
import { FOLLOW_UP_DAYS } from '#common/tracker.ts';
import { useTrackerSettings } from '../api/get-tracker-settings.ts';
import { useSaveTrackerSettings } from '../api/save-tracker-settings.ts';
import { daysText } from '../reminder-texts.ts';
import { FormMessage } from './form-message.tsx';

/** While the setting loads (`stored` undefined) the form stands disabled and empty, taking its final room. */
function FollowUpForm({ stored }: { stored: TrackerSettings | undefined }) {
  const [days, setDays] = useState(stored ? String(stored.followUpDays) : '');
  const [done, setDone] = useState<string | null>(null);
  const save = useSaveTrackerSettings({
    onSuccess: (saved) => setDone(`Saved: a reminder after ${daysText(saved.followUpDays)} in Applied.`),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) save.mutate({ followUpDays: Number(days) });
  };
  return (
    <form onSubmit={submit} className="grid gap-1" aria-label="Follow-up reminder">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span id="follow-up-before">Remind me to follow up after</span>
        <Input
          id="follow-up-days"
          type="number"
          inputMode="numeric"
          min={FOLLOW_UP_DAYS.min}
          max={FOLLOW_UP_DAYS.max}
          required
          className="w-20"
          disabled={!stored}
          aria-labelledby="follow-up-before follow-up-days follow-up-after"
          value={days}
          onChange={(event) => {
            setDone(null);
            setDays(event.target.value);
          }}
        />
        <span id="follow-up-after">days in Applied</span>
        <Button type="submit" variant="outline" size="sm" disabled={!stored || save.isPending}>
          {save.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          Save<span className="sr-only"> follow-up days</span>
        </Button>
      </div>
      <FormMessage error={save.error?.message} done={done} />
    </form>
  );
}

/** The follow-up nudge: after how many days without an answer in Applied the dashboard says to follow up. */
export function FollowUpSetting() {
  const { data, error } = useTrackerSettings();
  if (error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The follow-up setting could not be loaded: {error.message}
      </p>
    );
  }
  return <FollowUpForm key={data ? 'stored' : 'loading'} stored={data} />;
}
