import { CircleCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { initialsOf } from '#client/lib/text.ts';

const FEATURES = [
  'Headline scored for role, skills and value, within LinkedIn’s 220 characters',
  'Summary rebuilt from your own achievements, with a hook and a call to action',
  'Keywords recruiters search for in your target role',
  'Content strategy tips for the role',
  'Networking advice for the role',
];

export function OptimizationFeatures() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Optimization Features</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2 text-sm">
          {FEATURES.map((feature) => (
            <li key={feature} className="flex gap-2">
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** How the profile reads on LinkedIn: the user's name when known, an initials avatar, nothing from the internet. */
export function ProfilePreview({
  name,
  headline,
  summary,
}: {
  name: string | undefined;
  headline: string;
  summary: string;
}) {
  const displayName = name ?? 'Your Name';
  return (
    <Card className="overflow-hidden">
      <div className="h-16 bg-gradient-to-r from-primary to-indigo-400" aria-hidden="true" />
      <CardContent className="flex flex-col gap-2 pt-0">
        <div
          className="-mt-8 flex size-16 items-center justify-center rounded-full border-4 border-card bg-secondary text-xl font-bold text-secondary-foreground"
          aria-hidden="true"
        >
          {initialsOf(displayName)}
        </div>
        <p className="text-lg font-semibold">{displayName}</p>
        <p className="text-sm">{headline || 'Your headline appears here'}</p>
        <p className="text-xs text-muted-foreground">Profile preview</p>
        {summary && (
          <p className="line-clamp-4 whitespace-pre-line border-t pt-2 text-sm text-muted-foreground">
            {summary}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
