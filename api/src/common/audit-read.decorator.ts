import { createHmac } from 'node:crypto';
import { SetMetadata } from '@nestjs/common';
import type { Request } from 'express';

export const AUDIT_READ = 'auditRead';

/** Whose personal data a read shows: a document id, or a person's pseudonym (see personRef). */
export type ReadSubject = (req: Request, secret: string) => string | undefined;

/**
 * Records an admin's reading of personal data in the audit log, as writes are recorded: who, what, when, and
 * whose, by id (docs/behaviour.md §12). By default "whose" is the route's `:id`.
 */
export const AuditRead = (subject: ReadSubject = (req) => req.params.id as string | undefined) => SetMetadata(AUDIT_READ, subject);

/**
 * A person looked up by e-mail, named without the address: `person:` and a keyed hash of it. The same address
 * always gives the same name, so repeated look-ups of one person can be told apart from others; the address
 * cannot be read back from it.
 */
export const personRef: ReadSubject = (req, secret) => {
  const email = req.query.email;
  if (typeof email !== 'string') return undefined;
  return `person:${createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
};
