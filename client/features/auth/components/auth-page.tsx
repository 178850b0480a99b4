import { ScreenPending } from '#client/components/layout/screen-pending.tsx';

export default function AuthPage() {
  return (
    <ScreenPending
      title="Welcome to CareerPilot"
      description="Sign in to your account or create one to keep your progress."
    />
  );
}
