import { createHmac } from 'node:crypto';
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { Request } from 'express';

export const AUDIT_READ = 'auditRead';
export const AUDIT_AS = 'auditAs';

/**
 * The name the audit log gives the writes (and marked reads) of a controller's routes: a resource's key, or an area
 * of the back office ('Inbox', 'AdminAccounts', ...), which the back office's log screen words. Declared, never
 * taken from a class name.
 */
export const AuditAs = (resource: string) => applyDecorators(SetMetadata(AUDIT_AS, resource), ApiExtension(AUDIT_EXTENSION, resource));
/** The same name in the OpenAPI document, which makes the operations' ids of it (common/docs/describe-operations.ts). */
export const AUDIT_EXTENSION = 'x-audit-as';

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
