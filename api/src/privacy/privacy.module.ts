import { Module } from '@nestjs/common';
import { AuthModule } from '../accounts/index.js';
import { collectionProvider } from '../common/collections.js';
import { ApplicationsModule } from '../applications/index.js';
import { PhoneCodesModule } from '../phone-codes/index.js';
import { SmsModule } from '../sms/index.js';
import { SubmissionsModule } from '../submissions/index.js';
import { PrivacyController } from './privacy.controller.js';
import { PrivacyService } from './privacy.service.js';
import { RETENTION_COLLECTIONS, RetentionService } from './retention.service.js';

/** Find, export and erase one person's data, and the retention of submissions (docs/behaviour.md §14). */
@Module({
  imports: [SubmissionsModule, ApplicationsModule, AuthModule, SmsModule, PhoneCodesModule],
  controllers: [PrivacyController],
  providers: [...Object.values(RETENTION_COLLECTIONS).map(collectionProvider), PrivacyService, RetentionService],
})
export class PrivacyModule {}
