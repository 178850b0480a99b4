import { GitCompareArrows, LoaderCircle, Pencil, Target, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { CardDescription } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { failureToast } from '#client/lib/failure-toast.ts';
import type { AssumedRole } from '#common/api/resume.ts';
import { CHOSEN_ROLE_MAX_LENGTH } from '#common/resume.ts';
import { useChooseResumeRole } from '../api/choose-role.ts';

const SOURCE_TEXT: Record<AssumedRole['source'], string> = {
  inferred: '(read from your resume)',
  'career-profile': '(from your career profile)',
  chosen: '(chosen by you)',
};

/**
 * The role the analysis compared the resume with, and where it came from; with a resume to read again, the person
 * can change it in place: the line becomes a field, Enter compares, Escape puts the line back.
 */
export function AssumedRoleLine({ role, resumeId }: { role: AssumedRole; resumeId: number | undefined }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(role.title);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  /** Focus goes back to the Change button once the field closes, as it went from there. */
  const returnFocus = useRef(false);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const choose = useChooseResumeRole({
    onSuccess: close,
    onError: (error) => {
      failureToast('Role change failed', error);
      input.current?.focus();
    },
  });

  useEffect(() => {
    if (editing) {
      input.current?.focus();
      input.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      changeButton.current?.focus();
    }
  }, [editing]);

  const open = () => {
    setDraft(role.title);
    setEditing(true);
  };
  const cancel = () => {
    if (!choose.isPending) close();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = draft.trim();
    if (resumeId === undefined || title === '' || choose.isPending) return;
    choose.mutate({ id: resumeId, title });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    cancel();
  };

  const unknownNote = role.known === false && (
    <CardDescription className="text-xs">
      CareerPilot does not know this title yet, so your resume's own skills are measured instead of a role's.
    </CardDescription>
  );

  if (editing && resumeId !== undefined) {
    return (
      <>
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={submit}
          onKeyDown={onKeyDown}
          aria-label="Change the role to compare with"
        >
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={inputId}>Role to compare with</Label>
            <Input
              id={inputId}
              ref={input}
              value={draft}
              maxLength={CHOSEN_ROLE_MAX_LENGTH}
              readOnly={choose.isPending}
              autoComplete="off"
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={choose.isPending || draft.trim() === ''}>
              {choose.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <GitCompareArrows aria-hidden="true" />
              )}
              {choose.isPending ? 'Comparing...' : 'Compare'}
            </Button>
            <Button type="button" variant="outline" onClick={cancel} disabled={choose.isPending}>
              <X aria-hidden="true" />
              Cancel
            </Button>
          </div>
        </form>
        {unknownNote}
      </>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        <CardDescription className="flex items-center gap-1.5">
          <Target className="size-4 shrink-0" aria-hidden="true" />
          Compared with the role of {role.title} {SOURCE_TEXT[role.source]}
        </CardDescription>
        {resumeId !== undefined && (
          <Button ref={changeButton} variant="ghost" size="sm" className="h-7 px-2" onClick={open}>
            <Pencil aria-hidden="true" />
            Change<span className="sr-only"> role</span>
          </Button>
        )}
      </div>
      {unknownNote}
    </>
  );
}
