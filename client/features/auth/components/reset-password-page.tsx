import { CircleCheck, LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { StandalonePage } from '#client/components/layout/standalone-page.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useLinkToken } from '#client/lib/use-hydrated.ts';
import { INVALID_LINK } from '#common/accounts.ts';
import { APP_PATHS } from '#common/routes.ts';
import { NEW_PASSWORD_HINT, PASSWORDS_DIFFER } from '../account-texts.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

function NewPasswordForm({ token, onAskForNewLink }: { token: string; onAskForNewLink: () => void }) {
  const reset = useResetPassword();
  const [mismatch, setMismatch] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const differs = password !== String(form.get('confirm-password') ?? '');
    setMismatch(differs);
    if (!differs) reset.mutate({ token, password });
  };

  if (reset.isSuccess) {
    return (
      <>
        <Alert variant="success">
          <CircleCheck aria-hidden="true" />
          <p>Your password is changed. Every other session was signed out.</p>
        </Alert>
        <Button asChild>
          <Link href={APP_PATHS.auth[1]}>Sign in</Link>
        </Button>
      </>
    );
  }
  const failure = mismatch ? PASSWORDS_DIFFER : reset.error?.message;
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        id="password"
        required
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
      />
      <TextField
        id="confirm-password"
        required
        label="Confirm new password"
        name="confirm-password"
        type="password"
        autoComplete="new-password"
      />
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" disabled={reset.isPending}>
        {reset.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
      <Button type="button" variant="link" className="self-center" onClick={onAskForNewLink}>
        Link expired? Ask for a new one
      </Button>
    </form>
  );
}

/** Opened from the link in a password reset email: sets a new password, or asks for a new link. */
export default function ResetPasswordPage() {
  const token = useLinkToken();
  const [askingForNewLink, setAskingForNewLink] = useState(false);

  return (
    <StandalonePage
      title="Set a new password"
      description="Choose a new password for your CareerPilot account."
    >
      {askingForNewLink ? (
        <ForgotPasswordForm focusOnShow />
      ) : token ? (
        <NewPasswordForm token={token} onAskForNewLink={() => setAskingForNewLink(true)} />
      ) : token === undefined ? (
        <p role="status" className="text-center text-sm text-muted-foreground">
          Reading your link…
        </p>
      ) : (
        <>
          <Alert variant="destructive">
            <p>{INVALID_LINK}</p>
          </Alert>
          <Button type="button" onClick={() => setAskingForNewLink(true)}>
            Ask for a new link
          </Button>
        </>
      )}
    </StandalonePage>
  );
}
