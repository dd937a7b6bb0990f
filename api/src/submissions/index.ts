// The submissions room's public surface.
export type { SubmissionChangeContext, SubmissionChanged } from './events.js';
export { mobileOf } from './summary.js';
export { submissionMails, type Told } from './submission-mail.js';
export { submissionResource } from './submission-resources.js';
export type { MailExtras, SubmissionKind } from './submission-kind.js';
export { SubmissionHistory } from './submission-history.js';
export { dayOf } from './submission-index.js';
export { SubmissionStoreModule } from './submission-store.module.js';
export { SubmissionsModule } from './submissions.module.js';
export { SubmissionsService } from './submissions.service.js';
export { ENQUIRIES } from './submission-resources.js';
export type { RowChange } from './submission-index.js';
export { SubmissionIndex } from './submission-index.js';
export { changeOf } from './submission-rows.js';
export { candidateTerm, phoneTerm, TERM_FIELDS } from './submission-terms.js';
