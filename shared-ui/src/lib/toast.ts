// Toasts load with the first message, not with the first page: the library and its styles stay off the first
// load. A message sent before the container is on screen waits in react-toastify's own queue.
import { useSyncExternalStore } from 'react';

type Options = Record<string, unknown>;
type Kind = 'success' | 'error' | 'warn' | 'info';

let wanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: Options) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((notify) => notify());
  }
  void import('react-toastify').then(({ toast: library }) => library[kind](message, options));
}

export const toast = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  warn: (message: string, options?: Options) => show('warn', message, options),
  info: (message: string, options?: Options) => show('info', message, options),
};

/** True once a toast was asked for: the container is rendered from then on. */
export function useToastsWanted() {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => wanted,
    () => false,
  );
}
