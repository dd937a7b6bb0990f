// What the venue adds to the drives room's module (docs/behaviour.md §26.5–§26.8): its collections, services and routes.
import { AuthModule } from '../../accounts/index.js';
import { ApplicationsModule } from '../../applications/index.js';
import { collectionProvider } from '../../common/collections.js';
import { SmsModule } from '../../sms/index.js';
import { SubmissionStoreModule } from '../../submissions/index.js';
import { VenueDesk } from './venue-desk.service.js';
import { VenueOutcomes } from './venue-outcomes.service.js';
import { VENUE_COLLECTIONS, VenueStore } from './venue-store.js';
import { VenueController } from './venue.controller.js';

export const VENUE = {
  imports: [ApplicationsModule, AuthModule, SmsModule, SubmissionStoreModule],
  controllers: [VenueController],
  providers: [...Object.values(VENUE_COLLECTIONS).map(collectionProvider), VenueStore, VenueDesk, VenueOutcomes],
};
