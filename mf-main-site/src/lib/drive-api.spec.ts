import { describe, expect, it } from '@jest/globals';
import { DRIVE_ROUTES } from '@site/contracts';
import { BOOKING_ROUTES } from './drive-api';

describe('the booking calls (docs/behaviour.md §26)', () => {
  it("call the contract's routes", () => {
    expect(BOOKING_ROUTES).toEqual({ book: DRIVE_ROUTES.book, candidateBooking: DRIVE_ROUTES.candidateBooking });
  });
});
