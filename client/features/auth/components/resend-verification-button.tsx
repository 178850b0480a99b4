import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { failureToast } from '#client/lib/failure-toast.ts';
import { toast } from '#client/lib/toast.ts';
import { verificationSentText } from '../account-texts.ts';
import { useResendVerification } from '../api/resend-verification.ts';

/**
 * Sends a new verification link to the signed-in account's address and says so in a toast; `inline` also says it
 * beside the button, for a dialog, which hides toasts from assistive technology while it is open.
 */
export function ResendVerificationButton({
  label = 'Resend link',
  inline = false,
  ...button
}: Omit<ComponentProps<typeof Button>, 'onClick' | 'children'> & { label?: string; inline?: boolean }) {
  const resend = useResendVerification({
    onSuccess: ({ sentTo }) => toast({ title: 'Link sent', description: verificationSentText(sentTo) }),
    onError: (error) => failureToast('Could not send the link', error),
  });
  return (
    <>
      <Button type="button" {...button} disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {label}
      </Button>
      {inline && resend.isSuccess && (
        <p role="status" className="text-sm">
          {verificationSentText(resend.data.sentTo)}
        </p>
      )}
      {inline && resend.error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {resend.error.message}
        </p>
      )}
    </>
  );
}
