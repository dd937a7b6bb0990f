// A test that fails is run once more, its first failure printed: CI shares two cores with the browser journeys,
// and a check that waits on the database can miss its moment under that load. A test that fails twice fails.
import { jest } from '@jest/globals';

// At once, not after the file's other tests: the tests of a file build on each other's state.
jest.retryTimes(1, { logErrorsBeforeRetry: true, retryImmediately: true });
