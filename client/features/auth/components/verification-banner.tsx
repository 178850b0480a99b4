import { MailWarning } from 'lucide-react';
import { useSignedInUser } from '#client/lib/current-user.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';

/** Under the navigation for an account whose address is not verified yet: what to do, and a new link. */
export function VerificationBanner() {
  const user = useSignedInUser();
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-label="Verify your address"
      className="border-b border-amber-200 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <p className="flex items-center gap-2 text-sm">
          <MailWarning className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Please verify your email address <strong className="break-all">{user.email}</strong> — we sent you
            a link.
          </span>
        </p>
        <ResendVerificationButton variant="outline" size="sm" />
      </div>
    </section>
  );
}
