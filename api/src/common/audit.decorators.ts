import { createHmac } from 'node:crypto';
import { SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { type AuditAction, type AuditName, parseIndianMobile, type ResourceKey } from '@site/contracts';
import type { Request } from 'express';

export const AUDIT_READ = 'auditRead';

/**
 * The name a controller's operations take in the OpenAPI document (common/docs/describe-operations.ts): a resource's
 * key, or an area of the back office. Declared, never taken from a class name. The audit log does not read it.
 */
export const AuditAs = (resource: string) => ApiExtension(AUDIT_EXTENSION, resource);
/** The same name in the OpenAPI document, which makes the operations' ids of it. */
export const AUDIT_EXTENSION = 'x-audit-as';

/** Whose personal data a read shows, from the route's parameters and query: by id, or by a person's pseudonym (personRef). */
export interface ReadSubject {
  documentId?: string;
  /** The resource of the item read, when the name is an area (an inbox item's type). */
  subjectType?: ResourceKey;
  /** What else the entry says: an export's type. */
  detail?: string;
}
export type DescribeRead = (req: Request, secret: string) => ReadSubject;

/** What a route marked with @AuditRead records: its name and action (contracts/src/audit.ts) and whose data it shows. */
export interface AuditedRead {
  name: AuditName;
  action: string;
  describe: DescribeRead;
}

/**
 * Records an admin's reading of personal data in the audit log: who, when, the name and action declared here, and
 * whose, by id (docs/behaviour.md §12). By default "whose" is the route's `:id`.
 */
export const AuditRead = <N extends AuditName>(
  name: N,
  action: AuditAction<N>,
  describe: DescribeRead = (req) => ({ documentId: req.params.id as string | undefined }),
) => SetMetadata(AUDIT_READ, { name, action, describe } satisfies AuditedRead);

/**
 * A person named without their address: `person:` and a keyed hash of it. The same address always gives the same
 * name, so repeated look-ups of one person can be told apart from others; the address cannot be read back from it.
 */
export const personPseudonym = (email: string, secret: string) =>
  `person:${createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;

/** A read of the person whose address is the query's `email`, or whose number is its `mobile` (as stored, "+91…"). */
export const personRef: DescribeRead = (req, secret) => {
  const { email, mobile } = req.query;
  if (typeof email === 'string') return { documentId: personPseudonym(email, secret) };
  const number = typeof mobile === 'string' ? parseIndianMobile(mobile) : null;
  return number?.ok ? { documentId: personPseudonym(number.e164, secret) } : {};
};
