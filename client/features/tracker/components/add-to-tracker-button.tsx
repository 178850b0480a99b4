import { ClipboardList, LoaderCircle } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { failureToast } from '#client/lib/failure-toast.ts';
import { toast } from '#client/lib/toast.ts';
import { useCreateApplication } from '../api/create-application.ts';
import { applicationLink } from '../links.ts';

/** Adds the job of a tailoring to the tracker, as Saved, with the tailoring and its resume noted. */
export function AddToTrackerButton({ tailoringId }: { tailoringId: number }) {
  const create = useCreateApplication({
    onSuccess: (application) =>
      toast({
        title: 'Added to your applications',
        description: `${application.title} at ${application.company}`,
        link: { label: 'Open it', href: applicationLink(application.id) },
      }),
    onError: (error) => failureToast('Could not add it to your applications', error),
  });
  return (
    <Button variant="outline" disabled={create.isPending} onClick={() => create.mutate({ tailoringId })}>
      {create.isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <ClipboardList aria-hidden="true" />
      )}
      Add to tracker
    </Button>
  );
}
