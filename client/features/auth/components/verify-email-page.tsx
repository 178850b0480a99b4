import { CircleCheck, LoaderCircle } from 'lucide-react';
import { Link } from 'wouter';
import { StandalonePage } from '#client/components/layout/standalone-page.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useSignedInUser } from '#client/lib/current-user.ts';
import { useLinkToken } from '#client/lib/use-hydrated.ts';
import { useOnceOnLoad } from '#client/lib/use-once-on-load.ts';
import { INVALID_LINK } from '#common/accounts.ts';
import { APP_PATHS } from '#common/routes.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';

/** How to get a new link: a signed-in, unverified account asks here; anyone else signs in first. */
function NewLinkOffer() {
  const user = useSignedInUser();
  if (user?.emailVerified) {
    return (
      <Button asChild>
        <Link href={APP_PATHS.dashboard}>Go to your dashboard</Link>
      </Button>
    );
  }
  if (user) return <ResendVerificationButton label="Send me a new link" />;
  return (
    <p className="text-sm text-muted-foreground">
      To get a new link,{' '}
      <Link href={APP_PATHS.auth[1]} className="font-medium text-primary underline underline-offset-2">
        sign in
      </Link>{' '}
      and choose Resend link.
    </p>
  );
}

/** Opened from the link in a verification email: verifies the address once, and says how it went. */
export default function VerifyEmailPage() {
  const token = useLinkToken();
  const verify = useVerifyEmail();
  useOnceOnLoad(() => {
    if (token) verify.mutate(token);
  }, token !== undefined);
  const failure = token === '' ? INVALID_LINK : verify.error?.message;

  return (
    <StandalonePage title="Verify your email" description="Confirming that this email address is yours.">
      {failure ? (
        <>
          <Alert variant="destructive">
            <p>{failure}</p>
          </Alert>
          <NewLinkOffer />
        </>
      ) : verify.isSuccess ? (
        <>
          <Alert variant="success">
            <CircleCheck aria-hidden="true" />
            <p>Your email address {verify.data.email} is verified.</p>
          </Alert>
          <Button asChild>
            <Link href={APP_PATHS.dashboard}>Go to your dashboard</Link>
          </Button>
        </>
      ) : (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin-late" aria-hidden="true" />
          Verifying…
        </p>
      )}
    </StandalonePage>
  );
}
