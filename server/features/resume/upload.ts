import type { FastifyRequest } from 'fastify';
import { formatCount } from '#common/format-count.ts';
import { RESUME_MAX_BYTES, RESUME_TEXT_MAX_LENGTH } from '#common/resume.ts';
import type { Extraction } from '#server/files/extract.ts';
import {
  type ContentCheck,
  checkContent,
  formatFromFileName,
  type ResumeFormat,
} from '#server/files/file-type.ts';
import { HttpError } from '#server/http-error.ts';

export const RESUME_FIELD = 'resume';

export type ResumeUpload = { fileName: string; format: ResumeFormat; bytes: Buffer };

const uploadErrors: Record<string, HttpError> = {
  FST_REQ_FILE_TOO_LARGE: new HttpError(
    413,
    `The file is larger than 5 MB (${RESUME_MAX_BYTES} bytes). Save a smaller copy, e.g. without images, and upload that.`,
  ),
  FST_FILES_LIMIT: new HttpError(400, 'Upload one file at a time.'),
  FST_PARTS_LIMIT: new HttpError(400, 'Upload one file at a time.'),
  FST_FIELDS_LIMIT: new HttpError(400, 'Upload one file at a time.'),
  FST_MP_PREMATURE_CLOSE: new HttpError(400, 'The upload was interrupted. Please try again.'),
};

/** A file name fit to show: the last path segment, without control characters, at most 255 characters. */
export function cleanFileName(fileName: string): string {
  const lastSegment = fileName.split(/[\\/]/).at(-1) ?? '';
  return lastSegment
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(-255);
}

const MALFORMED_UPLOAD = `The upload is not well-formed multipart/form-data (its boundary is missing or wrong, or the body is cut short). Send the resume file in the form field "${RESUME_FIELD}".`;

const isMalformedMultipart = (error: unknown) =>
  error instanceof Error && !('statusCode' in error) && /multipart/i.test(error.message);

async function readSingleFile(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      `Send the resume as multipart/form-data, with the file in the field "${RESUME_FIELD}".`,
    );
  }
  let upload: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 10 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== RESUME_FIELD) {
        part.file.resume();
        throw new HttpError(
          400,
          `Send the resume in the form field "${RESUME_FIELD}", not "${part.fieldname}".`,
        );
      }
      upload = { fileName: cleanFileName(part.filename), bytes: await part.toBuffer() };
    }
  } catch (error) {
    const known = uploadErrors[(error as { code?: string }).code ?? ''];
    if (known) throw known;
    // The multipart parser's own errors (no boundary, a body cut short) carry no status, but the body is at fault.
    if (isMalformedMultipart(error)) throw new HttpError(400, MALFORMED_UPLOAD);
    throw error;
  }
  if (!upload)
    throw new HttpError(400, `No file received. Send the resume in the form field "${RESUME_FIELD}".`);
  return upload;
}

const contentErrors: Record<Exclude<ContentCheck, { ok: true }>['reason'], string> = {
  'not-pdf':
    'This file is named .pdf but is not a PDF. Export your resume as PDF (or Word) and upload that file.',
  'not-docx':
    'This file is named .docx but is not a Word document. Save your resume from Word or Google Docs as .docx or PDF and upload that file.',
  'not-doc':
    'This file is named .doc but is not a Word 97–2003 document. Save your resume as .docx or PDF and upload that file.',
  'docx-too-large':
    'This Word document unpacks to far more than any resume. Save a copy without embedded media and upload that.',
};

/** The uploaded resume, checked: one file, within 5 MB, not empty, and really the type its name says. */
export async function readResumeUpload(request: FastifyRequest): Promise<ResumeUpload> {
  const { fileName, bytes } = await readSingleFile(request);
  const format = formatFromFileName(fileName);
  if (!format) throw new HttpError(415, 'File type must be .pdf, .doc or .docx.');
  if (bytes.length === 0)
    throw new HttpError(400, 'The file is empty. Choose your resume file and upload it again.');
  const check = checkContent(format, bytes);
  if (!check.ok) throw new HttpError(415, contentErrors[check.reason]);
  return { fileName, format, bytes };
}

/** Why a file's text could not be read, said so the user knows what to do next (422). */
export function extractionError(failure: Exclude<Extraction, { ok: true }>): HttpError {
  switch (failure.reason) {
    case 'encrypted':
      return new HttpError(
        422,
        'This PDF is password-protected, so its text cannot be read. Save or print a copy without a password and upload that.',
      );
    case 'no-text':
      return new HttpError(
        422,
        'No text could be found in this file; it looks like a scanned image or photo. Upload the PDF or Word file you exported from your editor, so the text can be read.',
      );
    case 'too-many-pages':
      return new HttpError(
        422,
        `This PDF has ${failure.pageCount} pages, far more than a resume. Upload your resume on its own (at most 20 pages).`,
      );
    case 'too-much-text':
      return new HttpError(
        422,
        `This file holds ${formatCount(failure.length ?? 0)} characters of text, far more than a resume (at most ${formatCount(RESUME_TEXT_MAX_LENGTH)}). Upload your resume on its own.`,
      );
    case 'timeout':
    case 'too-complex':
      return new HttpError(
        422,
        'Reading this file took too long. Save it again as a simple PDF or Word document and upload the new file.',
      );
    case 'unpacks-too-large':
      return new HttpError(
        422,
        'This file unpacks to far more than any resume. Save a simpler copy, without embedded media, as PDF or Word and upload that.',
      );
    case 'corrupt':
      return new HttpError(
        422,
        'This file appears to be damaged and cannot be read. Open it, save it again as PDF or Word, and upload the new file.',
      );
  }
}
