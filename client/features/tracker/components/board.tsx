import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useState } from 'react';
import type { ApplicationSummary } from '#common/api/tracker.ts';
import { APPLICATION_STAGES } from '#common/tracker.ts';
import {
  BOARD_INSTRUCTIONS,
  boardAnnouncements,
  boardCoordinateGetter,
  dropTarget,
} from '../board-keyboard.ts';
import { groupByStage } from '../tracker-view.ts';
import { CardPreview, type CardProps } from './application-card.tsx';
import { BoardColumn } from './board-column.tsx';
import type { MoveHandler } from './stage-menu.tsx';

/** The column under the pointer; for the keyboard, which has no pointer, the column the card lies in. */
const columnUnderCard: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

type BoardProps = Omit<CardProps, 'application'> & {
  applications: readonly ApplicationSummary[];
  /** A card dropped on another column; the announcements have already said so. */
  onDrop: MoveHandler;
};

/** The stages side by side; cards move by drag and drop, by keyboard, or by their stage menu. */
export function Board({ applications, onDrop, ...cardProps }: BoardProps) {
  const [dragged, setDragged] = useState<ApplicationSummary | null>(null);
  const [announcements] = useState(boardAnnouncements);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A press and hold, so a swipe over the board still scrolls it.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardCoordinateGetter }),
  );
  const groups = groupByStage(applications);

  const start = ({ active }: DragStartEvent) =>
    setDragged(applications.find((application) => application.id === active.id) ?? null);
  const end = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const stage = dropTarget(active, over?.id);
    const application = applications.find(({ id }) => id === active.id);
    if (stage && application) onDrop(application, stage);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnUnderCard}
      accessibility={{ announcements, screenReaderInstructions: BOARD_INSTRUCTIONS }}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
    >
      <div className="relative -mx-4 overflow-x-auto px-4 pb-3 sm:-mx-6 sm:px-6">
        <div className="flex min-h-96 w-max items-stretch gap-3">
          {APPLICATION_STAGES.map((stage) => (
            <BoardColumn key={stage} stage={stage} applications={groups[stage]} {...cardProps} />
          ))}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged && <CardPreview application={dragged} today={cardProps.today} now={cardProps.now} />}
      </DragOverlay>
    </DndContext>
  );
}
