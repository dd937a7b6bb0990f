// The audit log call (docs/behaviour.md §12) on the site's one API client.
import type { ResourceKey } from '@site/contracts/resources';
import type { SiteVariant } from '@site/contracts/roles';
import { api } from '@site/shared-ui';

export interface AuditEntry {
  at: string;
  adminId: string;
  adminName: string;
  adminEmail: string | null;
  resource: string;
  action: string;
  documentId?: string;
  /** A content item's title when it was written (older entries have none). */
  title?: string;
  /** The stored item the entry is about, read when the log is: its type, title and whether it still exists. */
  subject: { type: ResourceKey; exists: boolean; title: string | null } | null;
  /** The site variant the write concerns, where it is one variant's (its content, its release). */
  site?: SiteVariant;
  /** A template's status, a restored version's number, an export's type, a status moved ("Reviewed → Shortlisted"). */
  detail?: string;
  /** The request, on older entries and a release's moves; an entry made from a fact has none. */
  method?: string;
  path?: string;
}

export interface AuditFilter {
  page: number;
  resource?: string;
}

export const AUDIT_PAGE_SIZE = 25;

const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<{ entries: AuditEntry[]; total: number; page: number; limit: number }, AuditFilter>({
      query: ({ page, resource }) => ({ url: 'admin/audit', params: { page, limit: AUDIT_PAGE_SIZE, ...(resource && { resource }) } }),
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;
