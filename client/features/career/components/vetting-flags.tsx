import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';
import type { VettingFlag } from '#common/api/jobs.ts';

const TONE_STYLES: Record<VettingFlag['tone'], { className: string; icon: LucideIcon }> = {
  warning: { className: 'border-transparent bg-red-100 text-red-800', icon: TriangleAlert },
  caution: { className: 'border-transparent bg-amber-100 text-amber-900', icon: CircleAlert },
  good: { className: 'border-transparent bg-green-100 text-green-800', icon: CircleCheck },
  info: { className: 'border-transparent bg-secondary text-secondary-foreground', icon: Info },
};

/** The vetting flags as badges coloured by tone, and each flag's reason behind a disclosure. */
export function VettingFlags({ flags }: { flags: readonly VettingFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <ul className="flex flex-wrap gap-1.5" aria-label="Vetting flags">
        {flags.map((flag) => {
          const { className, icon: Icon } = TONE_STYLES[flag.tone];
          return (
            <li key={`${flag.kind}:${flag.label}`} className="max-w-full">
              <Badge className={cn('max-w-full wrap-break-word', className)}>
                <Icon className="shrink-0" aria-hidden="true" />
                {flag.label}
              </Badge>
            </li>
          );
        })}
      </ul>
      <details className="text-xs">
        <summary className="w-fit cursor-pointer rounded-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          {flags.length === 1 ? 'Why this flag' : 'Why these flags'}
        </summary>
        <ul className="mt-1.5 flex flex-col gap-1 pl-1">
          {flags.map((flag) => (
            <li key={`${flag.kind}:${flag.label}`} className="wrap-break-word">
              <span className="font-semibold">{flag.label}</span> — {flag.detail}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
