// How a visitor form reports a failed send (docs/behaviour.md §8): the server's message when it answered,
// the form's own fallback when it answered without one, and a network text when it was not reached. The server
// answers in the page's language; the form's own words are shown in it too.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { t } from '../i18n/i18n';
import { errorMessage } from './api';

/** The network text in English (its id). */
export const NETWORK_FAILURE = 'Something went wrong. Please try again.';

/** True when the request never got an HTTP answer (offline, server down, CORS, timeout). */
export function isNetworkFailure(error: unknown): boolean {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/**
 * The server's own words when it asks the visitor to try again later (429: too many forms or sign-ins from this
 * connection; 503: its database restarts): they say when, so every form shows them as they are.
 */
export function tryAgainLaterText(error: unknown): string | undefined {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return status === 503 || status === 429 ? errorMessage(error) : undefined;
}

/**
 * 'Error: {server message}' when the server said why, else the form's fallback; the network text when unreachable;
 * a request to try again later as the server wrote it.
 */
export function submissionErrorText(error: unknown, fallback: string): string {
  if (isNetworkFailure(error)) return t('Something went wrong. Please try again.');
  const limited = tryAgainLaterText(error);
  if (limited) return limited;
  const message = errorMessage(error);
  return message ? t('Error: {message}', { message }) : t(fallback);
}
