import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hostileFiles } from '../../scripts/fixtures/hostile.ts';
import { fixtureResumes } from '../../scripts/fixtures/index.ts';
import { checkPdfUnpackedSize, MAX_PDF_UNPACKED_BYTES } from './pdf-streams.ts';

describe('checkPdfUnpackedSize', () => {
  it('lets every real resume PDF through', async () => {
    for (const [name, bytes] of await fixtureResumes()) {
      if (!name.endsWith('.pdf') || name === 'truncated.pdf') continue;
      expect(await checkPdfUnpackedSize(bytes, MAX_PDF_UNPACKED_BYTES), name).toBe('within');
    }
  });

  it('stops a Flate stream that unpacks past the limit, without unpacking all of it', async () => {
    const bomb = (await hostileFiles()).get('stream-bomb.pdf') as Uint8Array;
    const started = performance.now();
    expect(await checkPdfUnpackedSize(bomb, MAX_PDF_UNPACKED_BYTES)).toBe('too-large');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('counts the streams together against the limit', async () => {
    const resume = (await fixtureResumes()).get('data-scientist-strong.pdf') as Uint8Array;
    expect(await checkPdfUnpackedSize(resume, 10)).toBe('too-large');
  });

  it('counts what broken streams unpacked before they broke', async () => {
    const zeros = deflateSync(Buffer.alloc(768 * 1024));
    const brokenStream = (id: number) =>
      Buffer.concat([
        Buffer.from(`${id} 0 obj\n<< /Filter /FlateDecode >>\nstream\n`),
        zeros.subarray(0, zeros.length - 8),
        Buffer.from('\nendstream\nendobj\n'),
      ]);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), brokenStream(1), brokenStream(2)]);
    expect(await checkPdfUnpackedSize(pdf, 1024 * 1024)).toBe('too-large');
    expect(await checkPdfUnpackedSize(pdf, 2 * 1024 * 1024)).toBe('within');
  });
});
