import { BellRing, Download, KeyRound, LogOut, Mail, MonitorSmartphone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { EmailSettingsDialog } from '#client/features/digest/components/email-settings-dialog.tsx';
import { displayName, useSignedInUser } from '#client/lib/current-user.ts';
import { failureToast } from '#client/lib/failure-toast.ts';
import { initialsOf } from '#client/lib/text.ts';
import { toast } from '#client/lib/toast.ts';
import { API_ROUTES } from '#common/api/routes.ts';
import { useSignOut } from '../api/account.ts';
import {
  ChangeEmailDialog,
  ChangePasswordDialog,
  DeleteAccountDialog,
  SignOutElsewhereDialog,
} from './account-dialogs.tsx';

type OpenDialog =
  | 'email-settings'
  | 'change-email'
  | 'change-password'
  | 'sign-out-elsewhere'
  | 'delete'
  | undefined;

/**
 * The signed-in user's menu: the morning email's settings, download their data, change the email or the
 * password, sign out elsewhere or here, delete the account.
 */
export function AccountMenu() {
  const user = useSignedInUser();
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<OpenDialog>();
  const signOut = useSignOut({
    onSuccess: () => {
      toast({ title: 'Signed out', description: 'See you soon.' });
      navigate('/');
    },
    onError: (error) => failureToast('Sign out failed', error),
  });
  if (!user) return null;
  const name = displayName(user) || (user.email ?? '');
  const dialogProps = (which: NonNullable<OpenDialog>) => ({
    open: dialog === which,
    onOpenChange: (open: boolean) => setDialog(open ? which : undefined),
  });

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="gap-2 px-2" aria-label={`Account menu for ${name}`}>
            {/* Drawn from an attribute so the initials are not read as the button's visible label, which must match its name. */}
            <span
              data-initials={initialsOf(name)}
              className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground before:content-[attr(data-initials)]"
              aria-hidden="true"
            />
            <span className="hidden max-w-32 truncate text-sm xl:inline">{user.firstName}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            <span className="block font-semibold">{name}</span>
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog('email-settings')}>
            <BellRing aria-hidden="true" />
            Email settings
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href={API_ROUTES.exportAccount.path} download>
              <Download aria-hidden="true" />
              Download my data
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('change-email')}>
            <Mail aria-hidden="true" />
            Change email
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('change-password')}>
            <KeyRound aria-hidden="true" />
            Change password
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('sign-out-elsewhere')}>
            <MonitorSmartphone aria-hidden="true" />
            Sign out everywhere else
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => signOut.mutate()}>
            <LogOut aria-hidden="true" />
            Sign out
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem className="text-destructive" onSelect={() => setDialog('delete')}>
            <Trash2 aria-hidden="true" />
            Delete my account
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <EmailSettingsDialog {...dialogProps('email-settings')} />
      <ChangeEmailDialog {...dialogProps('change-email')} />
      <ChangePasswordDialog {...dialogProps('change-password')} />
      <SignOutElsewhereDialog {...dialogProps('sign-out-elsewhere')} />
      <DeleteAccountDialog {...dialogProps('delete')} />
    </>
  );
}
