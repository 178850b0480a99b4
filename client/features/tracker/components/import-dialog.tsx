import { LoaderCircle } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toast.ts';
import type { ImportResult } from '#common/api/tracker.ts';
import type { ImportField } from '#common/tracker.ts';
import { useImportApplications } from '../api/import-applications.ts';
import { csvFileProblem, csvTextProblem, mappingOf, withColumnField } from '../csv-file.ts';
import { FormMessage } from './form-message.tsx';
import { ImportReport } from './import-report.tsx';

const applicationsText = (count: number) => (count === 1 ? '1 application' : `${count} applications`);

type Reading = { csv: string; mapping: (ImportField | null)[] | undefined; result: ImportResult };

/**
 * Import from a CSV file: the file is read in the browser and checked by a dry run, which shows the field each
 * column fills (changeable: the dry run runs again), how many rows will be imported and the problems by line; then
 * the real import.
 */
function ImportBody() {
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [reading, setReading] = useState<Reading | null>(null);
  const [imported, setImported] = useState<ImportResult | null>(null);
  const run = useImportApplications();

  const dryRun = (csv: string, mapping?: (ImportField | null)[]) => {
    setImported(null);
    run.mutate(
      { csv, mapping, dryRun: true },
      { onSuccess: (result) => setReading({ csv, mapping: mappingOf(result.columns), result }) },
    );
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setReading(null);
    setImported(null);
    run.reset();
    if (!file) return;
    const sizeProblem = csvFileProblem(file);
    const csv = sizeProblem ? '' : await file.text();
    const problem = sizeProblem ?? csvTextProblem(csv);
    setFileProblem(problem);
    if (!problem) dryRun(csv);
  };
  const importAll = (current: Reading) =>
    run.mutate(
      { csv: current.csv, mapping: current.mapping, dryRun: false },
      {
        onSuccess: (result) => {
          setImported(result);
          setReading(null);
          toast({ title: `Imported ${applicationsText(result.imported)}` });
        },
      },
    );

  const shown = imported ?? reading?.result;
  const willImport = reading?.result.imported ?? 0;
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor="import-file">CSV file</Label>
        <input
          id="import-file"
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void choose(event)}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
      </div>
      {run.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Reading the file…
        </p>
      )}
      <FormMessage
        error={fileProblem ?? run.error?.message}
        done={imported && `Imported ${applicationsText(imported.imported)} of ${imported.rows} rows.`}
      />
      {shown && (
        <ImportReport
          result={shown}
          onColumnChange={
            reading
              ? (column, choice) =>
                  dryRun(reading.csv, withColumnField(reading.mapping ?? [], column, choice))
              : undefined
          }
        />
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Close
          </Button>
        </DialogClose>
        {reading && (
          <Button
            type="button"
            disabled={run.isPending || willImport === 0}
            onClick={() => importAll(reading)}
          >
            Import {applicationsText(willImport)}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

/** 'Import CSV': the file read, its columns shown and mapped, then the applications imported. */
export function ImportDialogView({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Import applications from CSV</DialogTitle>
        <DialogDescription>
          Choose a CSV file, from a spreadsheet or another tracker. We show what each column fills and what
          cannot be read before anything is imported.
        </DialogDescription>
        <ImportBody />
      </DialogContent>
    </Dialog>
  );
}
