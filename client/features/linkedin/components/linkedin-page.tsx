import { ScreenPending } from '#client/components/layout/screen-pending.tsx';

export default function LinkedinPage() {
  return (
    <ScreenPending
      title="LinkedIn Profile Optimization"
      description="Score your headline, summary and skills, and get rewrites built from your own experience."
    />
  );
}
