import type { Active, ClientRect, Over, SensorContext } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STAGES } from '#common/tracker.ts';
import {
  boardAnnouncements,
  boardCoordinateGetter,
  type CardDragData,
  dropTarget,
  neighbourStage,
} from './board-keyboard.ts';

const COLUMN = { width: 256, gap: 12, top: 200, height: 600 };

function rect(left: number, top: number, width: number, height: number): ClientRect {
  return { left, top, width, height, right: left + width, bottom: top + height };
}

/** The seven columns side by side, as the board draws them. */
const columns = new Map(
  APPLICATION_STAGES.map((stage, index) => [
    stage,
    rect(index * (COLUMN.width + COLUMN.gap), COLUMN.top, COLUMN.width, COLUMN.height),
  ]),
);

const card: CardDragData = { stage: 'applied', name: 'Data Analyst at Acme' };
const active = { id: 1, data: { current: card } } as unknown as Active;
const overColumn = (id: string) => ({ id }) as unknown as Over;

function press(code: string, over: Over | null, collisionRect = rect(280, 300, 240, 120)) {
  const context = { active, over, collisionRect, droppableRects: columns } as unknown as SensorContext;
  return boardCoordinateGetter({ code } as KeyboardEvent, {
    active: 1,
    context,
    currentCoordinates: { x: collisionRect.left, y: collisionRect.top },
  });
}

describe('neighbourStage', () => {
  it('is the stage beside, none past either end', () => {
    expect(neighbourStage('applied', 1)).toBe('screening');
    expect(neighbourStage('applied', -1)).toBe('saved');
    expect(neighbourStage('saved', -1)).toBeNull();
    expect(neighbourStage('withdrawn', 1)).toBeNull();
  });
});

describe('boardCoordinateGetter', () => {
  it('moves the card into the middle of the next column with ArrowRight, at the same height', () => {
    const screening = columns.get('screening') as ClientRect;
    expect(press('ArrowRight', overColumn('applied'))).toEqual({ x: screening.left + 8, y: 300 });
  });

  it('moves it to the previous column with ArrowLeft', () => {
    expect(press('ArrowLeft', overColumn('applied'))).toEqual({ x: 8, y: 300 });
  });

  it('goes on from the column the card is over, not the one it started in', () => {
    const interviewing = columns.get('interviewing') as ClientRect;
    expect(press('ArrowRight', overColumn('screening'))).toEqual({ x: interviewing.left + 8, y: 300 });
  });

  it('starts from the card’s own stage when it is over no column', () => {
    expect(press('ArrowLeft', null)).toEqual({ x: 8, y: 300 });
  });

  it('keeps the card inside the column’s height', () => {
    const below = press('ArrowRight', overColumn('applied'), rect(280, 900, 240, 120));
    expect(below).toEqual({ x: (columns.get('screening') as ClientRect).left + 8, y: 200 + 600 - 120 });
  });

  it('does nothing past either end, or for Up and Down', () => {
    expect(press('ArrowLeft', overColumn('saved'))).toBeUndefined();
    expect(press('ArrowRight', overColumn('withdrawn'))).toBeUndefined();
    expect(press('ArrowDown', overColumn('applied'))).toBeUndefined();
    expect(press('ArrowUp', overColumn('applied'))).toBeUndefined();
  });
});

describe('boardAnnouncements', () => {
  it('says in plain words what happens to the card', () => {
    const announcements = boardAnnouncements();
    expect(announcements.onDragStart({ active })).toBe(
      'Picked up Data Analyst at Acme, in Applied. Use the arrow keys to move it to another stage, Space to drop, Escape to cancel.',
    );
    expect(announcements.onDragOver({ active, over: overColumn('screening') })).toBe('Moved to Screening.');
    expect(announcements.onDragEnd({ active, over: overColumn('screening') })).toBe('Dropped in Screening.');
    expect(announcements.onDragCancel({ active, over: null })).toBe(
      'Cancelled. Data Analyst at Acme stays in Applied.',
    );
  });

  it('tells a move only when the card comes over another stage, so the instructions are not cut off', () => {
    const announcements = boardAnnouncements();
    announcements.onDragStart({ active });
    expect(announcements.onDragOver({ active, over: overColumn('applied') })).toBeUndefined();
    expect(announcements.onDragOver({ active, over: overColumn('screening') })).toBe('Moved to Screening.');
    expect(announcements.onDragOver({ active, over: overColumn('screening') })).toBeUndefined();
    expect(announcements.onDragOver({ active, over: null })).toBe('Not over a stage.');
    expect(announcements.onDragOver({ active, over: null })).toBeUndefined();
    expect(announcements.onDragOver({ active, over: overColumn('applied') })).toBe('Moved to Applied.');
  });

  it('says when the card is dropped outside the stages', () => {
    expect(boardAnnouncements().onDragEnd({ active, over: null })).toBe(
      'Dropped outside the stages. Data Analyst at Acme stays in Applied.',
    );
  });
});

describe('dropTarget', () => {
  it('is the column dropped on when it is another stage', () => {
    expect(dropTarget(active, 'offer')).toBe('offer');
    expect(dropTarget(active, 'applied')).toBeNull();
    expect(dropTarget(active, undefined)).toBeNull();
    expect(dropTarget(active, 42)).toBeNull();
  });
});
