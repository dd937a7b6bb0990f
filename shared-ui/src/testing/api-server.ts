// A stand-in API for component tests: Mock Service Worker answers the calls the real API client makes.
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';

export { delay, http, HttpResponse } from 'msw';

/** Starts the stand-in for the calling test file; a call no test answered fails the test. */
export function startApiServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    cleanup();
  });
  afterAll(() => server.close());
  return server;
}
