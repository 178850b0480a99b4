import { Label } from './label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

type SelectFieldProps<Option extends string> = {
  id: string;
  label: string;
  value: Option | '';
  options: readonly Option[];
  optionLabel: (option: Option) => string;
  onChange: (option: Option) => void;
  placeholder?: string;
};

/** A labelled choice from a fixed list: the label above, the list in a Radix select named by the label. */
export function SelectField<Option extends string>({
  id,
  label,
  value,
  options,
  optionLabel,
  onChange,
  placeholder,
}: SelectFieldProps<Option>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(chosen) => onChange(chosen as Option)}>
        <SelectTrigger id={id} aria-label={label}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {optionLabel(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
