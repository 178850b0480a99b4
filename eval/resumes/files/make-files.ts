import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { chromium } from 'playwright-core';

/**
 * Makes the real-file resume cases (eval/resumes/cases/f*.pdf, f*.docx) from the sources beside this file, as people's
 * tools make them: each `<id>.html` printed to PDF by Chromium (the engine behind 'Save as PDF' in Chrome, Google Docs
 * and LinkedIn's export), each `<id>.xml` (the body of a Word document) packed into a minimal .docx.
 * Run by hand after editing a source: `node eval/resumes/files/make-files.ts [id prefix…]` (needs /usr/bin/chromium);
 * with prefixes, only the sources whose names start with one are made (a PDF records when it was printed, so
 * remaking the others would only change their dates).
 */
const SOURCES = join(import.meta.dirname, 'sources');
const CASES = join(import.meta.dirname, '..', 'cases');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Sources whose page footer reads 'Page n of m', as LinkedIn's 'Save to PDF' prints it. */
const PAGE_NUMBER_FOOTER = /linkedin/;

async function printPdfs(htmlFiles: string[]): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    for (const file of htmlFiles) {
      await page.setContent(await readFile(join(SOURCES, file), 'utf8'), { waitUntil: 'load' });
      const footer = PAGE_NUMBER_FOOTER.test(file);
      const pdf = await page.pdf({
        preferCSSPageSize: true,
        printBackground: true,
        displayHeaderFooter: footer,
        headerTemplate: '<span></span>',
        footerTemplate:
          '<div style="font-size:8pt;color:#666;width:100%;text-align:right;margin-right:0.5in">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
      });
      await writeFile(join(CASES, `${basename(file, '.html')}.pdf`), pdf);
    }
  } finally {
    await browser.close();
  }
}

const NAMESPACES = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:o="urn:schemas-microsoft-com:office:office"',
  'mc:Ignorable="wps"',
].join(' ');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>
</Types>`;

const PACKAGE_RELATIONSHIPS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

const DOCUMENT_RELATIONSHIPS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>
</Relationships>`;

const paragraphStyle = (id: string, name: string) =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/></w:style>`;

const STYLES = `${XML_HEAD}<w:styles ${NAMESPACES}>
${paragraphStyle('Normal', 'Normal')}${paragraphStyle('Title', 'Title')}${paragraphStyle('Heading1', 'heading 1')}${paragraphStyle('ListBullet', 'List Bullet')}
</w:styles>`;

const NUMBERING = `${XML_HEAD}<w:numbering ${NAMESPACES}>
<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/></w:lvl></w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
</w:numbering>`;

function docx(body: string): Uint8Array {
  const document = `${XML_HEAD}<w:document ${NAMESPACES}><w:body>${body}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/></w:sectPr></w:body></w:document>`;
  // A fixed date, so that remaking a document changes its bytes only when its source changed.
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      _rels: { '.rels': strToU8(PACKAGE_RELATIONSHIPS) },
      word: {
        'document.xml': strToU8(document),
        'styles.xml': strToU8(STYLES),
        'numbering.xml': strToU8(NUMBERING),
        _rels: { 'document.xml.rels': strToU8(DOCUMENT_RELATIONSHIPS) },
      },
    },
    { mtime: new Date('2024-01-01T00:00:00Z') },
  );
}

async function packDocx(xmlFiles: string[]): Promise<void> {
  for (const file of xmlFiles) {
    const body = await readFile(join(SOURCES, file), 'utf8');
    await writeFile(join(CASES, `${basename(file, '.xml')}.docx`), docx(body));
  }
}

const prefixes = process.argv.slice(2);
const sources = (await readdir(SOURCES)).filter(
  (file) => prefixes.length === 0 || prefixes.some((prefix) => file.startsWith(prefix)),
);
await printPdfs(sources.filter((file) => file.endsWith('.html')));
await packDocx(sources.filter((file) => file.endsWith('.xml')));
