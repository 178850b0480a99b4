import type { ImportField } from '#common/tracker.ts';
import { CsvImportError, type CsvReading, readApplicationsCsv } from './csv.ts';

export type CsvTask = { csv: string; mapping: (ImportField | null)[] | undefined };

/** The file read, or why it cannot be: an error class does not cross the thread boundary, so it goes back as a value. */
export type CsvOutcome = { ok: true; reading: CsvReading } | { ok: false; message: string };

/** Runs in a worker thread: reading a 2 MB file takes a few hundred milliseconds the server's other requests keep. */
export default function readCsvInWorker({ csv, mapping }: CsvTask): CsvOutcome {
  try {
    return { ok: true, reading: readApplicationsCsv(csv, mapping) };
  } catch (error) {
    if (error instanceof CsvImportError) return { ok: false, message: error.message };
    throw error;
  }
}
