import { randomBytes } from 'node:crypto';

export type FilePart = { field: string; fileName: string; bytes: Uint8Array; contentType?: string };

/** A multipart/form-data body built by hand, so a test controls field names, file names and the number of files. */
export function multipartBody(files: FilePart[]) {
  const boundary = `----careerpilot${randomBytes(8).toString('hex')}`;
  const parts = files.map(({ field, fileName, bytes, contentType = 'application/octet-stream' }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
