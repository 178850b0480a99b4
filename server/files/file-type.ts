import { extname } from 'node:path';
import { readZipDirectory } from './zip-directory.ts';

export const RESUME_FORMATS = ['pdf', 'docx', 'doc'] as const;
export type ResumeFormat = (typeof RESUME_FORMATS)[number];

const PDF_SIGNATURE = Buffer.from('%PDF-');
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The PDF specification lets a header start anywhere in the first 1024 bytes. */
const PDF_HEADER_WINDOW = 1024;
/** What a resume's DOCX may expand to; far beyond any real resume, far below a zip bomb. */
export const MAX_DOCX_UNPACKED_BYTES = 50 * 1024 * 1024;

export function formatFromFileName(fileName: string): ResumeFormat | undefined {
  const extension = extname(fileName).slice(1).toLowerCase();
  return (RESUME_FORMATS as readonly string[]).includes(extension) ? (extension as ResumeFormat) : undefined;
}

export type ContentCheck =
  | { ok: true }
  | { ok: false; reason: 'not-pdf' | 'not-docx' | 'not-doc' | 'docx-too-large' };

/** Whether the bytes really are what the file's extension says: a PDF, a Word document (zip) or a Word 97–2003 file. */
export function checkContent(format: ResumeFormat, bytes: Buffer): ContentCheck {
  switch (format) {
    case 'pdf':
      return bytes.subarray(0, PDF_HEADER_WINDOW).includes(PDF_SIGNATURE)
        ? { ok: true }
        : { ok: false, reason: 'not-pdf' };
    case 'doc':
      return bytes.subarray(0, OLE_SIGNATURE.length).equals(OLE_SIGNATURE)
        ? { ok: true }
        : { ok: false, reason: 'not-doc' };
    case 'docx': {
      if (!bytes.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE))
        return { ok: false, reason: 'not-docx' };
      const entries = readZipDirectory(bytes);
      if (!entries?.some((entry) => entry.name === 'word/document.xml'))
        return { ok: false, reason: 'not-docx' };
      const unpacked = entries.reduce((total, entry) => total + entry.uncompressedSize, 0);
      return unpacked > MAX_DOCX_UNPACKED_BYTES ? { ok: false, reason: 'docx-too-large' } : { ok: true };
    }
  }
}
