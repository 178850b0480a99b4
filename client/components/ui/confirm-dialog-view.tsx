import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from './alert-dialog.tsx';
import { Button } from './button.tsx';

type DialogShellProps = {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenAutoFocus?: ComponentProps<typeof AlertDialogContent>['onOpenAutoFocus'];
};

/** A question that interrupts the user: its title and description, then what it offers to answer with. */
export function AlertDialogShell({
  title,
  description,
  children,
  open,
  onOpenChange,
  onOpenAutoFocus,
}: DialogShellProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onOpenAutoFocus={onOpenAutoFocus}>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {children}
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * A failed request's message inside the dialog: while a dialog is open the rest of the page (toasts included)
 * is hidden from assistive technology, so the dialog says it itself.
 */
function DialogError({ error }: { error: Error | null | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {error.message}
    </p>
  );
}

export type ConfirmDialogProps = Omit<DialogShellProps, 'children' | 'onOpenAutoFocus'> & {
  cancelLabel: string;
  confirmLabel: string;
  confirmVariant?: 'default' | 'destructive';
  /** Called with the data of `fields`, if the dialog asks for any. */
  onConfirm: (form: FormData) => void;
  /** Fields the confirmation asks for, such as a password: the dialog becomes a form that confirms on submit. */
  fields?: ReactNode;
  /**
   * Whether the confirmed request is running: the confirm button waits, spinning, and the dialog stays open
   * until its owner closes it. Without it (and without fields) the dialog closes on confirm.
   */
  busy?: boolean;
  error?: Error | null;
};

/**
 * Asks the user to confirm an action, optionally with some fields, and shows why the action failed. Screens use
 * `ConfirmDialog`, which fetches this (and Radix's alert dialog) when it is first opened.
 */
export function ConfirmDialogView({
  cancelLabel,
  confirmLabel,
  confirmVariant = 'default',
  onConfirm,
  fields,
  busy,
  error,
  ...shell
}: ConfirmDialogProps) {
  const confirmText = (
    <>
      {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {confirmLabel}
    </>
  );
  const confirmButton =
    busy === undefined && !fields ? (
      <AlertDialogAction variant={confirmVariant} onClick={() => onConfirm(new FormData())}>
        {confirmText}
      </AlertDialogAction>
    ) : (
      <Button
        type={fields ? 'submit' : 'button'}
        variant={confirmVariant}
        disabled={busy}
        onClick={fields ? undefined : () => onConfirm(new FormData())}
      >
        {confirmText}
      </Button>
    );
  const footer = (
    <>
      <DialogError error={error} />
      <AlertDialogFooter>
        <AlertDialogCancel type="button">{cancelLabel}</AlertDialogCancel>
        {confirmButton}
      </AlertDialogFooter>
    </>
  );
  if (!fields) return <AlertDialogShell {...shell}>{footer}</AlertDialogShell>;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(new FormData(event.currentTarget));
  };
  return (
    <AlertDialogShell {...shell}>
      <form className="grid gap-4" onSubmit={submit}>
        {fields}
        {footer}
      </form>
    </AlertDialogShell>
  );
}
