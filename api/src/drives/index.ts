// The drives room's public surface: its module, and for the venue (check-in, walk-ins, outcomes, funnel) the
// store of drives, bookings, seats, passes, rosters and queues.
export { DrivesModule } from './drives.module.js';
export { DRIVE_COLLECTIONS, DriveStore, type StoredBooking, type StoredDrive, type CheckIn } from './drive-store.js';
export { bookingIdOf, seatIdOf, slotIdOf, slotStarted, slotStartsAt } from './seats.js';
