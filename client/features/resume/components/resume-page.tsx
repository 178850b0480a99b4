import { ScreenPending } from '#client/components/layout/screen-pending.tsx';

export default function ResumePage() {
  return (
    <ScreenPending
      title="AI Resume Analysis"
      description="Upload your resume to get an ATS compatibility score, keyword analysis and specific improvements."
    />
  );
}
