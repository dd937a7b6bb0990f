import { describe, expect, it } from '@jest/globals';
import { AUDITED } from '@site/contracts';
import { auditLink, auditSentence } from './audit-words';

const ID = '64b000000000000000000001';
const entry = (over: Partial<Parameters<typeof auditSentence>[0]>) => ({
  adminName: 'Administrator',
  resource: 'jobs',
  action: 'edit',
  documentId: ID,
  path: `/admin/jobs/editJobs/${ID}`,
  subject: null,
  ...over,
});

describe('an audit entry in product words', () => {
  it('names the admin, the change, the resource and the item', () => {
    const subject = { type: 'jobs' as const, exists: true, title: 'Security Supervisor' };
    expect(auditSentence(entry({ subject }))).toBe("Administrator changed the job 'Security Supervisor'");
    expect(auditSentence(entry({ action: 'add', subject }))).toBe("Administrator added the job 'Security Supervisor'");
    expect(auditSentence(entry({ action: 'remove', subject: { ...subject, exists: false } }))).toBe("Administrator deleted the job 'Security Supervisor'");
  });

  it('reads an older entry without a title by its resource alone', () => {
    expect(auditSentence(entry({ resource: 'aboutCards', action: 'remove', subject: { type: 'aboutCards', exists: false, title: null } }))).toBe(
      'Administrator deleted the about card',
    );
  });

  it('says what happened in the inbox, the privacy screens, exports and accounts', () => {
    const inbox = entry({
      resource: 'Inbox',
      action: 'detail',
      path: `/admin/inbox/userContact/${ID}`,
      subject: { type: 'userContact', exists: true, title: 'Asha Rao' },
    });
    expect(auditSentence(inbox)).toBe("Administrator opened the contact message 'Asha Rao' in the inbox");
    expect(auditSentence(entry({ resource: 'Privacy', action: 'erase', documentId: undefined }))).toBe('Administrator erased everything held about a person');
    expect(auditSentence(entry({ resource: 'SubmissionsExport', action: 'csv', path: '/admin/export/applyJobs' }))).toBe(
      'Administrator exported the job application list as CSV',
    );
    expect(auditSentence(entry({ resource: 'AdminAccounts', action: 'disable' }))).toBe('Administrator disabled an admin account');
  });

  it('links to the item while it exists: a submission’s inbox page, content’s screen found by its title', () => {
    expect(auditLink(entry({ subject: { type: 'jobs', exists: true, title: 'Security Supervisor' } }))).toBe('/admin/jobs?q=Security%20Supervisor');
    expect(auditLink(entry({ resource: 'applyJobs', subject: { type: 'applyJobs', exists: true, title: 'Ravi' } }))).toBe(`/admin/inbox/applyJobs/${ID}`);
    expect(auditLink(entry({ resource: 'aboutCards', subject: { type: 'aboutCards', exists: true, title: null } }))).toBe('/admin/integrated/aboutCard');
    expect(auditLink(entry({ subject: { type: 'jobs', exists: false, title: 'Security Supervisor' } }))).toBeNull();
    expect(auditLink(entry({ resource: 'Privacy', action: 'find', subject: null }))).toBeNull();
  });

  it('words every action of every area in product words, including restores, interviews and templates', () => {
    const job = { type: 'jobs' as const, exists: true, title: 'Security Supervisor' };
    expect(auditSentence(entry({ resource: 'ContentHistory', action: 'restore', path: `/admin/history/jobs/${ID}/3/restore`, subject: job }))).toBe(
      "Administrator restored version 3 of the job 'Security Supervisor'",
    );
    const application = { type: 'applyJobs' as const, exists: true, title: 'Ravi' };
    expect(auditSentence(entry({ resource: 'Interviews', action: 'schedule', path: `/admin/hiring/interviews/${ID}`, subject: application }))).toBe(
      "Administrator scheduled an interview for the job application 'Ravi'",
    );
    expect(auditSentence(entry({ resource: 'Interviews', action: 'cancel', subject: null }))).toBe('Administrator cancelled an interview for an application');
    expect(auditSentence(entry({ resource: 'Templates', action: 'save', path: '/admin/hiring/templates/Shortlisted', documentId: undefined }))).toBe(
      'Administrator changed the candidate e-mail for Shortlisted',
    );
    expect(auditSentence(entry({ resource: 'TwoFactor', action: 'setPolicy', documentId: undefined }))).toBe(
      'Administrator changed who must use two-factor sign-in',
    );
    expect(auditSentence(entry({ resource: 'AdminAccounts', action: 'changeRole' }))).toBe("Administrator changed an admin's role");
  });

  it('reads what an entry made from a fact says in its detail, without a path', () => {
    const job = { type: 'jobs' as const, exists: true, title: 'Security Supervisor' };
    const fact = (over: Partial<Parameters<typeof auditSentence>[0]>) => entry({ path: undefined, ...over });
    expect(auditSentence(fact({ resource: 'ContentHistory', action: 'restore', detail: '3', subject: job }))).toBe(
      "Administrator restored version 3 of the job 'Security Supervisor'",
    );
    expect(auditSentence(fact({ resource: 'Templates', action: 'save', detail: 'Hired', documentId: undefined }))).toBe(
      'Administrator changed the candidate e-mail for Hired',
    );
    expect(auditSentence(fact({ resource: 'SubmissionsExport', action: 'csv', detail: 'homeEnquiry', documentId: undefined }))).toBe(
      'Administrator exported the home enquiry list as CSV',
    );
    expect(auditSentence(fact({ resource: 'SubmissionsExport', action: 'csv', documentId: undefined }))).toBe('Administrator exported a list as CSV');
    expect(auditSentence(fact({ resource: 'TwoFactor', action: 'setPolicy', detail: 'required', documentId: undefined }))).toBe(
      'Administrator required two-factor sign-in of every admin',
    );
    expect(auditSentence(fact({ resource: 'TwoFactor', action: 'setPolicy', detail: 'optional', documentId: undefined }))).toBe(
      'Administrator made two-factor sign-in optional',
    );
    const application = { type: 'applyJobs' as const, exists: true, title: 'Ravi' };
    expect(auditSentence(fact({ resource: 'applyJobs', action: 'edit', detail: 'Reviewed → Shortlisted', subject: application }))).toBe(
      "Administrator moved the job application 'Ravi' from Reviewed to Shortlisted",
    );
    expect(auditSentence(fact({ resource: 'applyJobs', action: 'edit', subject: application }))).toBe("Administrator changed the job application 'Ravi'");
  });

  it("says which site's release was registered, switched or ended by itself, with what moved", () => {
    const release = 'abcdef012345';
    expect(
      auditSentence(
        entry({
          adminName: 'integrated team',
          resource: 'Releases',
          action: 'register',
          documentId: `integrated:${release}`,
          path: '/releases/integrated',
          title: `integrated: release ${release} registered`,
        }),
      ),
    ).toBe('integrated team registered release abcdef012345 of the integrated site');
    expect(
      auditSentence(
        entry({
          resource: 'Releases',
          action: 'switch',
          documentId: `main:${release}`,
          path: '/admin/releases/main/switch',
          title: `main: ${release} made live (was: 0123456789ab)`,
        }),
      ),
    ).toBe('Administrator switched the main site: abcdef012345 made live (was: 0123456789ab)');
    expect(auditSentence(entry({ resource: 'Releases', action: 'switch', documentId: undefined, path: '/admin/releases/admin/switch' }))).toBe(
      'Administrator switched a release of the back office',
    );
    const why = '20 failures in 50 reports (40 %): at least 20 failures';
    expect(
      auditSentence(
        entry({
          adminName: 'System',
          resource: 'Releases',
          action: 'canaryEnded',
          documentId: `integrated:${release}`,
          path: '/releases/report',
          title: `integrated: the canary ${release} was ended by itself: ${why}`,
        }),
      ),
    ).toBe(`System ended the canary release abcdef012345 of the integrated site by itself: ${why}`);
    expect(auditSentence(entry({ resource: 'Releases', action: 'canaryEnded', documentId: undefined, path: '/releases/report' }))).toBe(
      'Administrator ended the canary after too many failures',
    );
  });

  it('says which live release the API rolled back by itself, to which, and why', () => {
    const why = '9 failures in 30 reports (30 %) from 5 visitors: above 10 % after at least 20 reports';
    expect(
      auditSentence(
        entry({
          adminName: 'System',
          resource: 'Releases',
          action: 'rolledBack',
          documentId: 'main:abcdef012345',
          path: '/releases/report',
          title: `main: abcdef012345 was rolled back by itself to 0123456789ab: ${why}`,
        }),
      ),
    ).toBe(`System rolled back release abcdef012345 of the main site by itself to 0123456789ab: ${why}`);
  });

  it('has words for every name and action the log may hold, and reads an unknown older one as words', () => {
    for (const [resource, actions] of Object.entries(AUDITED)) {
      for (const action of actions) expect(auditSentence(entry({ resource, action, subject: null }))).not.toMatch(/did “|\(|[a-z][A-Z]/);
    }
    expect(auditSentence(entry({ resource: 'TwoFactor', action: 'renewSecret', subject: null }))).toBe(
      'Administrator did “renew secret” in Two-factor sign-in',
    );
  });
});
