import { type Extraction, extractText } from './extract.ts';
import type { ResumeFormat } from './file-type.ts';
import { type LayoutSignals, LayoutUnreadable, readLayoutSignals } from './layout-signals.ts';

/** What a worker is asked: the file's text (the default) or its layout signals. */
export type ExtractionTask = { format: ResumeFormat; bytes: Uint8Array; operation?: 'text' | 'layout' };

export type LayoutReading =
  | { ok: true; signals: LayoutSignals }
  | { ok: false; reason: Exclude<Extraction, { ok: true }>['reason'] };

async function readLayout(format: ResumeFormat, bytes: Uint8Array): Promise<LayoutReading> {
  try {
    return { ok: true, signals: await readLayoutSignals(format, bytes) };
  } catch (error) {
    // An error class does not cross the thread boundary, so the failure goes back as a value.
    if (error instanceof LayoutUnreadable) return { ok: false, reason: error.reason };
    throw error;
  }
}

/** Runs in a worker thread of the extraction pool, so a hostile file cannot block or exhaust the server. */
export default function extractInWorker({
  format,
  bytes,
  operation = 'text',
}: ExtractionTask): Promise<Extraction | LayoutReading> {
  return operation === 'layout' ? readLayout(format, bytes) : extractText(format, bytes);
}
