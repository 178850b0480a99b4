import { SelectField } from '#client/components/ui/select-field.tsx';
import { keyed } from '#client/features/tailoring/keyed.ts';
import type { ImportResult } from '#common/api/tracker.ts';
import { IMPORT_FIELD_LABELS } from '#common/tracker.ts';
import { COLUMN_CHOICES, type ColumnChoice, SKIP_COLUMN } from '../csv-file.ts';

const choiceLabel = (choice: ColumnChoice) =>
  choice === SKIP_COLUMN ? 'Do not import' : IMPORT_FIELD_LABELS[choice];

function ColumnMapping({
  columns,
  onColumnChange,
}: {
  columns: ImportResult['columns'];
  onColumnChange: (column: number, choice: ColumnChoice) => void;
}) {
  return (
    <section aria-labelledby="import-columns-heading" className="grid gap-3">
      <h3 id="import-columns-heading" className="font-semibold">
        Columns
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns are identified by their position in the file
          <li key={index}>
            <SelectField
              id={`import-column-${index}`}
              label={`Column “${column.header || `${index + 1}`}”`}
              value={column.field ?? SKIP_COLUMN}
              options={COLUMN_CHOICES}
              optionLabel={choiceLabel}
              onChange={(choice) => onColumnChange(index, choice)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Problems({ problems }: { problems: ImportResult['problems'] }) {
  if (problems.length === 0) return null;
  return (
    <section aria-labelledby="import-problems-heading" className="grid gap-2">
      <h3 id="import-problems-heading" className="font-semibold">
        Problems ({problems.length})
      </h3>
      <ul className="grid max-h-60 gap-1 overflow-y-auto rounded-lg border p-3 text-sm">
        {keyed(problems, (problem) => `${problem.line}:${problem.message}`).map(({ key, item: problem }) => (
          <li key={key}>
            <span className="font-medium">Line {problem.line}:</span> {problem.message}
            {problem.skipped ? ' (not imported)' : ' (imported without it)'}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What a dry run read, with the field of each column to change (`onColumnChange`), or what an import did; both with
 * the rows it could not read.
 */
export function ImportReport({
  result,
  onColumnChange,
}: {
  result: ImportResult;
  /** Absent once imported: the file is read and done with. */
  onColumnChange?: (column: number, choice: ColumnChoice) => void;
}) {
  return (
    <div className="grid gap-4">
      {onColumnChange && (
        <>
          <p className="text-sm">
            {result.imported} of {result.rows} rows will be imported.
          </p>
          <ColumnMapping columns={result.columns} onColumnChange={onColumnChange} />
        </>
      )}
      <Problems problems={result.problems} />
    </div>
  );
}
