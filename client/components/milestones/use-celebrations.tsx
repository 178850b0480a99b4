import { type ReactNode, useCallback, useRef, useState } from 'react';
import { CELEBRATION, MILESTONES, type MilestoneId, milestoneStorageKey } from '#common/milestones.ts';
import { MilestoneCelebration } from './milestone-celebration.tsx';

function alreadyShown(id: MilestoneId): boolean {
  try {
    return localStorage.getItem(milestoneStorageKey(id)) !== null;
  } catch {
    return false;
  }
}

function markShown(id: MilestoneId) {
  try {
    localStorage.setItem(milestoneStorageKey(id), new Date().toISOString());
  } catch {
    // Storage may be unavailable (private mode); the celebration may then repeat, which is harmless.
  }
}

/**
 * Celebrations one at a time. Each milestone shows once per browser (a localStorage flag set when it appears);
 * `force` shows it again on request, as 'Celebrate Achievement' does.
 */
export function useCelebrations(durationMs: number = CELEBRATION.defaultDurationMs): {
  celebrate: (id: MilestoneId, options?: { force?: boolean }) => void;
  overlay: ReactNode;
} {
  const [queue, setQueue] = useState<{ id: MilestoneId; key: number }[]>([]);
  const scheduled = useRef(new Set<MilestoneId>());
  const nextKey = useRef(0);

  const celebrate = useCallback((id: MilestoneId, { force = false } = {}) => {
    if (!force && (alreadyShown(id) || scheduled.current.has(id))) return;
    scheduled.current.add(id);
    nextKey.current += 1;
    const key = nextKey.current;
    setQueue((current) => [...current, { id, key }]);
  }, []);

  const done = useCallback(() => {
    setQueue((current) => {
      const [finished, ...rest] = current;
      if (finished) scheduled.current.delete(finished.id);
      return rest;
    });
  }, []);

  const current = queue[0];
  const shown = useCallback(() => {
    if (current) markShown(current.id);
  }, [current]);
  const overlay = current ? (
    <MilestoneCelebration
      key={current.key}
      milestone={MILESTONES[current.id]}
      durationMs={durationMs}
      onDone={done}
      onShown={shown}
    />
  ) : null;
  return { celebrate, overlay };
}
