import type { ImportField } from '#common/tracker.ts';
import { type CalendarRound, interviewCalendar } from './calendar.ts';
import { CsvImportError, type CsvReading, readApplicationsCsv } from './csv.ts';

/** The file read, or why it cannot be: an error class does not cross the thread boundary, so it goes back as a value. */
export type CsvOutcome = { ok: true; reading: CsvReading } | { ok: false; message: string };

function readCsv({ csv, mapping }: { csv: string; mapping: (ImportField | null)[] | undefined }): CsvOutcome {
  try {
    return { ok: true, reading: readApplicationsCsv(csv, mapping) };
  } catch (error) {
    if (error instanceof CsvImportError) return { ok: false, message: error.message };
    throw error;
  }
}

/** The tracker's files the server's other requests should not wait for, by name. */
const operations = {
  /** Reading a 2 MB file takes a few hundred milliseconds. */
  readCsv,
  /** A calendar of a thousand rounds with long notes takes a few hundred milliseconds to write. */
  writeCalendar: ({ rounds, appOrigin }: { rounds: CalendarRound[]; appOrigin: string }) =>
    interviewCalendar(rounds, appOrigin),
};

type Operations = typeof operations;
export type FileOperation = keyof Operations;
export type FileRequest<K extends FileOperation> = Parameters<Operations[K]>[0];
export type FileResult<K extends FileOperation> = ReturnType<Operations[K]>;
export type FileTask<K extends FileOperation = FileOperation> = { operation: K; request: FileRequest<K> };

/** Runs in a worker thread of the tracker's files pool. */
export default function runInWorker<K extends FileOperation>({
  operation,
  request,
}: FileTask<K>): FileResult<K> {
  return (operations[operation] as (request: FileRequest<K>) => FileResult<K>)(request);
}
