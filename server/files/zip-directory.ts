/** One entry of a zip's central directory: its name and the sizes it declares. */
export type ZipEntry = { name: string; compressedSize: number; uncompressedSize: number };

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
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
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
