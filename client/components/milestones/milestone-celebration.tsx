import { Award, Check, type LucideIcon, Star, Target, Trophy, X } from 'lucide-react';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { cn } from '#client/lib/utils.ts';
import { CELEBRATION, type Milestone } from '#common/milestones.ts';

const ICONS: Record<Milestone['icon'], LucideIcon> = {
  trophy: Trophy,
  star: Star,
  award: Award,
  target: Target,
  check: Check,
};

type Phase = 'waiting' | 'enter' | 'celebrate' | 'exit';

function confettiPieces() {
  return Array.from({ length: CELEBRATION.confettiPieces }, (_, index) => ({
    key: index,
    style: {
      left: `${Math.random() * 100}%`,
      width: `${6 + Math.random() * 6}px`,
      height: `${8 + Math.random() * 8}px`,
      backgroundColor: CELEBRATION.confettiColours[index % CELEBRATION.confettiColours.length],
      borderRadius: index % 3 === 0 ? '50%' : '2px',
      '--drift': `${(Math.random() - 0.5) * 30}vw`,
      '--spin': `${Math.round(Math.random() * 720)}deg`,
      '--fall': `${2 + Math.random() * 1.5}s`,
      '--delay': `${Math.random() * 0.6}s`,
      '--rest': `${Math.random() * 95}vh`,
    } as CSSProperties,
  }));
}

/**
 * Appears about a second after its trigger, enters, celebrates after 0.5 s, exits 0.8 s before the end
 * and closes when its duration is over. With reduced motion the confetti stays still; the message is the same.
 */
export function MilestoneCelebration({
  milestone,
  durationMs,
  onDone,
  onShown,
}: {
  milestone: Milestone;
  durationMs: number;
  onDone: () => void;
  onShown: () => void;
}) {
  const [phase, setPhase] = useState<Phase>('waiting');
  const pieces = useMemo(confettiPieces, []);
  const Icon = ICONS[milestone.icon];

  useEffect(() => {
    const start = CELEBRATION.delayMs;
    const timers = [
      setTimeout(() => {
        setPhase('enter');
        onShown();
      }, start),
      setTimeout(() => setPhase('celebrate'), start + CELEBRATION.celebrateAfterMs),
      setTimeout(() => setPhase('exit'), start + durationMs - CELEBRATION.exitBeforeEndMs),
      setTimeout(onDone, start + durationMs),
    ];
    return () => timers.forEach(clearTimeout);
  }, [durationMs, onDone, onShown]);

  useEffect(() => {
    if (phase === 'waiting') return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDone();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [phase, onDone]);

  if (phase === 'waiting') return null;
  return (
    <div
      className="fixed inset-0 z-[200] flex items-center justify-center overflow-hidden bg-black/30"
      data-phase={phase}
      data-testid="milestone-celebration"
    >
      <div className="pointer-events-none absolute inset-0" aria-hidden="true">
        {pieces.map((piece) => (
          <span key={piece.key} className="confetti-piece" style={piece.style} />
        ))}
      </div>
      <div
        role="status"
        aria-live="polite"
        className={cn(
          'relative mx-4 flex w-full max-w-sm flex-col items-center gap-3 rounded-2xl bg-card p-8 text-center shadow-2xl transition-all duration-500',
          phase === 'enter' && 'scale-90 opacity-0',
          phase === 'celebrate' && 'scale-100 opacity-100',
          phase === 'exit' && 'scale-95 opacity-0',
        )}
      >
        <button
          type="button"
          onClick={onDone}
          className="absolute top-3 right-3 rounded-md p-1 text-muted-foreground hover:text-foreground"
          aria-label="Close"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
        <span
          className={cn(
            'flex size-16 items-center justify-center rounded-full bg-yellow-100 text-yellow-700',
            phase === 'celebrate' && 'motion-safe:animate-bounce',
          )}
        >
          <Icon className="size-8" aria-hidden="true" />
        </span>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Milestone Achieved!</p>
        <h2 className="text-2xl font-bold">{milestone.title}</h2>
        <p className="text-sm text-muted-foreground">{milestone.description}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {milestone.level !== undefined && (
            <span className="rounded-full bg-accent px-3 py-1 text-sm font-semibold">
              Level {milestone.level}
            </span>
          )}
          {milestone.points !== undefined && (
            <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
              +{milestone.points} Points Earned
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
