import { ScreenPending } from '#client/components/layout/screen-pending.tsx';

export default function InterviewPage() {
  return (
    <ScreenPending
      title="AI Interview Coach"
      description="Practise with questions for your industry and role, and get feedback on every answer."
    />
  );
}
