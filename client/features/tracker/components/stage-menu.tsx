import { ArrowRightLeft } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
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
import { applicationName } from '../tracker-view.ts';

export type MoveHandler = (application: ApplicationSummary, stage: ApplicationStage) => void;

/** 'Move to…' each other stage: the way to move a card without dragging it. */
export function StageMenu({ application, onMove }: { application: ApplicationSummary; onMove: MoveHandler }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Move ${applicationName(application)} to another stage`}
        >
          <ArrowRightLeft aria-hidden="true" />
        </Button>
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
