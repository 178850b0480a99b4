import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

/** Asks before a paid plan is cancelled: it keeps running until the end of the period paid for. */
export function CancelPlanDialog({
  planName,
  open,
  onOpenChange,
  busy,
  onConfirm,
}: {
  planName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel ${planName}?`}
      description={`You keep everything in ${planName} until the end of the current period, and nothing more is charged. Your resumes, practice and profiles stay yours on the Free plan.`}
      cancelLabel="Keep my plan"
      confirmLabel="Cancel subscription"
      confirmVariant="destructive"
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
