/** One application: every detail, editable (built in the application-details work). */
export function ApplicationDialog(_props: {
  applicationId: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return null;
}
