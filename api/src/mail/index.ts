// The mail room's public surface: the outbox and its transport, the shared layout; every e-mail's words belong to the room that sends it.
export type { Mail, MailAttachment } from './mail.js';
export { plainName, render } from './mail-layout.js';
export { MailModule } from './mail.module.js';
export { MailOutbox } from './mail-outbox.service.js';
export { MAIL_LOG } from './mail-outbox.service.js';
