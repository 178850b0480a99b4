import { Piscina } from 'piscina';
import type { ImportField } from '#common/tracker.ts';
import { inArrivalOrder, type OrderedPool } from '#server/in-arrival-order.ts';
import type { CsvOutcome, CsvTask } from './csv-worker.ts';

const TIME_LIMIT_MS = 15_000;

let shared: OrderedPool<CsvTask, CsvOutcome> | undefined;

/**
 * One thread for the whole process, whatever number of apps it builds (the tests build one per test), as the
 * engine's pool: started by the first import, stopped when idle; an idle thread does not keep the process alive.
 */
const sharedPool = () =>
  (shared ??= inArrivalOrder(
    new Piscina<CsvTask, CsvOutcome>({
      filename: new URL('./csv-worker.ts', import.meta.url).href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
    }),
  ));

/**
 * Reads an imported CSV file in a worker thread, off the event loop; rejects with an AbortError when it is not
 * read within the time allowed, queueing included.
 */
export function readCsvOffThread(
  csv: string,
  mapping: (ImportField | null)[] | undefined,
): Promise<CsvOutcome> {
  return sharedPool().run({ csv, mapping }, { signal: AbortSignal.timeout(TIME_LIMIT_MS) });
}
