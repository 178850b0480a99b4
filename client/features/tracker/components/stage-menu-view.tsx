import { type RefObject, useLayoutEffect, useRef } from 'react';
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

export type StageMenuViewProps = {
  application: ApplicationSummary;
  onMove: MoveHandler;
  /** Opened by a press on the button that stood in for this one while the menu's code was loading. */
  defaultOpen: boolean;
  /** Whether that button had the focus when this one took its place. */
  focusCarried: RefObject<boolean>;
};

/** 'Move to…' each other stage: the way to move a card without dragging it. */
export function StageMenuView({ application, onMove, defaultOpen, focusCarried }: StageMenuViewProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusCarried.current) trigger.current?.focus();
  }, [focusCarried]);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <StageMenuButton ref={trigger} application={application} />
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
