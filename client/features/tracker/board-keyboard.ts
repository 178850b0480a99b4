import type {
  Active,
  Announcements,
  KeyboardCoordinateGetter,
  ScreenReaderInstructions,
} from '@dnd-kit/core';
import { APPLICATION_STAGES, type ApplicationStage, STAGE_LABELS } from '#common/tracker.ts';

/** What a dragged card carries, for the keyboard and the announcements. */
export type CardDragData = { stage: ApplicationStage; name: string };

const isStage = (value: unknown): value is ApplicationStage =>
  APPLICATION_STAGES.includes(value as ApplicationStage);

/** The stage beside this one on the board (-1: to its left, 1: to its right); null past either end. */
export function neighbourStage(stage: ApplicationStage, step: -1 | 1): ApplicationStage | null {
  return APPLICATION_STAGES[APPLICATION_STAGES.indexOf(stage) + step] ?? null;
}

const STEPS: Record<string, -1 | 1> = { ArrowLeft: -1, ArrowRight: 1 };

function dragData(active: Pick<Active, 'data'> | null): CardDragData | null {
  const data = active?.data.current;
  return data && isStage(data.stage) && typeof data.name === 'string' ? (data as CardDragData) : null;
}

/**
 * Left and Right move a picked-up card one column: into the middle of the column beside the one it is over, at
 * the same height when the column reaches that far. The columns are the droppables, named by their stage.
 */
export const boardCoordinateGetter: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = STEPS[event.code];
  const { collisionRect, over, active, droppableRects } = context;
  const from = over && isStage(over.id) ? over.id : dragData(active)?.stage;
  if (step === undefined || !from || !collisionRect) return undefined;
  const to = neighbourStage(from, step);
  const column = to && droppableRects.get(to);
  if (!column) return undefined;
  const lowest = column.top + Math.max(0, column.height - collisionRect.height);
  return {
    x: column.left + (column.width - collisionRect.width) / 2,
    y: Math.min(Math.max(currentCoordinates.y, column.top), lowest),
  };
};

export const BOARD_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this application to another stage, press Space to pick it up, the Left and Right arrow keys to choose the stage, Space to drop it, or Escape to cancel.',
};

const stageName = (id: unknown) => (isStage(id) ? STAGE_LABELS[id] : null);

/**
 * What a screen reader hears while a card is dragged, in plain words; one set for each board. A move is told only
 * when the card comes over another stage than the last one told: the card starts over its own column, and saying
 * so would cut off the instructions given as it is picked up.
 */
export function boardAnnouncements(): Announcements {
  let toldStage: ApplicationStage | null = null;
  return {
    onDragStart({ active }) {
      const card = dragData(active);
      if (!card) return undefined;
      toldStage = card.stage;
      return `Picked up ${card.name}, in ${STAGE_LABELS[card.stage]}. Use the arrow keys to move it to another stage, Space to drop, Escape to cancel.`;
    },
    onDragOver({ over }) {
      const id = over?.id;
      const stage = isStage(id) ? id : null;
      if (stage === toldStage) return undefined;
      toldStage = stage;
      return stage ? `Moved to ${STAGE_LABELS[stage]}.` : 'Not over a stage.';
    },
    onDragEnd({ active, over }) {
      const stage = stageName(over?.id);
      if (stage) return `Dropped in ${stage}.`;
      const card = dragData(active);
      return card
        ? `Dropped outside the stages. ${card.name} stays in ${STAGE_LABELS[card.stage]}.`
        : undefined;
    },
    onDragCancel({ active }) {
      const card = dragData(active);
      return card ? `Cancelled. ${card.name} stays in ${STAGE_LABELS[card.stage]}.` : 'Cancelled.';
    },
  };
}

/** The stage a card was dropped on, when it is another than its own. */
export function dropTarget(active: Pick<Active, 'data'>, overId: unknown): ApplicationStage | null {
  const card = dragData(active);
  return card && isStage(overId) && overId !== card.stage ? overId : null;
}
