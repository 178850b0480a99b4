import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

type TextFieldProps = Omit<ComponentProps<typeof Input>, 'id'> & {
  id: string;
  label: string;
  /** A line under the input that describes it, such as the rules for a new password. */
  hint?: ReactNode;
  /** What is wrong with the value: shown under the input, which is marked invalid and described by it. */
  error?: string;
  /** For the wrapper, e.g. a grid span. */
  fieldClassName?: string;
};

/** A labelled text input, with its hint or error under it and tied to it by id. */
export function TextField({ id, label, hint, error, fieldClassName, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('grid gap-1.5', fieldClassName)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
