// Toasts load with the first message, not with the first page: the library and its styles stay off the first
// load. A message sent before the container is on screen waits in react-toastify's own queue. Callers pass the
// English text (the message's id); it is shown in the page's language. A server's message, already in the request's
// language, is in no catalogue and shows as it came.
import { useSyncExternalStore } from 'react';
import { t } from '../i18n/i18n';

/** The bars toasts sit below carry this attribute (the public navigation, the back office's top bar). */
export const TOASTS_BELOW = 'data-toasts-below';

type Options = Record<string, unknown> & {
  /**
   * What the message is the result of (a form, the visitor's session...): a new result of the same topic replaces
   * the one on screen, so an old "Login failed" never stays beside "User Login Successful".
   */
  topic?: string;
};
type Kind = 'success' | 'error' | 'warn' | 'info';

let wanted = false;
const listeners = new Set<() => void>();
/** The toast on screen (or gone by now) of each topic. */
const latest = new Map<string, string | number>();

function show(kind: Kind, english: string, { topic, ...options }: Options = {}) {
  const message = t(english);
  if (!wanted) {
    wanted = true;
    listeners.forEach((notify) => notify());
  }
  void import('react-toastify').then(({ toast: library }) => {
    const earlier = topic === undefined ? undefined : latest.get(topic);
    if (earlier !== undefined) library.dismiss(earlier);
    const id = library[kind](message, options);
    if (topic !== undefined) latest.set(topic, id);
  });
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
