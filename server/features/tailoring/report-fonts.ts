import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';

/**
 * pdf-lib's standard fonts only encode WinAnsi; names, employers and bullets can be in any script. pdfjs-dist (a
 * production dependency) ships Liberation Sans (Latin, Greek, Cyrillic), so the report embeds that rather than
 * fetching or bundling a font of its own. No installed package ships a CJK or emoji font: those become stand-ins.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf',
  bold: 'pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf',
} as const;

export interface ReportFonts {
  regular: Uint8Array;
  bold: Uint8Array;
  /** Whether both fonts can draw the character. */
  hasGlyph(codePoint: number): boolean;
}

let loading: Promise<ReportFonts> | undefined;

async function readFonts(): Promise<ReportFonts> {
  const [regular, bold] = await Promise.all([
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
  ]);
  const boldCodePoints = new Set(fontkit.create(bold).characterSet);
  const sharedCodePoints = new Set(
    fontkit.create(regular).characterSet.filter((codePoint) => boldCodePoints.has(codePoint)),
  );
  return {
    regular: new Uint8Array(regular),
    bold: new Uint8Array(bold),
    hasGlyph: (codePoint) => sharedCodePoints.has(codePoint),
  };
}

/** The report's fonts, read from disk once per process (a failed read is tried again next time). */
export function loadReportFonts(): Promise<ReportFonts> {
  loading ??= readFonts().catch((error: unknown) => {
    loading = undefined;
    throw new Error(`The PDF report's fonts could not be read: ${(error as Error).message}`);
  });
  return loading;
}

export { fontkit };
