import { Info } from 'lucide-react';

/** Says that the built-in engine stood in for the configured AI model, when it did. */
export function FallbackNotice({ notice }: { notice: string | undefined }) {
  if (!notice) return null;
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {notice}
    </p>
  );
}
