import { LoaderCircle } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '#client/components/ui/alert-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { ResendVerificationButton } from '#client/features/auth/components/resend-verification-button.tsx';
import { browserTimeZone } from '#client/lib/time-zone.ts';
import { toast } from '#client/lib/toast.ts';
import type { DigestSettingsRequest, DigestSettingsResponse } from '#common/api/digest.ts';
import { useDigestSettings } from '../api/get-digest-settings.ts';
import { useSaveDigestSettings } from '../api/save-digest-settings.ts';
import {
  initialTimeZone,
  minMatchChoices,
  nextSendText,
  PICK_COUNT_CHOICES,
  supportedTimeZones,
  timeZoneChoices,
  WEEKDAY_CHOICES,
  withDay,
} from '../digest-texts.ts';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

const NO_DAY = 'Choose at least one day';

function SelectRow({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </Select>
    </div>
  );
}

/** Until the address is verified the morning email goes nowhere; says so, with a way to get a new link. */
function UnverifiedNotice({ email }: { email: string | null }) {
  return (
    <Alert className="flex-col">
      <p>
        The morning email only goes to a verified address. Open the link we sent to{' '}
        {email ?? 'your email address'}, or ask for a new one.
      </p>
      <ResendVerificationButton variant="outline" size="sm" inline />
    </Alert>
  );
}

function SettingsForm({ stored, onSaved }: { stored: DigestSettingsResponse; onSaved: () => void }) {
  const browserZone = browserTimeZone();
  const [settings, setSettings] = useState<DigestSettingsRequest>(() => ({
    enabled: stored.enabled,
    sendTime: stored.sendTime,
    days: stored.days,
    pickCount: stored.pickCount,
    minMatch: stored.minMatch,
    timeZone: initialTimeZone(stored.timeZone, browserZone),
  }));
  const [zones] = useState(() => timeZoneChoices(supportedTimeZones(), stored.timeZone, browserZone));
  const [noDay, setNoDay] = useState(false);
  const save = useSaveDigestSettings({
    onSuccess: (saved) => {
      onSaved();
      toast({
        title: 'Email settings saved',
        description:
          saved.enabled && saved.nextSendAt
            ? `Your next morning email is due ${nextSendText(saved.nextSendAt, saved.timeZone)}, if there are new picks.`
            : saved.enabled
              ? 'Your morning email starts once your email address is verified.'
              : 'You will get no morning emails.',
      });
    },
    onError: () => undefined,
  });
  const change = (next: Partial<DigestSettingsRequest>) =>
    setSettings((current) => ({ ...current, ...next }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const daysMissing = settings.days.length === 0;
    setNoDay(daysMissing);
    if (!daysMissing && !save.isPending) save.mutate(settings);
  };
  const failure = noDay ? NO_DAY : save.error?.message;

  return (
    <form onSubmit={submit} className="grid gap-4">
      {!stored.emailVerified && <UnverifiedNotice email={stored.email} />}
      <label className="flex items-center justify-between gap-4 text-sm font-medium">
        Email me hand-picked jobs each morning
        <input
          type="checkbox"
          role="switch"
          aria-checked={settings.enabled}
          checked={settings.enabled}
          onChange={(event) => change({ enabled: event.target.checked })}
          className="size-5 shrink-0 accent-primary"
        />
      </label>
      <fieldset disabled={!settings.enabled} className="grid gap-4 disabled:opacity-60">
        <legend className="sr-only">When and what</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="digest-time">Time</Label>
            <Input
              id="digest-time"
              type="time"
              // Chromium's clock button inside the field takes focus without showing it; the hour and minute are typed.
              className="[&::-webkit-calendar-picker-indicator]:hidden"
              required
              value={settings.sendTime}
              onChange={(event) => change({ sendTime: event.target.value })}
            />
          </div>
          <SelectRow
            id="digest-time-zone"
            label="Time zone"
            value={settings.timeZone}
            onChange={(timeZone) => change({ timeZone })}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </SelectRow>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Days</legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
            {WEEKDAY_CHOICES.map(({ day, name }) => (
              <label key={day} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={settings.days.includes(day)}
                  onChange={(event) => change({ days: withDay(settings.days, day, event.target.checked) })}
                  className="size-4 accent-primary"
                />
                {name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectRow
            id="digest-pick-count"
            label="How many jobs"
            value={settings.pickCount}
            onChange={(count) => change({ pickCount: Number(count) })}
          >
            {PICK_COUNT_CHOICES.map((count) => (
              <option key={count} value={count}>
                {count} jobs
              </option>
            ))}
          </SelectRow>
          <SelectRow
            id="digest-min-match"
            label="Minimum match"
            value={settings.minMatch}
            onChange={(minMatch) => change({ minMatch: Number(minMatch) })}
          >
            {minMatchChoices(stored.minMatch).map((score) => (
              <option key={score} value={score}>
                {score}% or better
              </option>
            ))}
          </SelectRow>
        </div>
      </fieldset>
      {stored.nextSendAt && (
        <p className="text-sm text-muted-foreground">
          Next email: {nextSendText(stored.nextSendAt, stored.timeZone)}, if there are new picks.
        </p>
      )}
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <AlertDialogFooter>
        <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          Save
        </Button>
      </AlertDialogFooter>
    </form>
  );
}

function SettingsBody({ onSaved }: { onSaved: () => void }) {
  const { data, error, isPending } = useDigestSettings();
  if (data) return <SettingsForm stored={data} onSaved={onSaved} />;
  return (
    <>
      {isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Loading your settings…
        </p>
      ) : (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error?.message ?? 'Your email settings could not be loaded.'}
        </p>
      )}
      <AlertDialogFooter>
        <AlertDialogCancel type="button">Close</AlertDialogCancel>
      </AlertDialogFooter>
    </>
  );
}

/** The morning email's settings: on or off, when it comes, and what is good enough to be in it. */
export function EmailSettingsDialog({ open, onOpenChange }: DialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <AlertDialogTitle>Email settings</AlertDialogTitle>
        <AlertDialogDescription>
          Each morning we can email you the best new jobs that match your career profile and passed our
          checks.
        </AlertDialogDescription>
        <SettingsBody onSaved={() => onOpenChange(false)} />
      </AlertDialogContent>
    </AlertDialog>
  );
}
