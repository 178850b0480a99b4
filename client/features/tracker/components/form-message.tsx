/** A form's outcome, read out where it appears: what went wrong, or what was done. */
export function FormMessage({ error, done }: { error?: string | null; done?: string | null }) {
  if (error) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {error}
      </p>
    );
  }
  return (
    <p role="status" className="min-h-5 text-sm text-muted-foreground">
      {done}
    </p>
  );
}
