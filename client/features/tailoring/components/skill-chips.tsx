import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { addSkill, removeSkill } from '../job-draft.ts';

type Props = {
  id: string;
  /** 'Required skills', 'Preferred skills'. */
  label: string;
  /** 'required skill': what one of them is called, for the add field and the remove buttons. */
  singular: string;
  skills: string[];
  onChange: (skills: string[]) => void;
};

/** A list of skills as removable chips, with a field to add one (Enter adds it rather than sending the form). */
export function SkillChips({ id, label, singular, skills, onChange }: Props) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;

  const add = () => {
    const result = addSkill(skills, typed);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    onChange(result.skills);
    setTyped('');
    setError(null);
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  const remove = (skill: string) => {
    onChange(removeSkill(skills, skill));
    // The removed chip's button is gone: keep the keyboard user in this list.
    input.current?.focus();
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {skills.length === 0 ? (
        <p className="text-sm text-muted-foreground">None listed.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {skills.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary" className="gap-0.5 py-0 pr-0.5 text-sm font-medium">
                {skill}
                <button
                  type="button"
                  onClick={() => remove(skill)}
                  aria-label={`Remove ${skill} from ${label.toLowerCase()}`}
                  className="ml-0.5 inline-flex size-7 items-center justify-center rounded-full hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id} className="sr-only">
          Add a {singular}
        </Label>
        <div className="flex gap-2">
          <Input
            id={id}
            ref={input}
            value={typed}
            placeholder={`Add a ${singular}`}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
            onKeyDown={addOnEnter}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="button" variant="outline" onClick={add} aria-label={`Add ${singular}`}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        {error && (
          <p id={errorId} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
