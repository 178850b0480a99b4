import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { APPLICATION_STAGES, type ApplicationStage, STAGE_LABELS } from '#common/tracker.ts';
import { isFiltering, type ListFilters, NO_FILTERS } from '../tracker-view.ts';

const STAGE_CHOICES = ['all', ...APPLICATION_STAGES] as const;

/** The list's filters: one stage or all, words in the title, company or location, and what is due. */
export function ListFiltersBar({
  filters,
  counts,
  onChange,
}: {
  filters: ListFilters;
  counts: Record<ApplicationStage, number>;
  onChange: (filters: ListFilters) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-end gap-x-5 gap-y-3">
      <legend className="sr-only">Filter applications</legend>
      <div className="grid w-full gap-1.5 sm:w-64">
        <Label htmlFor="applications-search">Search</Label>
        <Input
          id="applications-search"
          type="search"
          placeholder="Title, company or location"
          value={filters.text}
          onChange={(event) => onChange({ ...filters, text: event.target.value })}
        />
      </div>
      <div className="w-48">
        <SelectField<ApplicationStage | 'all'>
          id="applications-stage-filter"
          label="Stage"
          value={filters.stage}
          options={STAGE_CHOICES}
          optionLabel={(stage) =>
            stage === 'all' ? 'All stages' : `${STAGE_LABELS[stage]} (${counts[stage]})`
          }
          onChange={(stage) => onChange({ ...filters, stage })}
        />
      </div>
      <label className="flex h-10 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={filters.dueOnly}
          onChange={(event) => onChange({ ...filters, dueOnly: event.target.checked })}
        />
        Next step due or overdue
      </label>
      {isFiltering(filters) && (
        <Button type="button" variant="ghost" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
    </fieldset>
  );
}
