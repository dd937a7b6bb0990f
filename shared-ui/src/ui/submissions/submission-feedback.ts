// How a visitor form reports a failed send (docs/behaviour.md §8): the server's message when it answered,
// the form's own fallback when it answered without one, and a network text when it was not reached.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessage } from '../../api/api';

export const NETWORK_FAILURE = 'Something went wrong. Please try again.';

/** True when the request never got an HTTP answer (offline, server down, CORS, timeout). */
export function isNetworkFailure(error: unknown): boolean {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/**
 * The server's message when it refused for too many forms or sign-ins from this connection (429): it says when
 * to try again, so every form shows it as it is, in place of its own failure text.
 */
export function rateLimitMessage(error: unknown): string | undefined {
  return (error as FetchBaseQueryError | undefined)?.status === 429 ? errorMessage(error) : undefined;
}

/**
 * 'Error: {server message}' when the server said why, else the form's fallback; the network text when unreachable;
 * a rate limit's message as it is.
 */
export function submissionErrorText(error: unknown, fallback: string): string {
  if (isNetworkFailure(error)) return NETWORK_FAILURE;
  const limited = rateLimitMessage(error);
  if (limited) return limited;
  const message = errorMessage(error);
  return message ? `Error: ${message}` : fallback;
}
