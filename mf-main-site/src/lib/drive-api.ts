// Booking a walk-in drive and the candidate's booking on their private page (docs/behaviour.md §26): injected into
// the site's one API client by the screens that use them. The public drive reads are shared-ui's (the shell's server
// sends them with the page).
import type { bookingAnswer, bookingInput, CandidateBooking } from '@site/contracts';
import { api } from '@site/shared-ui';
import type { z } from 'zod';

export type BookingAnswer = z.output<typeof bookingAnswer>;
export type BookingBody = z.input<typeof bookingInput>;

/**
 * contracts' DRIVE_ROUTES (drive-api.spec.ts holds them equal), written out: the candidate's page loads with the
 * first page, and the contracts' drives module would bring zod with it.
 */
export const BOOKING_ROUTES = { book: 'drives/:id/bookings', candidateBooking: 'application/:token/booking' } as const;
const DRIVE_ROUTES = BOOKING_ROUTES;

const bookingUrl = (token: string) => `/${DRIVE_ROUTES.candidateBooking.replace(':token', encodeURIComponent(token))}`;
/** The booking answers as `{ booking }` or as the booking itself. */
const bookingOf = (res: unknown): CandidateBooking | null => {
  const wrapped = res as { booking?: CandidateBooking } | null;
  return (wrapped && typeof wrapped === 'object' && 'booking' in wrapped ? wrapped.booking : (res as CandidateBooking | null)) ?? null;
};

const driveApi = api.enhanceEndpoints({ addTagTypes: ['driveBooking'] }).injectEndpoints({
  endpoints: (build) => ({
    /** A booking with a proof of the number; booking again moves it. A full slot answers 409 with the nearest free slots. */
    driveBook: build.mutation<BookingAnswer, { driveId: string; body: BookingBody }>({
      query: ({ driveId, body }) => ({ url: `/${DRIVE_ROUTES.book.replace(':id', encodeURIComponent(driveId))}`, method: 'POST', body }),
      // The seats left change: the drive's page reads them again.
      invalidatesTags: ['publicDrives'],
    }),
    /** The walk-in interview booked with the application of the private link; null when there is none. */
    driveCandidateBooking: build.query<CandidateBooking | null, string>({
      query: (token) => bookingUrl(token),
      transformResponse: bookingOf,
      providesTags: ['driveBooking'],
    }),
    /** Another slot of the same drive, until the booked one starts. */
    driveCandidateMove: build.mutation<CandidateBooking | null, { token: string; slot: string }>({
      query: ({ token, slot }) => ({ url: bookingUrl(token), method: 'POST', body: { slot } }),
      transformResponse: bookingOf,
      invalidatesTags: (_r, error) => (error ? [] : ['driveBooking', 'publicDrives']),
    }),
    driveCandidateCancel: build.mutation<CandidateBooking | null, string>({
      query: (token) => ({ url: bookingUrl(token), method: 'DELETE' }),
      transformResponse: bookingOf,
      invalidatesTags: (_r, error) => (error ? [] : ['driveBooking', 'publicDrives']),
    }),
  }),
});

export const { useDriveBookMutation, useDriveCandidateBookingQuery, useDriveCandidateMoveMutation, useDriveCandidateCancelMutation } = driveApi;
