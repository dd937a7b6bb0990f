import { describe, expect, it } from '@jest/globals';
import { auditLink, auditSentence } from './audit-words';

const ID = '64b000000000000000000001';
const entry = (over: Partial<Parameters<typeof auditSentence>[0]>) => ({ adminName: 'Administrator', resource: 'jobs', action: 'edit', documentId: ID, path: `/admin/jobs/editJobs/${ID}`, subject: null, ...over });

describe('an audit entry in product words', () => {
  it('names the admin, the change, the resource and the item', () => {
    const subject = { type: 'jobs' as const, exists: true, title: 'Security Supervisor' };
    expect(auditSentence(entry({ subject }))).toBe("Administrator changed the job 'Security Supervisor'");
    expect(auditSentence(entry({ action: 'add', subject }))).toBe("Administrator added the job 'Security Supervisor'");
    expect(auditSentence(entry({ action: 'remove', subject: { ...subject, exists: false } }))).toBe("Administrator deleted the job 'Security Supervisor'");
  });

  it('reads an older entry without a title by its resource alone', () => {
    expect(auditSentence(entry({ resource: 'aboutCards', action: 'remove', subject: { type: 'aboutCards', exists: false, title: null } }))).toBe('Administrator deleted the about card');
  });

  it('says what happened in the inbox, the privacy screens, exports and accounts', () => {
    const inbox = entry({ resource: 'Inbox', action: 'detail', path: `/admin/inbox/userContact/${ID}`, subject: { type: 'userContact', exists: true, title: 'Asha Rao' } });
    expect(auditSentence(inbox)).toBe("Administrator opened the contact message 'Asha Rao' in the inbox");
    expect(auditSentence(entry({ resource: 'Privacy', action: 'erase', documentId: undefined }))).toBe('Administrator erased everything held about a person');
    expect(auditSentence(entry({ resource: 'SubmissionsExport', action: 'csv', path: '/admin/export/applyJobs' }))).toBe('Administrator exported the job application list as CSV');
    expect(auditSentence(entry({ resource: 'AdminAccounts', action: 'disable' }))).toBe('Administrator disabled an admin account');
  });

  it('links to the item while it exists: a submission’s inbox page, content’s screen found by its title', () => {
    expect(auditLink(entry({ subject: { type: 'jobs', exists: true, title: 'Security Supervisor' } }))).toBe('/admin/jobs?q=Security%20Supervisor');
    expect(auditLink(entry({ resource: 'applyJobs', subject: { type: 'applyJobs', exists: true, title: 'Ravi' } }))).toBe(`/admin/inbox/applyJobs/${ID}`);
    expect(auditLink(entry({ resource: 'aboutCards', subject: { type: 'aboutCards', exists: true, title: null } }))).toBe('/admin/integrated/aboutCard');
    expect(auditLink(entry({ subject: { type: 'jobs', exists: false, title: 'Security Supervisor' } }))).toBeNull();
    expect(auditLink(entry({ resource: 'Privacy', action: 'find', subject: null }))).toBeNull();
  });
});
