// Walk-in drives (docs/behaviour.md §26): a day and a place where the firm interviews for some jobs, in slots of a
// fixed capacity. Candidates book a slot with a proved mobile number; the desk checks them in at the gate (by the
// QR code of their pass or their number) and registers walk-ins; interviewers record outcomes; a recruiter records
// outcomes for many at once and reads the drive's funnel.
import { z } from 'zod';
import { OBJECT_ID, requiredConsent, requiredText } from './fields.js';
import { LANGUAGES } from './languages.js';
import { indianMobile } from './phone.js';
import { SOURCE_PATTERN } from './resources.js';
import { applicationAnswers } from './screening.js';

export const DRIVE_ROUTES = {
  /** Public: upcoming drives, one drive with its seats left, booking with a proof of the number. */
  list: 'drives',
  one: 'drives/:id',
  book: 'drives/:id/bookings',
  /** The candidate's booking by their private link (`application/:token`): read, move, cancel. */
  candidateBooking: 'application/:token/booking',
  /** The back office (area `hiring`). */
  admin: 'admin/drives',
  adminOne: 'admin/drives/:id',
  cancel: 'admin/drives/:id/cancel',
  roster: 'admin/drives/:id/people',
  find: 'admin/drives/:id/find',
  checkIn: 'admin/drives/:id/check-ins',
  walkIn: 'admin/drives/:id/walk-ins',
  outcomes: 'admin/drives/:id/outcomes',
  noShows: 'admin/drives/:id/no-shows',
  funnel: 'admin/drives/:id/funnel',
  funnelCsv: 'admin/drives/:id/funnel.csv',
} as const;

export const DRIVE_MESSAGES = {
  notFound: 'This drive was not found',
  past: 'This drive has already taken place',
  cancelled: 'This drive has been cancelled',
  slotUnknown: 'Please choose one of the drive’s time slots',
  slotFull: 'This time slot is full: please choose another',
  slotStarted: 'This time slot has already started',
  jobUnknown: 'Please choose one of the jobs this drive hires for',
  noBooking: 'You have no booking at this drive',
  passUnknown: 'This pass was not found at this drive',
  slotsOverlap: 'Two time slots start at the same time',
  capacityBelowBooked: 'A slot cannot hold fewer people than have booked it',
} as const;

