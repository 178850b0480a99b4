import { ScreenPending } from '#client/components/layout/screen-pending.tsx';

export default function CareerPage() {
  return (
    <ScreenPending
      title="Career Strategist"
      description="Set your career goals, chat with your assistant and see the jobs that match you."
    />
  );
}
