import { describe, expect, it } from '@jest/globals';
import { areaOfPath, mayOpen } from './may-open';

const recruiter = { role: 'recruiter' } as const;
const mainEditor = { role: 'editor', sites: ['main'] } as const;

describe('which screens a role may open', () => {
  it('reads the area of every kind of back-office address', () => {
    expect(areaOfPath('/admin/JobContact?job=0123456789abcdef01234567&status=New')).toBe('hiring');
    expect(areaOfPath('/admin/interviews')).toBe('hiring');
    expect(areaOfPath('/admin/candidate-emails')).toBe('hiring');
    expect(areaOfPath('/admin/inbox?type=applyJobs')).toBe('owner');
    expect(areaOfPath('/admin/inbox/applyJobs/0123456789abcdef01234567')).toBe('hiring');
    expect(areaOfPath('/admin/inbox/homeEnquiry/0123456789abcdef01234567')).toBe('owner');
    expect(areaOfPath('/admin/history')).toBe('owner');
    expect(areaOfPath('/admin/history/banner/0123456789abcdef01234567')).toBe('content:main');
    expect(areaOfPath('/admin/history/integratedBanner/x')).toBe('content:integrated');
    expect(areaOfPath('/admin/account')).toBe('self');
    expect(areaOfPath('/admin')).toBe('self');
    expect(areaOfPath('/admin/settings')).toBe('owner');
    expect(areaOfPath('/admin/releases')).toBe('releases');
    expect(areaOfPath('/admin/jobs')).toBe('hiring');
    expect(areaOfPath('/admin/drives')).toBe('hiring');
    expect(areaOfPath('/admin/drives/new')).toBe('hiring');
    expect(areaOfPath('/admin/drives/0123456789abcdef01234567/edit')).toBe('hiring');
    expect(areaOfPath('/admin/drives/0123456789abcdef01234567/desk')).toBe('hiring');
    // An address nobody declared is the owner's, as an API route that names no area.
    expect(areaOfPath('/admin/something-new')).toBe('owner');
  });

  it('lets each role open only its own screens', () => {
    expect(mayOpen(recruiter, '/admin/JobContact?job=x')).toBe(true);
    expect(mayOpen(recruiter, '/admin/inbox')).toBe(false);
    expect(mayOpen(recruiter, '/admin/history')).toBe(false);
    expect(mayOpen(mainEditor, '/admin/history')).toBe(false);
    expect(mayOpen(mainEditor, '/admin/history/banner/1')).toBe(true);
    expect(mayOpen(mainEditor, '/admin/history/clients/1')).toBe(false);
    expect(mayOpen({ role: 'owner' }, '/admin/history')).toBe(true);
    expect(mayOpen(undefined, '/admin/account')).toBe(false);
    expect(mayOpen(recruiter, '/admin/releases')).toBe(false);
    expect(mayOpen(recruiter, '/admin/drives/1')).toBe(true);
    expect(mayOpen(mainEditor, '/admin/drives')).toBe(false);
    expect(mayOpen(mainEditor, '/admin/drives/1/queue')).toBe(false);
    expect(mayOpen(mainEditor, '/admin/releases')).toBe(true);
  });
});
