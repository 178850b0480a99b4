import { LoaderCircle, MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { resetLinkSentText } from '../account-texts.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

/** Asks for a link to set a new password; then says where it went, if the address has an account. */
export function ForgotPasswordForm({
  onBack,
  backLabel = 'Back to sign in',
  focusOnShow = false,
}: {
  onBack?: () => void;
  backLabel?: string;
  /** Whether the email field takes the focus when the form shows, as after the button that opened it is gone. */
  focusOnShow?: boolean;
}) {
  const forgot = useForgotPassword();
  const emailField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnShow) emailField.current?.focus();
  }, [focusOnShow]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (forgot.isPending) return;
    forgot.mutate({ email: String(new FormData(event.currentTarget).get('email') ?? '') });
  };
  const back = onBack && (
    <Button type="button" variant="link" className="self-center" onClick={onBack}>
      {backLabel}
    </Button>
  );
  if (forgot.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="success">
          <MailCheck aria-hidden="true" />
          <p>{resetLinkSentText(forgot.variables.email)}</p>
        </Alert>
        <Button type="button" variant="outline" onClick={() => forgot.reset()}>
          Use another address
        </Button>
        {back}
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="forgot-password-heading">
      <div className="flex flex-col gap-1">
        <h2 id="forgot-password-heading" className="text-lg font-semibold">
          Forgot your password?
        </h2>
        <p className="text-sm text-muted-foreground">
          Enter the email you sign in with and we will send you a link to set a new password.
        </p>
      </div>
      <TextField
        id="forgot-email"
        ref={emailField}
        required
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      {forgot.error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {forgot.error.message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={forgot.isPending}>
        {forgot.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {forgot.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
      {back}
    </form>
  );
}
