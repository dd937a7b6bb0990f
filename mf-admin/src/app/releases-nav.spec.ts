import { describe, expect, it } from '@jest/globals';
import { mayManageReleases } from '@site/contracts/roles';
import { RELEASE_REMOTES } from '@site/contracts/releases';
import { ADMIN_NAV } from './admin-nav';
import { homeOf, isGroup, navFor } from '../features/layout/admin-nav';

const owner = { role: 'owner' } as const;
const recruiter = { role: 'recruiter' } as const;
const mainEditor = { role: 'editor', sites: ['main'] } as const;
const bothEditor = { role: 'editor', sites: ['main', 'integrated'] } as const;

const switchable = (access: Parameters<typeof mayManageReleases>[0]) => RELEASE_REMOTES.filter((r) => mayManageReleases(access, r));
const links = (access: Parameters<typeof navFor>[1]) => navFor(ADMIN_NAV, access).flatMap((i) => (isGroup(i) ? i.links : [i]).map((l) => l.label));

describe('who switches releases', () => {
  it('owners every remote, an editor the remotes of their sites, only owners the back office, recruiters none', () => {
    expect(switchable(owner)).toEqual(['main', 'integrated', 'admin']);
    expect(switchable(mainEditor)).toEqual(['main']);
    expect(switchable(bothEditor)).toEqual(['main', 'integrated']);
    expect(switchable(recruiter)).toEqual([]);
    expect(switchable(null)).toEqual([]);
  });

  it('lists the Releases screen only for those who may switch a remote, and leaves where they land alone', () => {
    expect(links(owner)).toContain('Releases');
    expect(links(mainEditor)).toContain('Releases');
    expect(links(recruiter)).not.toContain('Releases');
    expect(homeOf(ADMIN_NAV, mainEditor)).not.toBe('/admin/releases');
  });
});
