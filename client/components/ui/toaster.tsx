import { Link } from 'wouter';
import { dismissToast, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, useToasts } from '#client/lib/toast.ts';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast.tsx';

/** Renders the toasts; F8 moves focus to them (Radix's default hotkey), a swipe right of 50 px dismisses one. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant, open, link, duration }) => (
        <Toast
          key={id}
          open={open}
          duration={duration}
          variant={variant}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
            {link && (
              <ToastAction asChild altText={`${link.label}: ${link.href}`}>
                <Link href={link.href}>{link.label}</Link>
              </ToastAction>
            )}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  );
}
