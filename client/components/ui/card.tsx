import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('rounded-xl border bg-card text-card-foreground shadow-sm', className)} {...props} />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />;
}

/** A card is a section of its screen: its title is the level below the screen's h1. */
export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-lg font-semibold leading-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-6 pt-0', className)} {...props} />;
}

/** A card's header whose title is led by its icon; `small` for the narrow cards beside a screen's main one. */
export function CardIconHeader({
  icon: Icon,
  title,
  small = false,
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  small?: boolean;
  /** Under the title, such as a CardDescription. */
  children?: ReactNode;
}) {
  return (
    <CardHeader>
      <CardTitle className={cn('flex items-center gap-2', small && 'text-base')}>
        <Icon className="size-5 text-primary" aria-hidden="true" />
        {title}
      </CardTitle>
      {children}
    </CardHeader>
  );
}
