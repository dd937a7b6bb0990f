import { Module } from '@nestjs/common';
import { SmsModule } from '../sms/index.js';
import { PhoneCodesController } from './phone-codes.controller.js';
import { PhoneCodes } from './phone-codes.service.js';
import { PhoneProofs } from './phone-proofs.js';

/** Codes by SMS that prove a mobile number, and the proofs they give (docs/sms.md, "Codes"). */
@Module({
  imports: [SmsModule],
  controllers: [PhoneCodesController],
  providers: [PhoneCodes, PhoneProofs],
  exports: [PhoneProofs, PhoneCodes],
})
export class PhoneCodesModule {}
