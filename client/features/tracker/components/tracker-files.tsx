import { CalendarDays, FileDown, FileUp } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { lazyDialog } from '#client/components/ui/lazy-dialog.tsx';
import { APPLICATIONS_CSV_PATH, interviewCalendarPath } from '../api/download-paths.ts';

const ImportDialog = lazyDialog(() =>
  import('./import-dialog.tsx').then(({ ImportDialogView }) => ImportDialogView),
);

/** Export the applications as CSV, import a CSV, download the interview rounds as .ics. */
export function TrackerFileActions() {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={APPLICATIONS_CSV_PATH} download>
          <FileDown aria-hidden="true" />
          Export CSV
        </a>
      </Button>
      <ImportDialog
        trigger={
          <Button variant="outline" size="sm">
            <FileUp aria-hidden="true" />
            Import CSV
          </Button>
        }
      />
      <Button asChild variant="outline" size="sm">
        <a href={interviewCalendarPath()} download>
          <CalendarDays aria-hidden="true" />
          Download interviews (.ics)
        </a>
      </Button>
    </div>
  );
}
