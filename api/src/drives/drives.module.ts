import { Module } from '@nestjs/common';
import { collectionProvider } from '../common/collections.js';
import { DRIVE_COLLECTIONS, DriveStore } from './drive-store.js';

/**
 * The drives room: walk-in drives (docs/behaviour.md §26). A drive's day, place and slots, bookings with a proved
 * number that hold a seat, the candidate's booking by their private link, the SMS of a booking and the reminder
 * the evening before (the core, here), and at the venue the check-in desk, walk-ins, outcomes and the funnel
 * (`venue/`). It sits above the applications room and uses it; the applications room never imports it.
 */
@Module({
  imports: [],
  controllers: [],
  providers: [...Object.values(DRIVE_COLLECTIONS).map(collectionProvider), DriveStore],
  exports: [DriveStore],
})
export class DrivesModule {}
