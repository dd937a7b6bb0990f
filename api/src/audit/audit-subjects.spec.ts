// What an entry is about: named by the entry itself (its resource, or an area's `subjectType`), and for an entry
// recorded before the facts, by what its request's path said.
import { describe, expect, it } from '@jest/globals';
import { subjectOf } from './audit-subjects.js';

const ID = '0123456789abcdef01234567';

describe('subjectOf', () => {
  it('names a resource’s own entry by its resource, and an area’s by the type it recorded', () => {
    expect(subjectOf({ resource: 'jobs', documentId: ID })).toEqual({ type: 'jobs', id: ID });
    expect(subjectOf({ resource: 'ContentHistory', documentId: ID, subjectType: 'missions' })).toEqual({ type: 'missions', id: ID });
    expect(subjectOf({ resource: 'Inbox', documentId: ID, subjectType: 'userContact' })).toEqual({ type: 'userContact', id: ID });
    expect(subjectOf({ resource: 'Interviews', documentId: ID, subjectType: 'applyJobs' })).toEqual({ type: 'applyJobs', id: ID });
  });

  it('reads an older entry’s type from its path, and an older interview as an application’s', () => {
    expect(subjectOf({ resource: 'ContentHistory', documentId: ID, path: `/admin/history/banner/${ID}/2/restore` })).toEqual({ type: 'banner', id: ID });
    expect(subjectOf({ resource: 'Inbox', documentId: ID, path: `/admin/inbox/homeEnquiry/${ID}` })).toEqual({ type: 'homeEnquiry', id: ID });
    expect(subjectOf({ resource: 'Interviews', documentId: ID, path: `/admin/hiring/interviews/${ID}` })).toEqual({ type: 'applyJobs', id: ID });
    // A path naming no such type, or a submission where content is meant, names nothing.
    expect(subjectOf({ resource: 'Inbox', documentId: ID, path: `/admin/inbox/jobs/${ID}` })).toBeNull();
    expect(subjectOf({ resource: 'ContentHistory', documentId: ID, path: `/admin/history/applyJobs/${ID}/1/restore` })).toBeNull();
  });

  it('names no stored item for a person, an account, a release or an entry without a document', () => {
    expect(subjectOf({ resource: 'Privacy', documentId: 'person:0123456789abcdef01234567' })).toBeNull();
    expect(subjectOf({ resource: 'AdminAccounts', documentId: ID })).toBeNull();
    expect(subjectOf({ resource: 'Releases', documentId: 'main:abcdef012345' })).toBeNull();
    expect(subjectOf({ resource: 'SiteSettings' })).toBeNull();
  });
});
