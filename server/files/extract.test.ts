import { describe, expect, it } from 'vitest';
import { fixtureResumes } from '../../scripts/fixtures/index.ts';
import { extractText, htmlToText, normalizeText } from './extract.ts';

describe('extractText', () => {
  it('reads the same PDF twice, given a Buffer or a Uint8Array', async () => {
    const bytes = (await fixtureResumes()).get('registered-nurse-strong.pdf') as Uint8Array;
    const fromBuffer = await extractText('pdf', Buffer.from(bytes));
    const again = await extractText('pdf', bytes);
    const once = await extractText('pdf', bytes);
    expect(fromBuffer.ok && again.ok && once.ok).toBe(true);
    expect(again).toEqual(once);
  });
});

describe('htmlToText', () => {
  it('keeps headings and paragraphs as lines, list items as bullets and cells apart', () => {
    const html =
      '<h1>Experience</h1><p>Nurse &amp; educator</p><ul><li>Led <strong>rounds</strong></li><li>Cut falls</li></ul><table><tr><td>A</td><td>B</td></tr></table>';
    expect(normalizeText(htmlToText(html))).toBe(
      'Experience\nNurse & educator\n\n• Led rounds\n• Cut falls\nA B',
    );
  });
});

describe('normalizeText', () => {
  it('folds ligatures, drops control characters and tidies whitespace', () => {
    expect(normalizeText('\ufb01nance\u0007  team\r\n\n\n\nnext\u00a0line ')).toBe(
      'finance team\n\nnext line',
    );
  });

  it('keeps only whole characters and no NUL, which PostgreSQL could not store', () => {
    const text = normalizeText('Data\u0000 Scientist \ud83d and 🚀');
    expect(text).toBe('Data Scientist \ufffd and 🚀');
    expect(text.isWellFormed()).toBe(true);
  });
});
