import { inflateRawSync } from 'node:zlib';

/** One entry of a zip's central directory: its name, the sizes it declares and where its data is. */
export type ZipEntry = {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  method: number;
  localHeaderOffset: number;
};

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const LOCAL_HEADER_SIZE = 30;
const STORED = 0;
const DEFLATED = 8;
const END_RECORD_SIZE = 22;
const MAX_COMMENT_LENGTH = 0xffff;

function findEndRecord(bytes: Buffer): number | undefined {
  const earliest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT_LENGTH);
  for (let offset = bytes.length - END_RECORD_SIZE; offset >= earliest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return undefined;
}

/**
 * Lists a zip's entries from its central directory without decompressing anything, so a zip bomb costs nothing
 * to inspect. Answers undefined when the bytes are not a readable zip.
 */
export function readZipDirectory(bytes: Buffer): ZipEntry[] | undefined {
  if (bytes.length < END_RECORD_SIZE) return undefined;
  const end = findEndRecord(bytes);
  if (end === undefined) return undefined;
  const entryCount = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_DIRECTORY_HEADER)
      return undefined;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > bytes.length) return undefined;
    entries.push({
      name: bytes.toString('utf8', offset + 46, offset + 46 + nameLength),
      compressedSize: bytes.readUInt32LE(offset + 20),
      uncompressedSize: bytes.readUInt32LE(offset + 24),
      method: bytes.readUInt16LE(offset + 10),
      localHeaderOffset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export type UnpackedSizeCheck = 'within' | 'too-large' | 'unreadable';

/**
 * Whether a zip's entries, really inflated, stay within `limit` bytes in all. Its headers may understate the sizes,
 * and a reader that trusts them inflates a zip bomb into memory the worker's heap limit does not cover. Inflation
 * stops once the limit is passed, so this costs at most `limit` bytes.
 */
export function checkUnpackedSize(bytes: Buffer, limit: number): UnpackedSizeCheck {
  const entries = readZipDirectory(bytes);
  if (!entries) return 'unreadable';
  let remaining = limit;
  for (const entry of entries) {
    const size = unpackedSize(bytes, entry, remaining);
    if (typeof size === 'string') return size;
    remaining -= size;
  }
  return 'within';
}

function unpackedSize(bytes: Buffer, entry: ZipEntry, limit: number): number | 'too-large' | 'unreadable' {
  const data = entryData(bytes, entry);
  if (!data) return 'unreadable';
  if (data.length === 0) return 0;
  if (entry.method === STORED) return data.length > limit ? 'too-large' : data.length;
  if (entry.method !== DEFLATED) return 'unreadable';
  try {
    const inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, limit) });
    return inflated.length > limit ? 'too-large' : inflated.length;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'unreadable';
  }
}

/** An entry's stored bytes, found as zip readers find them: after its local header's name and extra field. */
function entryData(bytes: Buffer, entry: ZipEntry): Buffer | undefined {
  const header = entry.localHeaderOffset;
  if (header + LOCAL_HEADER_SIZE > bytes.length || bytes.readUInt32LE(header) !== LOCAL_FILE_HEADER)
    return undefined;
  const start =
    header + LOCAL_HEADER_SIZE + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  const end = start + entry.compressedSize;
  return end > bytes.length ? undefined : bytes.subarray(start, end);
}

/**
 * One entry's bytes, inflated, or undefined when it is unreadable or would unpack past `limit`. Call it only on a zip
 * that `checkUnpackedSize` passed: the limit then guards a single entry as that check guarded them all.
 */
export function readZipEntry(bytes: Buffer, entry: ZipEntry, limit: number): Buffer | undefined {
  const data = entryData(bytes, entry);
  if (!data) return undefined;
  if (entry.method === STORED) return data.length > limit ? undefined : data;
  if (entry.method !== DEFLATED) return undefined;
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, limit) });
  } catch {
    return undefined;
  }
}
