import { useRef } from 'react';

type AutoFocusHandlers = {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** Where focus goes when the control that opened the dialog is gone from the page. */
  onOpenerGone?: () => void;
};

/**
 * A closed dialog gives focus back to what had it when the dialog opened, also when a control other than its
 * trigger opened it (Radix returns focus to the trigger only, else to nothing). Returns the handlers for the
 * dialog's content, wrapping the ones given.
 */
export function useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus, onOpenerGone }: AutoFocusHandlers) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !(opener.current instanceof HTMLElement)) return;
      if (opener.current.isConnected) {
        event.preventDefault();
        opener.current.focus();
      } else if (onOpenerGone) {
        event.preventDefault();
        onOpenerGone();
      }
    },
  };
}
