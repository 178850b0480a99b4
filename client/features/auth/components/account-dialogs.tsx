import { useLocation } from 'wouter';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { toast } from '#client/lib/toast.ts';
import { changeEmailSentText, NEW_PASSWORD_HINT } from '../account-texts.ts';
import { useChangePassword, useDeleteAccount, useSignOutElsewhere } from '../api/account.ts';
import { useChangeEmail } from '../api/change-email.ts';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

type PasswordFieldProps = {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
};

/** A password field of a dialog's form, named by its id. */
function PasswordField(props: PasswordFieldProps) {
  return <TextField {...props} name={props.id} type="password" required />;
}

const fieldOf = (form: FormData, name: string) => String(form.get(name) ?? '');

type DialogMutation = { isPending: boolean; error: Error | null; reset: () => void };

/** A dialog that runs a request: busy while it runs, showing its failure, which closing the dialog forgets. */
const requestDialog = ({ open, onOpenChange }: DialogProps, mutation: DialogMutation) => ({
  open,
  onOpenChange: (next: boolean) => {
    onOpenChange(next);
    mutation.reset();
  },
  busy: mutation.isPending,
  error: mutation.error,
});

export function ChangePasswordDialog(props: DialogProps) {
  const change = useChangePassword({
    onSuccess: () => {
      props.onOpenChange(false);
      toast({
        title: 'Password changed',
        description: 'Every other browser and device where you were signed in has been signed out.',
      });
    },
    onError: () => undefined,
  });
  return (
    <ConfirmDialog
      {...requestDialog(props, change)}
      title="Change your password"
      description="You stay signed in here; every other browser and device where you are signed in is signed out."
      fields={
        <>
          <PasswordField id="current-password" label="Current password" autoComplete="current-password" />
          <PasswordField
            id="new-password"
            label="New password"
            autoComplete="new-password"
            hint={NEW_PASSWORD_HINT}
          />
        </>
      }
      cancelLabel="Cancel"
      confirmLabel="Change password"
      onConfirm={(form) =>
        change.mutate({
          currentPassword: fieldOf(form, 'current-password'),
          newPassword: fieldOf(form, 'new-password'),
        })
      }
    />
  );
}

/** How long the note about confirming a new address stays: it is longer than a glance. */
const CHANGE_EMAIL_NOTE_DURATION_MS = 20_000;

export function ChangeEmailDialog(props: DialogProps) {
  const change = useChangeEmail({
    onSuccess: ({ sentTo }) => {
      props.onOpenChange(false);
      toast({
        title: 'Confirm your new address',
        description: changeEmailSentText(sentTo),
        duration: CHANGE_EMAIL_NOTE_DURATION_MS,
      });
    },
    onError: () => undefined,
  });
  return (
    <ConfirmDialog
      {...requestDialog(props, change)}
      title="Change your email"
      description="We send a link to the new address. Your email changes once you open it."
      fields={
        <>
          <TextField
            id="new-email"
            name="new-email"
            label="New email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
          />
          <PasswordField
            id="change-email-password"
            label="Current password"
            autoComplete="current-password"
          />
        </>
      }
      cancelLabel="Cancel"
      confirmLabel="Send confirmation link"
      onConfirm={(form) =>
        change.mutate({
          email: fieldOf(form, 'new-email'),
          password: fieldOf(form, 'change-email-password'),
        })
      }
    />
  );
}

const endedText = (ended: number) =>
  ended === 0
    ? 'You were not signed in anywhere else.'
    : `${ended} other ${ended === 1 ? 'session was' : 'sessions were'} ended. You are still signed in here.`;

export function SignOutElsewhereDialog(props: DialogProps) {
  const signOutElsewhere = useSignOutElsewhere({
    onSuccess: ({ ended }) => {
      props.onOpenChange(false);
      toast({ title: 'Signed out everywhere else', description: endedText(ended) });
    },
    onError: () => undefined,
  });
  return (
    <ConfirmDialog
      {...requestDialog(props, signOutElsewhere)}
      title="Sign out everywhere else?"
      description="This signs you out of CareerPilot on every other browser and device, such as a phone or a shared computer. You stay signed in here. If you think someone else knows your password, change it instead: that signs everyone else out too."
      cancelLabel="Cancel"
      confirmLabel="Sign out everywhere else"
      onConfirm={() => signOutElsewhere.mutate()}
    />
  );
}

export function DeleteAccountDialog(props: DialogProps) {
  const [, navigate] = useLocation();
  const remove = useDeleteAccount({
    onSuccess: () => {
      props.onOpenChange(false);
      toast({ title: 'Account deleted', description: 'Your account and all your data have been removed.' });
      navigate('/');
    },
    onError: () => undefined,
  });
  return (
    <ConfirmDialog
      {...requestDialog(props, remove)}
      title="Delete your account?"
      description="Your account, resumes, interview practice, profiles, matches and conversations will be removed for good, and a paid plan is cancelled so nothing more is charged. Download your data first if you want to keep it."
      fields={
        <PasswordField
          id="delete-password"
          label="Enter your password to confirm"
          autoComplete="current-password"
        />
      }
      cancelLabel="Keep my account"
      confirmLabel="Delete my account"
      confirmVariant="destructive"
      onConfirm={(form) => remove.mutate(fieldOf(form, 'delete-password'))}
    />
  );
}
