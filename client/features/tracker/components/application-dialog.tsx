import { LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { formatDate } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import type { Application } from '#common/api/tracker.ts';
import { APPLICATION_STAGES, STAGE_LABELS } from '#common/tracker.ts';
import { useDeleteApplication } from '../api/delete-application.ts';
import { useApplication } from '../api/get-application.ts';
import { useMoveApplication } from '../api/move-application.ts';
import { ApplicationDetailsForm } from './application-details-form.tsx';
import { FormMessage } from './form-message.tsx';
import { InterviewRounds } from './interview-rounds.tsx';

/** The stage, changed at once (its history records the date), apart from the fields saved by 'Save changes'. */
function StageChoice({ application }: { application: Application }) {
  // The error is shown beside the select: the dialog hides toasts from assistive technology.
  const move = useMoveApplication({ onError: () => undefined });
  const moved = move.isSuccess ? `Moved to ${STAGE_LABELS[move.data.stage]}.` : null;
  return (
    <div className="grid gap-1.5 sm:max-w-xs">
      <SelectField
        id="application-stage"
        label="Stage"
        value={application.stage}
        options={APPLICATION_STAGES}
        optionLabel={(stage) => STAGE_LABELS[stage]}
        onChange={(stage) => {
          if (stage !== application.stage) move.mutate({ id: application.id, stage });
        }}
      />
      {move.isPending ? (
        <p role="status" className="flex min-h-5 items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Moving…
        </p>
      ) : (
        <FormMessage error={move.error?.message} done={moved} />
      )}
    </div>
  );
}

function StageHistory({ history }: { history: Application['history'] }) {
  return (
    <section aria-labelledby="history-heading" className="grid gap-2">
      <h3 id="history-heading" className="font-semibold">
        Stage history
      </h3>
      <ol className="grid gap-1 text-sm">
        {history.map((change) => (
          <li
            key={`${change.stage}:${change.at}`}
            className="flex justify-between gap-4 border-b py-1 last:border-0"
          >
            <span>{STAGE_LABELS[change.stage]}</span>
            <time dateTime={change.at} className="text-muted-foreground">
              {formatDate(change.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

function DeleteApplication({ application, onDeleted }: { application: Application; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteApplication({
    onSuccess: () => {
      setOpen(false);
      onDeleted();
      toast({ title: 'Application deleted', description: `${application.title} at ${application.company}` });
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="outline" className="text-destructive">
          <Trash2 aria-hidden="true" />
          Delete application
        </Button>
      }
      title="Delete this application?"
      description={`${application.title} at ${application.company} is deleted with its interview rounds, contacts and history. This cannot be undone.`}
      cancelLabel="Keep it"
      confirmLabel="Delete"
      confirmVariant="destructive"
      busy={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate(application.id)}
    />
  );
}

function ApplicationDetails({ application, onDeleted }: { application: Application; onDeleted: () => void }) {
  return (
    <>
      <DialogTitle>{application.title}</DialogTitle>
      <DialogDescription>
        {application.company}
        {application.location && ` · ${application.location}`}
      </DialogDescription>
      <StageChoice application={application} />
      <ApplicationDetailsForm key={application.id} application={application} />
      <InterviewRounds application={application} />
      <StageHistory history={application.history} />
      <div className="border-t pt-4">
        <DeleteApplication application={application} onDeleted={onDeleted} />
      </div>
    </>
  );
}

function DetailsBody({ applicationId, onClose }: { applicationId: number; onClose: () => void }) {
  const { data, error, isPending } = useApplication(applicationId);
  if (data) return <ApplicationDetails application={data} onDeleted={onClose} />;
  return (
    <>
      <DialogTitle>Application</DialogTitle>
      <DialogDescription className="sr-only">One application's details</DialogDescription>
      {isPending ? (
        <p role="status" className="flex min-h-40 items-start gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Loading the application…
        </p>
      ) : (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error?.message ?? 'The application could not be loaded.'}
        </p>
      )}
    </>
  );
}

/** One application: every detail, editable; its interview rounds, stage history, and a way to delete it. */
export function ApplicationDialog({
  applicationId,
  open,
  onOpenChange,
  onOpenerGone,
}: {
  applicationId: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Closed after the control that opened it went away: a card redrawn in another column by a stage change. */
  onOpenerGone: (applicationId: number) => void;
}) {
  // The application stays known while the dialog closes, for where focus goes then.
  const [shownId, setShownId] = useState(applicationId);
  if (applicationId !== null && applicationId !== shownId) setShownId(applicationId);
  return (
    <Dialog open={open && applicationId !== null} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        onOpenerGone={() => {
          if (shownId !== null) onOpenerGone(shownId);
        }}
      >
        {applicationId !== null && (
          <DetailsBody applicationId={applicationId} onClose={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
