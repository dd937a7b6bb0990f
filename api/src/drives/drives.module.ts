import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/index.js';
import { collectionProvider } from '../common/collections.js';
import { ContentModule } from '../content/index.js';
import { MailModule } from '../mail/index.js';
import { PhoneCodesModule } from '../phone-codes/index.js';
import { SmsModule } from '../sms/index.js';
import { BookingsController, CandidateBookingController } from './bookings.controller.js';
import { Bookings } from './bookings.service.js';
import { DriveListeners, DriveTeller } from './drive-listeners.js';
import { DriveReminders } from './drive-reminders.js';
import { DRIVE_COLLECTIONS, DriveStore } from './drive-store.js';
import { AdminDrivesController, PublicDrivesController } from './drives.controller.js';
import { Drives } from './drives.service.js';
import { VENUE } from './venue/venue-parts.js';

/**
 * The drives room: walk-in drives (docs/behaviour.md §26). A drive's day, place and slots, bookings with a proved
 * number that hold a seat, the candidate's booking by their private link, the SMS of a booking and the reminder
 * the evening before (the core, here), and at the venue the check-in desk, walk-ins, outcomes and the funnel
 * (`venue/`). It sits below the applications and privacy rooms and uses the first; neither imports it.
 */
@Module({
  imports: [ApplicationsModule, ContentModule, PhoneCodesModule, SmsModule, MailModule, ...VENUE.imports],
  controllers: [AdminDrivesController, PublicDrivesController, BookingsController, CandidateBookingController, ...VENUE.controllers],
  providers: [
    ...Object.values(DRIVE_COLLECTIONS).map(collectionProvider),
    DriveStore,
    Drives,
    Bookings,
    DriveTeller,
    DriveListeners,
    DriveReminders,
    ...VENUE.providers,
  ],
  exports: [DriveStore],
})
export class DrivesModule {}
