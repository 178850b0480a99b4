import { type ReactNode, useSyncExternalStore } from 'react';

/** One toast visible at a time; a dismissed toast leaves the list after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

/** A link the toast offers, e.g. to the plans after a plan limit. */
export type ToastLink = { label: string; href: string };

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  link?: ToastLink;
  /** How long it stays, for a message longer than a glance; TOAST_DURATION_MS otherwise. */
  duration?: number;
};

export type ToastEntry = ToastOptions & { id: string; open: boolean };

let toasts: ToastEntry[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function update(next: ToastEntry[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      update(toasts.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id: string) {
  scheduleRemoval(id);
  update(toasts.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
}

export function toast(options: ToastOptions): string {
  nextId += 1;
  const id = String(nextId);
  update([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const NO_TOASTS: ToastEntry[] = [];

export function useToasts(): ToastEntry[] {
  // A pre-rendered page has no toasts.
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
}
