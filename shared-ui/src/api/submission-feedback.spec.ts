import { describe, expect, it } from '@jest/globals';
import { NETWORK_FAILURE, isNetworkFailure, submissionErrorText, tryAgainLaterText } from './submission-feedback';

describe('submissionErrorText', () => {
  it('prefixes the server message with Error:', () => {
    expect(submissionErrorText({ status: 400, data: { message: 'Please choose a service from the list' } }, 'Failed to submit inquiry')).toBe(
      'Error: Please choose a service from the list',
    );
  });
  it('falls back to the form text when the server gave no message', () => {
    expect(submissionErrorText({ status: 500, data: 'oops' }, 'Failed to submit Contact Details')).toBe('Failed to submit Contact Details');
  });
  it("gives a rate limit's message as it is: it says when to try again", () => {
    const limited = { status: 429, data: { statusCode: 429, message: 'Too many forms sent from your connection. Please try again in 9 minutes.' } };
    expect(submissionErrorText(limited, 'Failed to submit inquiry')).toBe('Too many forms sent from your connection. Please try again in 9 minutes.');
    expect(tryAgainLaterText(limited)).toBe('Too many forms sent from your connection. Please try again in 9 minutes.');
    expect(tryAgainLaterText({ status: 400, data: { message: 'Name is required' } })).toBeUndefined();
  });
  it('reports an unreachable server with the network text', () => {
    expect(isNetworkFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(true);
    expect(submissionErrorText({ status: 'FETCH_ERROR', error: 'x' }, 'Failed to submit inquiry')).toBe(NETWORK_FAILURE);
    expect(NETWORK_FAILURE).toBe('Something went wrong. Please try again.');
  });
});

describe('tryAgainLaterText', () => {
  it("is the server's message on 503 and 429 only", () => {
    expect(tryAgainLaterText({ status: 503, data: { message: 'Try again in a moment.' } })).toBe('Try again in a moment.');
    expect(tryAgainLaterText({ status: 429, data: { message: 'Too many requests.' } })).toBe('Too many requests.');
    expect(tryAgainLaterText({ status: 400, data: { message: 'Name is required' } })).toBeUndefined();
    expect(tryAgainLaterText({ status: 'FETCH_ERROR', error: 'x' })).toBeUndefined();
  });
});
