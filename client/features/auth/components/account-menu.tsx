import { Download, LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
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
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { displayName, useSignedInUser } from '#client/lib/current-user.ts';
import { failureToast } from '#client/lib/failure-toast.ts';
import { toast } from '#client/lib/toast.ts';
import { DELETE_CONFIRMATION } from '#common/api/auth.ts';
import { useDeleteAccount, useSignOut } from '../api/account.ts';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);

/** The signed-in user's menu: sign out, download their data, delete their account. */
export function AccountMenu() {
  const user = useSignedInUser();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const signOut = useSignOut({
    onSuccess: () => {
      toast({ title: 'Signed out', description: 'See you soon.' });
      navigate('/');
    },
    onError: (error) => failureToast('Sign out failed', error),
  });
  const remove = useDeleteAccount({
    onSuccess: () => {
      setConfirming(false);
      toast({ title: 'Account deleted', description: 'Your account and all your data have been removed.' });
      navigate('/');
    },
    onError: (error) => failureToast('Delete failed', error),
  });
  if (!user) return null;
  const name = displayName(user) || (user.email ?? '');

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="gap-2 px-2" aria-label={`Account menu for ${name}`}>
            <span
              className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
              aria-hidden="true"
            >
              {initialsOf(name)}
            </span>
            <span className="hidden max-w-32 truncate text-sm xl:inline">{user.firstName}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            <span className="block font-semibold">{name}</span>
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <a href="/api/account/export" download>
              <Download aria-hidden="true" />
              Download my data
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => signOut.mutate()}>
            <LogOut aria-hidden="true" />
            Sign out
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem className="text-destructive" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete my account
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <AlertDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          setTyped('');
        }}
      >
        <AlertDialogContent>
          <AlertDialogTitle>Delete your account?</AlertDialogTitle>
          <AlertDialogDescription>
            Your account, resumes, interview practice, profiles, matches and conversations will be removed for
            good, and a paid plan is cancelled so nothing more is charged. Download your data first if you
            want to keep it.
          </AlertDialogDescription>
          <div className="grid gap-1.5">
            <Label htmlFor="delete-confirmation">Type {DELETE_CONFIRMATION} to confirm</Label>
            <Input
              id="delete-confirmation"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep my account</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={typed !== DELETE_CONFIRMATION || remove.isPending}
              onClick={() => remove.mutate()}
            >
              Delete my account
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
