import { ScreenPending } from '#client/components/layout/screen-pending.tsx';

export default function DashboardPage() {
  return (
    <ScreenPending
      title="Career Dashboard"
      description="Track your progress and continue your career development journey"
    />
  );
}
