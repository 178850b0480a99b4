import { CircleCheck, LoaderCircle } from 'lucide-react';
import { StandalonePage } from '#client/components/layout/standalone-page.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useLinkToken } from '#client/lib/use-hydrated.ts';
import { useUnsubscribeDigest } from '../api/unsubscribe-digest.ts';

const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Use the link at the bottom of our newest morning email, or turn the email off in your email settings.';

/** Opened from the unsubscribe link of a morning email: one button turns the email off, no sign-in needed. */
export default function UnsubscribePage() {
  const token = useLinkToken();
  const unsubscribe = useUnsubscribeDigest();

  return (
    <StandalonePage
      title="Unsubscribe"
      description="Stop the morning email of jobs we picked for you. Nothing else about your account changes."
    >
      {unsubscribe.isSuccess ? (
        <Alert variant="success">
          <CircleCheck aria-hidden="true" />
          <p>
            {unsubscribe.data.email} will get no more morning emails. You can turn them back on in your email
            settings.
          </p>
        </Alert>
      ) : (
        <>
          {token === '' && (
            <Alert variant="destructive">
              <p>{INVALID_UNSUBSCRIBE_LINK}</p>
            </Alert>
          )}
          {unsubscribe.error && (
            <Alert variant="destructive">
              <p>{unsubscribe.error.message}</p>
            </Alert>
          )}
          <Button
            type="button"
            size="lg"
            disabled={!token || unsubscribe.isPending}
            onClick={() => token && unsubscribe.mutate(token)}
          >
            {unsubscribe.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            Unsubscribe
          </Button>
        </>
      )}
    </StandalonePage>
  );
}
