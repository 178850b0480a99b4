import { ScreenPending } from '#client/components/layout/screen-pending.tsx';

export default function SubscriptionPage() {
  return (
    <ScreenPending
      title="Choose Your Plan"
      description="Pick the plan that fits your job search. All plans include a 14-day free trial."
    />
  );
}
