import { CircleCheck, LoaderCircle } from 'lucide-react';
import { StandalonePage } from '#client/components/layout/standalone-page.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { useLinkToken } from '#client/lib/use-hydrated.ts';
import { useOnceOnLoad } from '#client/lib/use-once-on-load.ts';
import { INVALID_LINK } from '#common/accounts.ts';
import { useConfirmWaitlist } from '../api/confirm-waitlist.ts';

/** Opened from the waitlist's confirmation email: confirms the place once, and says how it went. */
export default function WaitlistConfirmPage() {
  const token = useLinkToken();
  const confirm = useConfirmWaitlist();
  useOnceOnLoad(() => {
    if (token) confirm.mutate(token);
  }, token !== undefined);
  const failure = token === '' ? INVALID_LINK : confirm.error?.message;

  return (
    <StandalonePage
      title="Confirm your place on the waitlist"
      description="Confirming the email address you joined the CareerPilot waitlist with."
    >
      {failure ? (
        <Alert variant="destructive">
          <p>{failure}</p>
        </Alert>
      ) : confirm.isSuccess ? (
        <Alert variant="success">
          <CircleCheck aria-hidden="true" />
          <p>You're on the list: {confirm.data.email}. We will email you when CareerPilot launches.</p>
        </Alert>
      ) : (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin-late" aria-hidden="true" />
          Confirming…
        </p>
      )}
    </StandalonePage>
  );
}
