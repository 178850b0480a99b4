import { Piscina } from 'piscina';
import type { ImportField } from '#common/api/tracker.ts';
import type { CsvOutcome, CsvTask } from './csv-worker.ts';

export type CsvReader = {
  /** Rejects with an AbortError when the file is not read within the time allowed (queueing included). */
  read(csv: string, mapping: (ImportField | null)[] | undefined): Promise<CsvOutcome>;
  close(): Promise<void>;
};

/** A worker thread that reads imported CSV files off the event loop; it starts on demand and stops when idle. */
export function createCsvReader({ timeoutMs = 15_000 } = {}): CsvReader {
  const pool = new Piscina<CsvTask, CsvOutcome>({
    filename: new URL('./csv-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
  });
  return {
    read: (csv, mapping) => pool.run({ csv, mapping }, { signal: AbortSignal.timeout(timeoutMs) }),
    close: () => pool.destroy(),
  };
}
