import { Columns3, LoaderCircle, Plus, Rows3 } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { lazyDialog } from '#client/components/ui/lazy-dialog.tsx';
import { failureToast } from '#client/lib/failure-toast.ts';
import { localDate } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { cn } from '#client/lib/utils.ts';
import type { ApplicationSummary } from '#common/api/tracker.ts';
import { type ApplicationStage, STAGE_LABELS } from '#common/tracker.ts';
import { useApplications } from '../api/get-applications.ts';
import { useMoveApplication } from '../api/move-application.ts';
import {
  readTrackerAddress,
  type TrackerAddress,
  type TrackerView,
  writeTrackerAddress,
} from '../tracker-address.ts';
import { applicationName } from '../tracker-view.ts';
import { useWideScreen } from '../use-wide-screen.ts';
import { ApplicationList } from './application-list.tsx';
import { Board } from './board.tsx';
import { CardFocusProvider, useCardFocusRequest } from './card-focus.tsx';
import { FollowUpSetting } from './follow-up-setting.tsx';
import { StageTabs } from './stage-tabs.tsx';
import { TrackerFileActions } from './tracker-files.tsx';

const AddApplicationDialog = lazyDialog(() =>
  import('./add-application-dialog.tsx').then(({ AddApplicationDialogView }) => AddApplicationDialogView),
);
const ApplicationDialog = lazyDialog(() =>
  import('./application-dialog.tsx').then(({ ApplicationDialog }) => ApplicationDialog),
);

const VIEW_CHOICES: { view: TrackerView; label: string; icon: typeof Columns3 }[] = [
  { view: 'board', label: 'Board', icon: Columns3 },
  { view: 'list', label: 'List', icon: Rows3 },
];

function ViewToggle({ view, onChange }: { view: TrackerView; onChange: (view: TrackerView) => void }) {
  return (
    <fieldset className="inline-flex rounded-lg bg-muted p-1">
      <legend className="sr-only">View</legend>
      {VIEW_CHOICES.map(({ view: choice, label, icon: Icon }) => (
        <Button
          key={choice}
          type="button"
          size="sm"
          variant="ghost"
          aria-pressed={view === choice}
          onClick={() => onChange(choice)}
          className={cn(view === choice && 'bg-card text-foreground shadow-sm hover:bg-card')}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
    </fieldset>
  );
}

function NoApplications() {
  return (
    <div className="rounded-xl border border-dashed bg-card p-10 text-center">
      <h2 className="text-lg font-semibold">No applications yet</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">
        Choose Add application to type one in, pick one of your job matches, or paste a job description.
        Applying from the Career Guide adds the job here too.
      </p>
    </div>
  );
}

/**
 * Moves made on the board: a drop, already announced, keeps focus on the card's handle; a move by the stage menu
 * says where the card went, and focus follows the card; in the list the row stays where it is. A failed move is
 * put back.
 */
function useStageMoves() {
  const focusCard = useCardFocusRequest();
  const move = useMoveApplication({
    onError: (error) => failureToast('The application could not be moved', error),
  });
  const send = (application: ApplicationSummary, stage: ApplicationStage) =>
    move.mutate({ id: application.id, stage });
  const announce = (application: ApplicationSummary, stage: ApplicationStage) =>
    toast({ title: `Moved to ${STAGE_LABELS[stage]}`, description: applicationName(application) });
  return {
    byDrop: (application: ApplicationSummary, stage: ApplicationStage) => {
      focusCard({ id: application.id, stage, part: 'handle' });
      send(application, stage);
    },
    byCardMenu: (application: ApplicationSummary, stage: ApplicationStage) => {
      focusCard({ id: application.id, stage, part: 'open' });
      send(application, stage);
      announce(application, stage);
    },
    byListMenu: (application: ApplicationSummary, stage: ApplicationStage) => {
      send(application, stage);
      announce(application, stage);
    },
  };
}

function Applications({
  view,
  applications,
  onOpen,
}: {
  view: TrackerView;
  applications: ApplicationSummary[];
  onOpen: (id: number) => void;
}) {
  const wide = useWideScreen();
  const moves = useStageMoves();
  const now = new Date();
  const today = localDate(now);
  if (view === 'list') {
    return (
      <ApplicationList applications={applications} today={today} onOpen={onOpen} onMove={moves.byListMenu} />
    );
  }
  const cardProps = { applications, today, now, onOpen, onMove: moves.byCardMenu };
  return wide ? <Board {...cardProps} onDrop={moves.byDrop} /> : <StageTabs {...cardProps} />;
}

function TrackerContent() {
  const [searchParams, setSearchParams] = useSearchParams();
  const address = readTrackerAddress(searchParams);
  const { applications, isPending, error, refetch } = useApplications();
  const focusCard = useCardFocusRequest();
  const change = (next: Partial<TrackerAddress>) =>
    setSearchParams((current) => writeTrackerAddress(current, { ...address, ...next }), { replace: true });

  return (
    <>
      <PageHeader
        title="Applications"
        subtitle="Every job you are going for, from saved to offer, in one place."
      >
        <TrackerFileActions />
        <AddApplicationDialog
          applications={applications}
          trigger={
            <Button>
              <Plus aria-hidden="true" />
              Add application
            </Button>
          }
        />
      </PageHeader>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <ViewToggle view={address.view} onChange={(view) => change({ view })} />
        <FollowUpSetting />
      </div>
      <div className="mt-4">
        {isPending ? (
          <p
            role="status"
            className="flex min-h-96 items-center justify-center gap-2 text-sm text-muted-foreground"
          >
            <LoaderCircle className="size-4 animate-spin-late" aria-hidden="true" />
            Loading your applications…
          </p>
        ) : error ? (
          <div role="alert" className="grid justify-items-start gap-3 rounded-xl border p-6">
            <p className="font-medium text-destructive">
              Your applications could not be loaded: {error.message}
            </p>
            <Button type="button" variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : applications.length === 0 ? (
          <NoApplications />
        ) : (
          <Applications
            view={address.view}
            applications={applications}
            onOpen={(application) => change({ application })}
          />
        )}
      </div>
      <ApplicationDialog
        applicationId={address.application}
        open={address.application !== null}
        onOpenChange={(open) => {
          if (!open) change({ application: null });
        }}
        onOpenerGone={(openedId) => {
          const opened = applications.find(({ id }) => id === openedId);
          if (opened) focusCard({ id: opened.id, stage: opened.stage, part: 'open' });
        }}
      />
    </>
  );
}

export default function TrackerPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageMeta
        title="Applications"
        description="Track every job application from saved to offer: stages, interviews, next steps and reminders."
      />
      <CardFocusProvider>
        <TrackerContent />
      </CardFocusProvider>
    </div>
  );
}
