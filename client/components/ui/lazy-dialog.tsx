import { Slot } from 'radix-ui';
import { type ComponentType, lazy, type ReactElement, Suspense, useState } from 'react';

/** True from the first render in which `open` is true on. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

type OpenState = { open: boolean; onOpenChange: (open: boolean) => void };

type LazyDialogProps<P extends OpenState> = Omit<P, keyof OpenState> &
  Partial<OpenState> & {
    /** The control that opens the dialog; without it the dialog is opened by `open`. */
    trigger?: ReactElement;
  };

/**
 * A dialog whose code (its form, Radix's dialog) is fetched when it is first opened, or when the pointer or the
 * focus reaches its trigger, not with the screen that offers it: most visits open none of a screen's dialogs. The
 * trigger is rendered here, so it works before the code has arrived; the dialog, once opened, stays mounted, so
 * it closes with its animation and keeps its state. `load` answers the dialog, which is always controlled.
 */
export function lazyDialog<P extends OpenState>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  const preload = () => {
    void load();
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog at module level, as React.lazy's are
  return function LazyDialog({ trigger, open, onOpenChange, ...props }: LazyDialogProps<P>) {
    const [ownOpen, setOwnOpen] = useState(false);
    const isOpen = open ?? ownOpen;
    const setOpen = (next: boolean) => {
      setOwnOpen(next);
      onOpenChange?.(next);
    };
    const opened = useOpenedOnce(isOpen);
    return (
      <>
        {trigger && (
          <Slot.Root
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            onClick={() => setOpen(true)}
            onPointerEnter={preload}
            onFocus={preload}
          >
            {trigger}
          </Slot.Root>
        )}
        {opened && (
          <Suspense>
            <Dialog {...({ ...props, open: isOpen, onOpenChange: setOpen } as unknown as P)} />
          </Suspense>
        )}
      </>
    );
  };
}
