import { useRef } from 'react';
import { AlertDialogFooter } from '#client/components/ui/alert-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { AlertDialogShell } from '#client/components/ui/confirm-dialog-view.tsx';
import type { GuestDataDecision, SignInRequest, UserDataCounts } from '#common/api/auth.ts';
import { keepGuestDataQuestion } from '../account-texts.ts';

const GUEST_DATA_ANSWERS: { decision: GuestDataDecision; label: string }[] = [
  { decision: 'discard', label: 'No, delete them' },
  { decision: 'keep', label: 'Yes, keep them' },
];

export type GuestDataQuestion = {
  request: SignInRequest;
  guestData: UserDataCounts;
  accountHasData: boolean;
};

/**
 * Asks a guest with data who signs in whether to keep it. The default answer (focused, and the primary button)
 * is No when the account has data of its own, since the guest's may be someone else's on a shared computer.
 */
export function GuestDataDialog({
  question,
  busy,
  onAnswer,
  onCancel,
}: {
  question: GuestDataQuestion;
  busy: boolean;
  onAnswer: (decision: GuestDataDecision) => void;
  onCancel: () => void;
}) {
  const defaultDecision: GuestDataDecision = question.accountHasData ? 'discard' : 'keep';
  const defaultAnswer = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialogShell
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        defaultAnswer.current?.focus();
      }}
      title={keepGuestDataQuestion(question.guestData)}
      description={
        <>
          {question.accountHasData
            ? 'Your account already has data of its own. '
            : 'Yes adds them to your account. '}
          If someone else made them on this browser, for example on a shared computer, choose No and they are
          deleted{question.guestData.paidPlans > 0 ? ', and the paid plan started here is cancelled' : ''}.
        </>
      }
    >
      <AlertDialogFooter>
        {GUEST_DATA_ANSWERS.map(({ decision, label }) => (
          <Button
            key={decision}
            type="button"
            ref={decision === defaultDecision ? defaultAnswer : undefined}
            variant={decision === defaultDecision ? 'default' : 'outline'}
            disabled={busy}
            onClick={() => onAnswer(decision)}
          >
            {label}
          </Button>
        ))}
      </AlertDialogFooter>
    </AlertDialogShell>
  );
}
