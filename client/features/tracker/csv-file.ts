import type { ImportResult } from '#common/api/tracker.ts';
import { formatCount } from '#common/format-count.ts';
import { IMPORT_FIELDS, type ImportField, TRACKER_LIMITS } from '#common/tracker.ts';

const LIMIT_TEXT = formatCount(TRACKER_LIMITS.csv);

/** A character takes at most 4 bytes in UTF-8: a larger file cannot fit the limit, so it is not read at all. */
const MAX_FILE_BYTES = TRACKER_LIMITS.csv * 4;

/** Why a chosen file cannot be imported before it is read (too large), or null. */
export function csvFileProblem(file: { size: number }): string | null {
  if (file.size === 0) return 'The CSV file is empty.';
  if (file.size > MAX_FILE_BYTES)
    return `The file is too large: a CSV file can be at most ${LIMIT_TEXT} characters.`;
  return null;
}

/** Why a file's text cannot be imported (empty or over the limit), or null. */
export function csvTextProblem(text: string): string | null {
  if (text.trim() === '') return 'The CSV file is empty.';
  if (text.length > TRACKER_LIMITS.csv) {
    return `The file has ${formatCount(text.length)} characters: a CSV file can be at most ${LIMIT_TEXT}.`;
  }
  return null;
}

/** The choice for a column that fills no field (a select's value cannot be empty). */
export const SKIP_COLUMN = 'skip';

export type ColumnChoice = ImportField | typeof SKIP_COLUMN;

export const COLUMN_CHOICES: readonly ColumnChoice[] = [SKIP_COLUMN, ...IMPORT_FIELDS];

/** The field each column fills, by position, as the import request sends it. */
export const mappingOf = (columns: ImportResult['columns']): (ImportField | null)[] =>
  columns.map((column) => column.field);

/**
 * The mapping with this column filling this field. A field fills from one column only, so a column that filled it
 * before is no longer imported.
 */
export function withColumnField(
  mapping: readonly (ImportField | null)[],
  column: number,
  choice: ColumnChoice,
): (ImportField | null)[] {
  const field = choice === SKIP_COLUMN ? null : choice;
  return mapping.map((current, index) => {
    if (index === column) return field;
    return field !== null && current === field ? null : current;
  });
}
