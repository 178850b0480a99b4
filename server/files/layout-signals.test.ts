import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderDoc } from '../../scripts/fixtures/doc.ts';
import { renderDocx } from '../../scripts/fixtures/docx.ts';
import { renderImageOnlyPdf, renderPdf } from '../../scripts/fixtures/pdf.ts';
import { dataScientist, registeredNurse } from '../../scripts/fixtures/people.ts';
import { readLayoutSignals } from './layout-signals.ts';
import { createTextExtractor } from './text-extractor.ts';

/** A resume whose last page is a scan: text pages, then a page that is only an image. */
async function resumeWithScannedPage(): Promise<Uint8Array> {
  const resume = await PDFDocument.load(await renderPdf(dataScientist.strong));
  const scan = await PDFDocument.load(await renderImageOnlyPdf());
  const [page] = await resume.copyPages(scan, [0]);
  if (page) resume.addPage(page);
  return resume.save();
}

describe('readLayoutSignals', () => {
  it('finds nothing to warn about in a plain one-column PDF', async () => {
    const signals = await readLayoutSignals('pdf', await renderPdf(registeredNurse.strong));
    expect(signals).toMatchObject({
      twoColumns: false,
      tables: false,
      headerFooterText: false,
      imageOnlyPages: 0,
    });
    expect(signals.pageCount).toBeGreaterThanOrEqual(1);
  });

  it('sees the two columns of a sidebar PDF', async () => {
    const signals = await readLayoutSignals(
      'pdf',
      await renderPdf(dataScientist.strong, { layout: 'two-column' }),
    );
    expect(signals.twoColumns).toBe(true);
  });

  it('counts a page that is an image with no text', async () => {
    const bytes = await resumeWithScannedPage();
    const signals = await readLayoutSignals('pdf', bytes);
    expect(signals.imageOnlyPages).toBe(1);
    expect(signals.pageCount).toBe((await PDFDocument.load(bytes)).getPageCount());
  });

  it('sees a DOCX laid out in a table, with the contact line in the page header', async () => {
    const signals = await readLayoutSignals(
      'docx',
      renderDocx(registeredNurse.strong, { layout: 'table', contactIn: 'header' }),
    );
    expect(signals).toMatchObject({ tables: true, headerFooterText: true, imageOnlyPages: 0 });
    expect(signals.headerFooterLines).toEqual([registeredNurse.strong.contact.join(' | ')]);
  });

  it('finds no table or header in a DOCX of plain paragraphs', async () => {
    const signals = await readLayoutSignals('docx', renderDocx(registeredNurse.strong));
    expect(signals).toMatchObject({ tables: false, headerFooterText: false, headerFooterLines: [] });
  });

  it('reads a Word 97–2003 file without headers', async () => {
    const signals = await readLayoutSignals('doc', renderDoc(registeredNurse.strong));
    expect(signals).toMatchObject({ headerFooterText: false, pageCount: 1 });
  });

  it('refuses a damaged file with a reason, as text extraction does', async () => {
    const bytes = await renderPdf(registeredNurse.strong);
    await expect(readLayoutSignals('pdf', bytes.slice(0, bytes.length / 3))).rejects.toMatchObject({
      reason: 'corrupt',
    });
  });
});

describe('the extraction worker', () => {
  it('reads layout signals in its threads and answers a failure as a value', async () => {
    const extractor = createTextExtractor({ maxThreads: 1 });
    try {
      const reading = await extractor.readLayout(
        'docx',
        renderDocx(registeredNurse.strong, { layout: 'table', contactIn: 'header' }),
      );
      expect(reading).toMatchObject({ ok: true, signals: { tables: true, headerFooterText: true } });
      const broken = await extractor.readLayout('docx', new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]));
      expect(broken).toEqual({ ok: false, reason: 'corrupt' });
    } finally {
      await extractor.close();
    }
  });
});
