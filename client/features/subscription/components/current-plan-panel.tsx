import { CalendarClock, Crown, FlaskConical, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { SizedPlaceholder } from '#client/components/ui/sized-placeholder.tsx';
import { failureToast } from '#client/lib/failure-toast.ts';
import { formatDate } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import type { SubscriptionOverview } from '#common/api/subscription.ts';
import { PLANS } from '#common/plans.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { useEndSandboxTrial } from '../api/end-sandbox-trial.ts';

const ALLOWANCES = [
  ['resumeAnalyses', 'Resume analyses'],
  ['interviewSessions', 'Interview sessions'],
  ['jobTailorings', 'Job tailorings'],
] as const;

type CountedAllowance = { label: string; used: number; limit: number };

/** The month's allowances, a short line each: a phone shows them as a list to scan, not a sentence to read. */
function UsageList({ renewsOn, allowances }: { renewsOn: string; allowances: CountedAllowance[] }) {
  return (
    <div className="text-sm text-muted-foreground">
      <p>Free plan, this month (renews {renewsOn}):</p>
      <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
        {allowances.map(({ label, used, limit }) => (
          <li key={label}>
            {label}: {used} of {limit} used
          </li>
        ))}
      </ul>
    </div>
  );
}

/** This month's use of the Free plan's allowances, when they are enforced. */
function FreeUsage({ subscription }: { subscription: SubscriptionOverview }) {
  const allowances = ALLOWANCES.flatMap(([key, label]) => {
    const { used, limit } = subscription.usage[key];
    return limit === null ? [] : [{ label, used: Math.min(used, limit), limit }];
  });
  if (!subscription.limitsEnforced || allowances.length === 0) return null;
  return <UsageList renewsOn={formatDate(subscription.allowancesRenewAt)} allowances={allowances} />;
}

function PlanDates({ subscription }: { subscription: SubscriptionOverview }) {
  if (subscription.endsAt) return <>Cancelled: your plan ends on {formatDate(subscription.endsAt)}.</>;
  if (subscription.trialEndsAt) {
    return <>Free trial until {formatDate(subscription.trialEndsAt)}; then it renews monthly.</>;
  }
  if (subscription.renewsAt) return <>Renews on {formatDate(subscription.renewsAt)}.</>;
  return null;
}

/** Test mode only: what follows a trial, shown now instead of in 14 days. */
function EndTrialButton() {
  const endTrial = useEndSandboxTrial({
    onSuccess: (plan) =>
      toast({
        title: 'Trial ended',
        description:
          plan.plan === 'free'
            ? 'Your cancelled plan has ended; you are on the Free plan.'
            : `The test card paid the first month of ${PLANS[plan.plan].name}${plan.renewsAt ? `; it renews on ${formatDate(plan.renewsAt)}` : ''}.`,
      }),
    onError: (error) => failureToast('Could not end the trial', error),
  });
  return (
    <Button variant="ghost" size="sm" disabled={endTrial.isPending} onClick={() => endTrial.mutate()}>
      <FlaskConical aria-hidden="true" />
      End trial now (test mode)
    </Button>
  );
}

/**
 * The room the Free plan's usage line takes, held while the plan loads so that the plans below do not move
 * when it arrives (most visitors are on the Free plan, whose allowances are counted by default).
 */
export function CurrentPlanPlaceholder() {
  return (
    <SizedPlaceholder
      label="Loading your plan"
      shape={
        <UsageList
          renewsOn="Jan 1, 2026"
          allowances={ALLOWANCES.map(([, label]) => ({ label, used: 0, limit: 1 }))}
        />
      }
    />
  );
}

/** The plan the user has: its trial or renewal, a way to cancel, and a failed payment if there is one. */
export function CurrentPlanPanel({
  subscription,
  activating,
  sandbox,
}: {
  subscription: SubscriptionOverview;
  activating: boolean;
  /** The test-mode sandbox takes payments: its shortcuts are offered. */
  sandbox: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription({
    onSuccess: (plan) => {
      setConfirming(false);
      toast({
        title: 'Subscription cancelled',
        description: `You keep ${PLANS[plan.plan].name} until ${plan.endsAt ? formatDate(plan.endsAt) : 'the end of the period'}; nothing more is charged.`,
      });
    },
    onError: (error) => failureToast('Cancellation failed', error),
  });

  if (subscription.plan === 'free') {
    if (!activating && !subscription.trialUsed && !subscription.limitsEnforced) return null;
    return (
      <div className="flex flex-col gap-2">
        {activating && (
          <Alert>
            <CalendarClock aria-hidden="true" />
            <span>
              Your payment went through; your plan starts as soon as the payment provider confirms it.
            </span>
          </Alert>
        )}
        <FreeUsage subscription={subscription} />
        {subscription.trialUsed && (
          <p className="text-sm text-muted-foreground">
            Your free trial has been used: a paid plan starts today and renews monthly.
          </p>
        )}
      </div>
    );
  }

  const plan = PLANS[subscription.plan];
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
            <Crown className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="font-semibold">Your plan: {plan.name}</p>
            <p className="text-sm text-muted-foreground">
              <PlanDates subscription={subscription} />
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {sandbox && subscription.status === 'trialing' && <EndTrialButton />}
          {!subscription.endsAt && (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              Cancel subscription
            </Button>
          )}
        </div>
      </CardContent>
      {subscription.paymentFailed && (
        <CardContent>
          <Alert variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <span>
              Your last payment failed. The card is retried automatically; if it keeps failing, the plan ends.
            </span>
          </Alert>
        </CardContent>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel ${plan.name}?`}
        description={`You keep everything in ${plan.name} until the end of the current period, and nothing more is charged. Your resumes, practice and profiles stay yours on the Free plan.`}
        cancelLabel="Keep my plan"
        confirmLabel="Cancel subscription"
        confirmVariant="destructive"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
    </Card>
  );
}
