import { SelectField } from '#client/components/ui/select-field.tsx';
import {
  type MatchFilters,
  POSTED_WITHIN_CHOICES,
  POSTED_WITHIN_LABELS,
  type PostedWithin,
} from '../match-filters.ts';

function FilterCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex h-10 items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

export function MatchFiltersBar({
  filters,
  onChange,
}: {
  filters: MatchFilters;
  onChange: (filters: MatchFilters) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-end gap-x-5 gap-y-2">
      <legend className="sr-only">Filter matches</legend>
      <FilterCheckbox
        label="Remote only"
        checked={filters.remoteOnly}
        onChange={(remoteOnly) => onChange({ ...filters, remoteOnly })}
      />
      <FilterCheckbox
        label="Salary published"
        checked={filters.salaryPublished}
        onChange={(salaryPublished) => onChange({ ...filters, salaryPublished })}
      />
      <div className="w-36">
        <SelectField<PostedWithin>
          id="matches-posted-within"
          label="Posted within"
          value={filters.postedWithin}
          options={POSTED_WITHIN_CHOICES}
          optionLabel={(choice) => POSTED_WITHIN_LABELS[choice]}
          onChange={(postedWithin) => onChange({ ...filters, postedWithin })}
        />
      </div>
    </fieldset>
  );
}
