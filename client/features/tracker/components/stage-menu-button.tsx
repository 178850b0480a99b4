import { ArrowRightLeft } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import type { ApplicationSummary } from '#common/api/tracker.ts';
import { applicationName } from '../tracker-view.ts';

/** The stage menu's button, the same before and after the menu's code has arrived. */
export function StageMenuButton({
  application,
  ...props
}: ComponentProps<'button'> & { application: ApplicationSummary }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={`Move ${applicationName(application)} to another stage`}
      {...props}
    >
      <ArrowRightLeft aria-hidden="true" />
    </Button>
  );
}
