import { LoaderCircle, Lock } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

/** 'Subscribe Now': disabled until the provider's form is ready, 'Processing...' while the card is confirmed. */
export function SubscribeButton({ ready, busy }: { ready: boolean; busy: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={!ready || busy}>
      {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
      {busy ? 'Processing...' : 'Subscribe Now'}
    </Button>
  );
}
