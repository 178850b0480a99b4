import { createInflate, inflateSync } from 'node:zlib';

/** Text extraction unpacks page contents, fonts and object streams; a resume's come to a few megabytes. */
export const MAX_PDF_UNPACKED_BYTES = 64 * 1024 * 1024;

/** How far back from `stream` a stream's dictionary is looked for. */
const DICTIONARY_REACH = 4096;

type PdfStream = { dictionary: string; start: number; end: number };

/** The PDF's streams as a reader finds them: `stream`, an end of line, the data, `endstream`. */
function* streams(text: string): Generator<PdfStream> {
  for (const match of text.matchAll(/stream\r?\n/g)) {
    if (text.endsWith('end', match.index)) continue;
    const start = match.index + match[0].length;
    const endstream = text.indexOf('endstream', start);
    const end = endstream === -1 ? text.length : endstream;
    const reach = Math.max(0, match.index - DICTIONARY_REACH);
    const dictionaryStart = Math.max(reach, text.lastIndexOf(' obj', match.index));
    yield { dictionary: text.slice(dictionaryStart, match.index), start, end };
  }
}

/** What a Flate stream unpacks to, counted and thrown away as it comes, stopping once past `limit`. */
function inflatedSize(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        resolve(size);
      }
    });
    inflate.on('end', () => resolve(size));
    // A broken stream is the PDF reader's to judge; what did unpack counts.
    inflate.on('error', () => resolve(size));
    inflate.end(data);
  });
}

/**
 * What a well-formed Flate stream unpacks to, unpacked at once; past `limit`, more than it; undefined for a broken
 * stream, whose partial size only the streaming count knows. At once, because a resume has dozens of small streams
 * and the streaming count pays a trip to the thread pool for each.
 */
function wholeInflatedSize(data: Uint8Array, limit: number): number | undefined {
  try {
    return inflateSync(data, { maxOutputLength: Math.max(1, limit + 1) }).length;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? limit + 1 : undefined;
  }
}

/**
 * Whether the Flate streams a text reader unpacks stay within `limit` bytes in all. The PDF reader keeps unpacked
 * data outside the worker's heap limit, so a small file whose streams unpack to gigabytes is refused before it is
 * read. Images are left out: reading text never decodes them.
 */
export async function checkPdfUnpackedSize(
  bytes: Uint8Array,
  limit: number,
): Promise<'within' | 'too-large'> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let remaining = limit;
  for (const { dictionary, start, end } of streams(text)) {
    if (!dictionary.includes('/FlateDecode') || /\/Subtype\s*\/Image/.test(dictionary)) continue;
    const data = bytes.subarray(start, end);
    const size = wholeInflatedSize(data, remaining) ?? (await inflatedSize(data, remaining));
    if (size > remaining) return 'too-large';
    remaining -= size;
  }
  return 'within';
}
