// The mail room's public surface: the outbox and its transport, the shared layout, and the way to a language's
// words (each room keeps its e-mails' words in catalogues of its own).
export type { Mail, MailAttachment } from './mail.js';
export { plainName, render } from './mail-layout.js';
export { languageOf, mailWords, missingMailWords, type Words } from './mail-words.js';
export { momentWords } from './moment-words.js';
export { MailModule } from './mail.module.js';
export { MailOutbox } from './mail-outbox.service.js';
export { MAIL_LOG } from './mail-outbox.service.js';
