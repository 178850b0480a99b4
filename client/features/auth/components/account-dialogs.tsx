import { LoaderCircle } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
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
import { toast } from '#client/lib/toast.ts';
import { NEW_PASSWORD_HINT } from '../account-texts.ts';
import { useChangePassword, useDeleteAccount, useSignOutElsewhere } from '../api/account.ts';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** A password field of a dialog's form. */
function PasswordField({
  id,
  label,
  autoComplete,
  hint,
}: {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={id}
        type="password"
        required
        autoComplete={autoComplete}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * A failed request's message inside the dialog: while a dialog is open the rest of the page (toasts included)
 * is hidden from assistive technology, so the dialog says it itself.
 */
function DialogError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {error.message}
    </p>
  );
}

function Busy({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <>
      {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {children}
    </>
  );
}

const fieldOf = (event: FormEvent<HTMLFormElement>, name: string) =>
  String(new FormData(event.currentTarget).get(name) ?? '');

export function ChangePasswordDialog({ open, onOpenChange }: DialogProps) {
  const change = useChangePassword({
    onSuccess: () => {
      onOpenChange(false);
      toast({
        title: 'Password changed',
        description: 'Every other browser and device where you were signed in has been signed out.',
      });
    },
    onError: () => undefined,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate({
      currentPassword: fieldOf(event, 'current-password'),
      newPassword: fieldOf(event, 'new-password'),
    });
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        change.reset();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>Change your password</AlertDialogTitle>
        <AlertDialogDescription>
          You stay signed in here; every other browser and device where you are signed in is signed out.
        </AlertDialogDescription>
        <form className="grid gap-4" onSubmit={submit}>
          <PasswordField id="current-password" label="Current password" autoComplete="current-password" />
          <PasswordField
            id="new-password"
            label="New password"
            autoComplete="new-password"
            hint={NEW_PASSWORD_HINT}
          />
          <DialogError error={change.error} />
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
            <Button type="submit" disabled={change.isPending}>
              <Busy busy={change.isPending}>Change password</Busy>
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const endedText = (ended: number) =>
  ended === 0
    ? 'You were not signed in anywhere else.'
    : `${ended} other ${ended === 1 ? 'session was' : 'sessions were'} ended. You are still signed in here.`;

export function SignOutElsewhereDialog({ open, onOpenChange }: DialogProps) {
  const signOutElsewhere = useSignOutElsewhere({
    onSuccess: ({ ended }) => {
      onOpenChange(false);
      toast({ title: 'Signed out everywhere else', description: endedText(ended) });
    },
    onError: () => undefined,
  });
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        signOutElsewhere.reset();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>Sign out everywhere else?</AlertDialogTitle>
        <AlertDialogDescription>
          This signs you out of CareerPilot on every other browser and device, such as a phone or a shared
          computer. You stay signed in here. If you think someone else knows your password, change it instead:
          that signs everyone else out too.
        </AlertDialogDescription>
        <DialogError error={signOutElsewhere.error} />
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button disabled={signOutElsewhere.isPending} onClick={() => signOutElsewhere.mutate()}>
            <Busy busy={signOutElsewhere.isPending}>Sign out everywhere else</Busy>
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function DeleteAccountDialog({ open, onOpenChange }: DialogProps) {
  const [, navigate] = useLocation();
  const remove = useDeleteAccount({
    onSuccess: () => {
      onOpenChange(false);
      toast({ title: 'Account deleted', description: 'Your account and all your data have been removed.' });
      navigate('/');
    },
    onError: () => undefined,
  });
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        remove.reset();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>Delete your account?</AlertDialogTitle>
        <AlertDialogDescription>
          Your account, resumes, interview practice, profiles, matches and conversations will be removed for
          good, and a paid plan is cancelled so nothing more is charged. Download your data first if you want
          to keep it.
        </AlertDialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate(fieldOf(event, 'delete-password'));
          }}
        >
          <PasswordField
            id="delete-password"
            label="Enter your password to confirm"
            autoComplete="current-password"
          />
          <DialogError error={remove.error} />
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Keep my account</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              <Busy busy={remove.isPending}>Delete my account</Busy>
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
