import { Check, LoaderCircle, Star } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/utils.ts';
import { type PaidPlanId, PLAN_IDS, PLANS, type Plan, type PlanId } from '#common/plans.ts';

type PlanCardsProps = {
  current: PlanId | undefined;
  chosen: PaidPlanId | null;
  pending: boolean;
  onChoose: (plan: PaidPlanId) => void;
};

/** The label and state of a plan's button, given the plan the user has. */
function planButton(plan: Plan, current: PlanId | undefined, pending: boolean, chosen: boolean) {
  if (plan.id === current) return { label: 'Current Plan', disabled: true };
  if (plan.id === 'free') return { label: 'Free Plan', disabled: true };
  if (pending && chosen) return { label: 'Setting up...', disabled: true };
  return { label: current && current !== 'free' ? 'Switch Plan' : 'Get Started', disabled: pending };
}

export function PlanCards({ current, chosen, pending, onChoose }: PlanCardsProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4" aria-label="Plans">
      {PLAN_IDS.map((id) => {
        const plan = PLANS[id];
        const isChosen = chosen === id;
        const button = planButton(plan, current, pending, isChosen);
        return (
          <li key={id} className="flex">
            <Card
              className={cn(
                'relative flex w-full flex-col',
                plan.popular && 'border-primary shadow-lg',
                isChosen && 'ring-2 ring-primary ring-offset-2',
              )}
              aria-label={plan.name}
              role="group"
            >
              {plan.popular && (
                <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">
                  <Star aria-hidden="true" />
                  Most Popular
                </Badge>
              )}
              <CardHeader>
                <CardTitle className="text-xl">{plan.name}</CardTitle>
                <CardDescription>{plan.description}</CardDescription>
                <p className="mt-2">
                  <span className="text-4xl font-bold tracking-tight">{plan.price}</span>{' '}
                  <span className="text-sm text-muted-foreground">{plan.period}</span>
                </p>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-6">
                <ul className="flex flex-1 flex-col gap-2 text-sm" aria-label={`${plan.name} features`}>
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Button
                  size="lg"
                  variant={plan.popular ? 'default' : 'outline'}
                  disabled={button.disabled}
                  onClick={() => id !== 'free' && onChoose(id)}
                >
                  {pending && isChosen && <LoaderCircle className="animate-spin" aria-hidden="true" />}
                  {button.label}
                </Button>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