/** A day as the drive is held, in India: YYYY-MM-DD. */
const day = z.string({ error: 'Please choose a valid date' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a valid date');
/** A time of day in India, 24-hour: "09:30". */
const clock = z.string({ error: 'A time is written HH:MM' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time is written HH:MM');

export const driveSlot = z.object({
  /** Its start, which also names it. */
  start: clock,
  end: clock,
  capacity: z.coerce.number({ error: 'A slot holds 1 to 500 people' }).int().min(1, 'A slot holds 1 to 500 people').max(500, 'A slot holds 1 to 500 people'),
});
export type DriveSlot = z.output<typeof driveSlot>;

const directions = z
  .object(
    Object.fromEntries(LANGUAGES.map((l) => [l, z.string().trim().max(1000).optional()])) as Record<(typeof LANGUAGES)[number], z.ZodOptional<z.ZodString>>,
  )
  .partial();

/** What a recruiter or owner sends to make or edit a drive. */
export const driveInput = z.object({
  title: requiredText('Title is required', 120),
  jobIds: z.array(z.string().regex(OBJECT_ID, 'Invalid job ID')).min(1, 'Choose at least one job').max(20),
  address: requiredText('Address is required', 300),
  mapUrl: z
    .url({ protocol: /^https?$/, error: 'The map link must be a web address' })
    .max(500)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How to find the place, in each language (English first). */
  directions: directions.optional(),
  day,
  slots: z.array(driveSlot).min(1, 'Add at least one time slot').max(48, 'A drive has at most 48 slots'),
  /** Admin ids of who interviews. */
  interviewers: z.array(z.string().regex(OBJECT_ID, 'Invalid interviewer')).max(30).default([]),
});
export type DriveInput = z.input<typeof driveInput>;

/** A slot as visitors see it. */
export const publicSlot = driveSlot.extend({ seatsLeft: z.number().int(), started: z.boolean() });

/** A drive as the public site shows it (`GET /drives`, `GET /drives/:id`): nothing about who booked. */
export const publicDrive = z.object({
  _id: z.string(),
  title: z.string(),
  jobs: z.array(z.object({ _id: z.string(), title: z.string() })),
  address: z.string(),
  mapUrl: z.string().optional(),
  /** In the request's language, falling back to English. */
  directions: z.string().optional(),
  day: z.string(),
  slots: z.array(publicSlot),
  status: z.enum(['open', 'cancelled']),
});
export type PublicDrive = z.output<typeof publicDrive>;

/** `POST /drives/:id/bookings`: a booking with the proof of the number (purpose `apply`). Booking again moves it. */
export const bookingInput = z.object({
  name: requiredText('Name is required', 100),
  mobile: indianMobile,
  jobId: z.string({ error: 'Invalid job ID' }).regex(OBJECT_ID, 'Invalid job ID'),
  slot: clock,
  /** The job's screening answers, as its apply form sends them (a new application is made to the job if the number has none). */
  answers: applicationAnswers().optional(),
  phoneToken: z.string({ error: 'Please confirm your mobile number with the code we sent you' }).min(1).max(2000),
  consent: z.union([requiredConsent, z.literal('true').transform(() => true as const)]),
  email: z
    .email({ error: 'Please enter a valid email address' })
    .max(200)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  source: z.string().max(60).regex(SOURCE_PATTERN, 'Unknown link source').optional(),
});

/** A candidate's booking, as they see it (the booking answer and their private page). */
export const candidateBooking = z.object({
  driveId: z.string(),
  title: z.string(),
  day: z.string(),
  slot: driveSlot.pick({ start: true, end: true }),
  address: z.string(),
  mapUrl: z.string().optional(),
  directions: z.string().optional(),
  /** What the desk scans: the pass's code, also shown as text. */
  pass: z.string(),
  /** Whether it can still be moved or cancelled (until its slot starts). */
  canChange: z.boolean(),
  status: z.enum(['booked', 'cancelled', 'driveCancelled']),
});
export type CandidateBooking = z.output<typeof candidateBooking>;

export const bookingAnswer = z.object({
  booking: candidateBooking,
  /** The candidate's private page, in the request's language. */
  page: z.string(),
  /** Whether this booking moved an earlier one of the same number. */
  moved: z.boolean(),
});

/** A full slot's answer (409): the nearest free slots, soonest first. */
export const slotFullAnswer = z.object({ message: z.string(), nearest: z.array(publicSlot) });

/** Outcomes at the drive: the interviewer's and the recruiter's words. */
export const DRIVE_OUTCOMES = ['selected', 'onHold', 'rejected', 'noShow', 'joined'] as const;
export type DriveOutcome = (typeof DRIVE_OUTCOMES)[number];
/** The application's stage each outcome moves to (no show moves none). */
export const OUTCOME_STAGES: Record<DriveOutcome, 'Shortlisted' | 'Reviewed' | 'Rejected' | 'Hired' | null> = {
  selected: 'Shortlisted',
  onHold: 'Reviewed',
  rejected: 'Rejected',
  noShow: null,
  joined: 'Hired',
};

/** One person at a drive, as the back office sees them. */
export const drivePerson = z.object({
  /** The booking's id: `<driveId>|<mobile>`. */
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  applicationId: z.string(),
  slot: z.string(),
  walkIn: z.boolean(),
  language: z.enum(LANGUAGES),
  source: z.string().optional(),
  status: z.enum(['booked', 'cancelled']),
  checkedIn: z.object({ at: z.string(), queue: z.number().int(), interviewer: z.string().optional() }).optional(),
  outcome: z.object({ result: z.enum(DRIVE_OUTCOMES), note: z.string().optional(), by: z.string(), at: z.string() }).optional(),
});
export type DrivePerson = z.output<typeof drivePerson>;

/** A check-in from the desk: by the pass's code or the number; `key` makes a resend the same check-in. */
export const checkInInput = z
  .object({
    key: z.string().min(8).max(64),
    pass: z.string().max(40).optional(),
    mobile: indianMobile.optional(),
  })
  .refine((v) => v.pass || v.mobile, 'Scan a pass or type a mobile number');

/** A walk-in registered at the desk. */
export const walkInInput = z.object({
  key: z.string().min(8).max(64),
  name: requiredText('Name is required', 100),
  mobile: indianMobile,
  jobId: z.string({ error: 'Invalid job ID' }).regex(OBJECT_ID, 'Invalid job ID'),
  language: z.enum(LANGUAGES).default('en'),
});

export const outcomesInput = z.object({
  people: z.array(z.string().min(1).max(80)).min(1, 'Choose at least one person').max(500),
  result: z.enum(DRIVE_OUTCOMES, { error: 'Choose an outcome' }),
  note: z.string().trim().max(500).optional(),
});

export const FUNNEL_STEPS = ['booked', 'came', 'interviewed', 'selected', 'joined'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
const counts = z.object(Object.fromEntries(FUNNEL_STEPS.map((s) => [s, z.number().int()])) as Record<FunnelStep, z.ZodNumber>);
export const driveFunnel = z.object({
  total: counts,
  byJob: z.array(z.object({ key: z.string(), label: z.string(), counts })),
  byLanguage: z.array(z.object({ key: z.string(), label: z.string(), counts })),
  bySource: z.array(z.object({ key: z.string(), label: z.string(), counts })),
});
export type DriveFunnel = z.output<typeof driveFunnel>;

/**
 * The desk's answers: `GET admin/drives/:id/find?pass=<code>` or `?mobile=<number>` (the person, not yet checked in
 * maybe), `POST check-ins` and `POST walk-ins` (checked in: `checkedIn` holds the queue number and the interviewer
 * given, the one free next). `interviewerName` names that interviewer.
 */
export const deskAnswer = z.object({ person: drivePerson, interviewerName: z.string().optional() });
export type DeskAnswer = z.output<typeof deskAnswer>;

/** `GET admin/drives/:id/people[?interviewer=me]`: the drive's people (with `interviewer=me`, the signed-in interviewer's, checked in, in queue order). */
export const drivePeople = z.object({ people: z.array(drivePerson) });

/**
 * A drive as the back office sees it (`GET admin/drives/:id`, each row of `GET admin/drives`, and the answer of a
 * write): as stored, with its jobs' titles, how many each slot holds now (`booked`), and the totals.
 */
export const adminDrive = z.object({
  _id: z.string(),
  title: z.string(),
  jobIds: z.array(z.string()),
  jobs: z.array(z.object({ _id: z.string(), title: z.string() })),
  address: z.string(),
  mapUrl: z.string().optional(),
  directions: directions.optional(),
  day: z.string(),
  slots: z.array(driveSlot.extend({ booked: z.number().int() })),
  interviewers: z.array(z.string()),
  status: z.enum(['open', 'cancelled']),
  cancelMessage: z.string().optional(),
  /** Seats taken in all slots, and the seats there are. */
  booked: z.number().int(),
  capacity: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDrive = z.output<typeof adminDrive>;
export const adminDriveAnswer = z.object({ drive: adminDrive });
/** `GET admin/drives?page=&limit=`: newest first (the drive made last first). */
export const adminDrivePage = z.object({ drives: z.array(adminDrive), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type AdminDrivePage = z.output<typeof adminDrivePage>;
/** `POST admin/drives/:id/cancel`: the message everyone booked is sent (with the drive's day and title). */
export const driveCancelInput = z.object({ message: requiredText('Say why the drive is cancelled', 300) });

/** What the desk, the interviewers and the bulk outcomes are told when they cannot act (docs/behaviour.md §26). */
export const DRIVE_VENUE_MESSAGES = {
  personUnknown: 'This person is not at this drive',
  findBy: 'Scan a pass or type a mobile number',
  notToday: 'People are checked in on the day of the drive only',
  bookingCancelled: 'This booking was cancelled: register the person as a walk-in',
  peopleUnknown: 'Some of the people chosen are not at this drive',
  joinedAfterSelected: 'Only people who were selected can be marked as joined',
  cancelledOutcome: 'A cancelled booking has no outcome',
  keyReused: 'This check-in was already sent for another person',
} as const;

/** `POST admin/drives/:id/outcomes` and `POST admin/drives/:id/no-shows`: how many outcomes were recorded now, and how many people already had that outcome (told nothing again). */
export const outcomesAnswer = z.object({ changed: z.number().int(), unchanged: z.number().int() });
export type OutcomesAnswer = z.output<typeof outcomesAnswer>;

/** `GET /drives`: the upcoming open drives, soonest first. */
export const publicDrivesAnswer = z.object({ drives: z.array(publicDrive) });
/** `GET admin/drives?page=&limit=`: newest first. */
export const adminDrivesQuery = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page must be 1 or more').default(1),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be 1 to 100').max(100, 'limit must be 1 to 100').default(20),
});
/** `GET application/:token/booking`: the candidate's booking (the latest of their application), or null. */
export const candidateBookingAnswer = z.object({ booking: candidateBooking.nullable() });
/** `POST application/:token/booking`: move it to another slot of the same drive. */
export const bookingMoveInput = z.object({ slot: clock });

/** `GET admin/drives/:id/find`: by the pass's code (what the QR code carries) or the number. */
export const driveFindQuery = z
  .object({ pass: z.string().trim().max(40).optional(), mobile: indianMobile.optional() })
  .refine((v) => v.pass || v.mobile, DRIVE_VENUE_MESSAGES.findBy);
/** `GET admin/drives/:id/people`: `interviewer=me`, the signed-in interviewer's queue. */
export const drivePeopleQuery = z.object({ interviewer: z.enum(['me']).optional() });
