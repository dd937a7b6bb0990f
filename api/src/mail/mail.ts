// An e-mail as the rooms hand it to the outbox: each room writes its own e-mails' words.
/** A file sent with an e-mail (a calendar invitation), kept in the outbox only until the e-mail has left. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mail {
  /**
   * 'notification' to the company, 'confirmation' to a sender, 'account' to an account's owner, 'status' to a
   * candidate whose application moved, 'interview' an invitation (or its update) to a candidate or an interviewer.
   */
  kind: 'notification' | 'confirmation' | 'account' | 'status' | 'interview';
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}
