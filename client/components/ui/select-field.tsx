import { Label } from './label.tsx';
import { Select } from './select.tsx';

type SelectFieldProps<Option extends string> = {
  id: string;
  label: string;
  value: Option | '';
  options: readonly Option[];
  optionLabel: (option: Option) => string;
  onChange: (option: Option) => void;
  placeholder?: string;
};

/**
 * A labelled choice from a fixed list. With nothing chosen yet it shows the placeholder, which cannot be chosen
 * back once an option has been.
 */
export function SelectField<Option extends string>({
  id,
  label,
  value,
  options,
  optionLabel,
  onChange,
  placeholder = '',
}: SelectFieldProps<Option>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Option)}
        className={value === '' ? 'text-muted-foreground' : undefined}
      >
        {value === '' && (
          <option value="" disabled hidden>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option} value={option} className="text-foreground">
            {optionLabel(option)}
          </option>
        ))}
      </Select>
    </div>
  );
}
