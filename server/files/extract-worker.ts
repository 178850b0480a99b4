import { type Extraction, extractText } from './extract.ts';
import type { ResumeFormat } from './file-type.ts';

export type ExtractionTask = { format: ResumeFormat; bytes: Uint8Array };

/** Runs in a worker thread of the extraction pool, so a hostile file cannot block or exhaust the server. */
export default function extractInWorker({ format, bytes }: ExtractionTask): Promise<Extraction> {
  return extractText(format, bytes);
}
