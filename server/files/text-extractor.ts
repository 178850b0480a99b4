import { availableParallelism } from 'node:os';
import { orderedWorkerPool } from '#server/in-arrival-order.ts';
import type { Extraction } from './extract.ts';
import type { ExtractionTask, LayoutReading } from './extract-worker.ts';
import type { ResumeFormat } from './file-type.ts';

export type TextExtractor = {
  extract(format: ResumeFormat, bytes: Uint8Array): Promise<Extraction>;
  /** The layout signals of the file (columns, tables, headers and footers, images of text), with the same limits. */
  readLayout(format: ResumeFormat, bytes: Uint8Array): Promise<LayoutReading>;
  close(): Promise<void>;
};

export type { LayoutReading } from './extract-worker.ts';

export type TextExtractorOptions = {
  /** Time allowed for one file, queueing included; past it the worker is stopped. */
  timeoutMs?: number;
  maxThreads?: number;
  /** Heap allowed to one worker; a file that needs more is refused, the server unaffected. */
  maxHeapMb?: number;
};

const isAbort = (error: unknown) => (error as Error)?.name === 'AbortError';
const isOutOfMemory = (error: unknown) =>
  (error as NodeJS.ErrnoException)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

/** A pool of worker threads that read resume files, each with a time and a memory limit. */
export function createTextExtractor({
  timeoutMs = 20_000,
  maxThreads = Math.max(1, availableParallelism()),
  maxHeapMb = 256,
}: TextExtractorOptions = {}): TextExtractor {
  const pool = orderedWorkerPool<ExtractionTask, Extraction | LayoutReading>({
    worker: new URL('./extract-worker.ts', import.meta.url),
    maxThreads,
    maxHeapMb,
  });

  async function run(task: ExtractionTask): Promise<Extraction | LayoutReading> {
    const copy = Uint8Array.from(task.bytes);
    try {
      return await pool.run(
        { ...task, bytes: copy },
        { transferList: [copy.buffer], signal: AbortSignal.timeout(timeoutMs) },
      );
    } catch (error) {
      if (isAbort(error)) return { ok: false, reason: 'timeout' };
      if (isOutOfMemory(error)) return { ok: false, reason: 'too-complex' };
      throw error;
    }
  }

  return {
    extract: (format, bytes) => run({ format, bytes, operation: 'text' }) as Promise<Extraction>,
    readLayout: (format, bytes) => run({ format, bytes, operation: 'layout' }) as Promise<LayoutReading>,
    close: () => pool.destroy(),
  };
}
