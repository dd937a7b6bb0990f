// The phone codes room's public surface: its module, the proofs a code gives, which a form that needs a proved
// mobile number (applying, one's applications) checks with `PhoneProofs.verify`, and `PhoneCodes.erase` for privacy.
export { PhoneCodesModule } from './phone-codes.module.js';
export { PhoneProofs } from './phone-proofs.js';
export { PhoneCodes } from './phone-codes.service.js';
