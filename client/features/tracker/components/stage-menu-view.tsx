import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import type { ApplicationSummary } from '#common/api/tracker.ts';
import { APPLICATION_STAGES, type ApplicationStage, STAGE_LABELS } from '#common/tracker.ts';
import { StageMenuButton } from './stage-menu-button.tsx';

export type MoveHandler = (application: ApplicationSummary, stage: ApplicationStage) => void;

/**
 * 'Move to…' each other stage: the way to move a card without dragging it. Mounted open, by a press on the button
 * that stood in for this one while the code was not yet wanted (`StageMenu`).
 */
export function StageMenuView({
  application,
  onMove,
}: {
  application: ApplicationSummary;
  onMove: MoveHandler;
}) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <StageMenuButton application={application} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Move to…</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {APPLICATION_STAGES.filter((stage) => stage !== application.stage).map((stage) => (
          <DropdownMenuItem key={stage} onSelect={() => onMove(application, stage)}>
            {STAGE_LABELS[stage]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
