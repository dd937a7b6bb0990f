import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { type AdminReleasesView, type ReleaseListEntry, type ReleaseSwitch, SEE_CANARIES_COOKIE } from '@site/contracts/releases';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import { ReleasesPage } from './releases-page';

const server = startApiServer();
const switches: Array<{ remote: string; body: ReleaseSwitch }> = [];
afterEach(() => void switches.splice(0));
beforeEach(() => {
  document.cookie = `${SEE_CANARIES_COOKIE}=; Path=/; Max-Age=0`;
});

const built = (sharedUi = '1.0.0') => ({
  contract: 1,
  singletons: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    'react-router-dom': '7.18.5',
    '@reduxjs/toolkit': '2.14.0',
    'react-redux': '9.3.1',
    'react-toastify': '11.2.0',
    '@site/shared-ui': sharedUi,
  },
});
const entry = (id: string, createdAt: string, over: Partial<ReleaseListEntry> = {}): ReleaseListEntry => ({
  id,
  createdAt,
  live: false,
  canary: null,
  builtAgainst: built(),
  accepted: true,
  loads: 0,
  failures: 0,
  failureRate: null,
  ...over,
});

const LIVE = 'aaaaaaaaaaa1';
const CANARY = 'bbbbbbbbbbb2';
const OLDER = 'ccccccccccc3';
const NEWEST = 'ddddddddddd4';
const MISFIT = 'eeeeeeeeeee5';
const REASON = 'it was built against @site/shared-ui 2.0.0; the shell provides 1.0.0';

/** The integrated site: live, a 20 % canary failing more often, one earlier release, one new and one the shell refuses. */
const integrated = (): AdminReleasesView => ({
  integrated: {
    pointer: { live: LIVE, canary: { id: CANARY, percent: 20 }, previous: [OLDER] },
    releases: [
      entry(OLDER, '2026-11-20T04:30:00.000Z', { loads: 900, failures: 0, failureRate: 0 }),
      entry(LIVE, '2026-11-22T06:00:00.000Z', { live: true, loads: 995, failures: 5, failureRate: 0.5, lastFailureAt: '2026-11-24T18:02:00.000Z' }),
      entry(CANARY, '2026-11-23T09:15:00.000Z', {
        canary: { percent: 20 },
        loads: 121,
        failures: 4,
        failureRate: 3.2,
        lastFailureAt: '2026-11-24T18:01:00.000Z',
      }),
      entry(NEWEST, '2026-11-24T10:00:00.000Z'),
      entry(MISFIT, '2026-11-21T10:00:00.000Z', { accepted: false, reason: REASON, builtAgainst: built('2.0.0') }),
    ],
  },
});

function answer(views: AdminReleasesView[]) {
  let calls = 0;
  server.use(
    http.get(`${TEST_API}/admin/releases`, () => HttpResponse.json(views[Math.min(calls++, views.length - 1)])),
    http.post(`${TEST_API}/admin/releases/:remote/switch`, async ({ request, params }) => {
      switches.push({ remote: String(params.remote), body: (await request.json()) as ReleaseSwitch });
      return HttpResponse.json({ live: NEWEST, canary: null, previous: [LIVE, OLDER] });
    }),
  );
  return () => calls;
}

const open = () => renderAdminScreen('/admin/releases', <ReleasesPage />, '/admin/releases');
const rowOf = async (id: string) =>
  within(await screen.findByRole('table', { name: 'Releases of Integrated site' }))
    .getByRole('cell', { name: id })
    .closest('tr')!;
/** The switches a row or a site offers (the table's own buttons, its pager and row details, aside). */
const SWITCH = /^(Make live|Try on|Roll back|End canary)/;

describe('ReleasesPage', () => {
  it("shows what each remote serves, with the canary's failure rate beside the live release's", async () => {
    answer([integrated()]);
    open();
    const section = await screen.findByRole('region', { name: 'Integrated site' });
    expect(screen.queryByRole('region', { name: 'Main site' })).toBeNull();
    const now = within(section).getByRole('table', { name: 'Now serving on Integrated site' });
    const live = within(now).getByRole('row', { name: /^Live/ });
    const canary = within(now).getByRole('row', { name: /^Canary/ });
    expect(live.textContent).toBe(`Live${LIVE}80 %0.5 % · 5 failures in 1,000 reports`);
    expect(canary.textContent).toBe(`Canary${CANARY}20 %3.2 % · 4 failures in 125 reports Higher than live`);
    expect(within(now).getByRole('row', { name: /^Previous/ }).textContent).toBe(`Previous${OLDER}——`);
  });

  it('lists the releases newest first, with what they were built against, their status and how they fared', async () => {
    answer([integrated()]);
    open();
    const table = await screen.findByRole('table', { name: 'Releases of Integrated site' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Release', 'Made', 'Built against', 'Status', 'Shell accepts', 'Reports', 'Actions']));
    const ids = within(table)
      .getAllByRole('code')
      .map((c) => c.textContent);
    expect(ids).toEqual([NEWEST, CANARY, LIVE, MISFIT, OLDER]);

    const canary = await rowOf(CANARY);
    expect(canary.textContent).toContain('23 Nov 2026, 2:45 pm');
    expect(canary.textContent).toContain('shared-ui 1.0.0 · React 19.3.1 · contract 1');
    expect(within(canary).getByText('Canary 20 %')).toBeInTheDocument();
    expect(canary.textContent).toContain('3.2 %');
    expect(canary.textContent).toContain('24 Nov 2026, 11:31 pm');
    expect(within(await rowOf(LIVE)).getByText('Live')).toBeInTheDocument();
    expect(within(await rowOf(OLDER)).getByText('Previous')).toBeInTheDocument();
    expect(canary.textContent).toContain('3.2 % failed4 of 125 reportslast 24 Nov 2026, 11:31 pm');
    // Before any report there is no rate, and nothing failed.
    expect((await rowOf(NEWEST)).textContent).toMatch(/YesNone yet/);

    // The shell's reason, and no switch the shell would refuse; the live release cannot be made live again.
    const misfit = await rowOf(MISFIT);
    expect(misfit.textContent).toContain(`No: ${REASON}`);
    expect(within(misfit).queryByRole('button', { name: SWITCH })).toBeNull();
    expect(within(await rowOf(LIVE)).queryByRole('button', { name: SWITCH })).toBeNull();
  });

  it('makes a release live after asking, says so, reads the view again and puts the focus on the site', async () => {
    const calls = answer([
      integrated(),
      {
        integrated: {
          pointer: { live: NEWEST, canary: null, previous: [LIVE, OLDER] },
          releases: integrated().integrated!.releases.map((r) => ({ ...r, live: r.id === NEWEST, canary: null })),
        },
      },
    ]);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: `Make live release ${NEWEST}` }));
    const dialog = screen.getByRole('dialog', { name: 'Make live' });
    expect(dialog.textContent).toContain(
      `Make release ${NEWEST} live on the integrated site for every visitor? Release ${LIVE} stops being live; you can roll back to it.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Make live' }));

    expect(await screen.findByText(`Release ${NEWEST} is live on the integrated site.`)).toBeInTheDocument();
    expect(switches).toEqual([{ remote: 'integrated', body: { action: 'promote', id: NEWEST } }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls()).toBe(2));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Now serving on Integrated site' })).getByRole('row', { name: /^Live/ }).textContent).toContain(NEWEST),
    );
    // The button pressed is gone with the new view: the focus waits on the site's heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Integrated site' }));
    expect(screen.queryByRole('button', { name: 'End canary' })).toBeNull();
  });

  it('tries a release on a share of visitors, a whole number from 1 to 99', async () => {
    answer([integrated()]);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: `Try on… release ${NEWEST}` }));
    const dialog = screen.getByRole('dialog', { name: 'Try on a share of visitors' });
    expect(dialog.textContent).toContain(
      `Serve release ${NEWEST} to a share of the visitors of the integrated site, and the live release ${LIVE} to the rest? Each visitor stays on their side.`,
    );
    const share = within(dialog).getByLabelText('Share of visitors (%)');
    expect(document.activeElement).toBe(share);
    for (const wrong of ['', '0', '100', '12.5']) {
      await user.clear(share);
      if (wrong) await user.type(share, wrong);
      await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
      expect(within(dialog).getByRole('alert').textContent).toBe('Enter a whole number from 1 to 99.');
      expect(share.getAttribute('aria-invalid')).toBe('true');
    }
    expect(switches).toHaveLength(0);
    await user.clear(share);
    await user.type(share, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    expect(await screen.findByText(`Release ${NEWEST} is now tried on 10 % of the visitors of the integrated site.`)).toBeInTheDocument();
    expect(switches).toEqual([{ remote: 'integrated', body: { action: 'promote', id: NEWEST, canaryPercent: 10 } }]);
  });

  it("shows the API's refusal in its words, and keeps the dialog open", async () => {
    answer([integrated()]);
    const message = `The shell refuses release ${NEWEST}: its first page could not be drawn`;
    server.use(http.post(`${TEST_API}/admin/releases/:remote/switch`, () => HttpResponse.json({ message }, { status: 409 })));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: `Make live release ${NEWEST}` }));
    const dialog = screen.getByRole('dialog', { name: 'Make live' });
    await user.click(within(dialog).getByRole('button', { name: 'Make live' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back to the button that opened the dialog.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Make live release ${NEWEST}` }));
  });

  it('rolls back to the previous release and ends a canary, each after asking', async () => {
    answer([integrated()]);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: `Roll back Integrated site to release ${OLDER}` }));
    let dialog = screen.getByRole('dialog', { name: 'Roll back' });
    expect(dialog.textContent).toContain(`Make release ${OLDER} live again on the integrated site? Release ${LIVE} stops being live.`);
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'End canary of Integrated site' }));
    dialog = screen.getByRole('dialog', { name: 'End canary' });
    expect(dialog.textContent).toContain(`End the canary of release ${CANARY} on the integrated site? Every visitor gets the live release ${LIVE} again.`);
    await user.click(within(dialog).getByRole('button', { name: 'End canary' }));
    expect(await screen.findByText('The canary of the integrated site has ended.')).toBeInTheDocument();
    expect(switches.map((s) => s.body)).toEqual([{ action: 'rollback' }, { action: 'end-canary' }]);
  });

  it('offers no roll back without a previous release, nor an end without a canary, and says how to make a first release', async () => {
    answer([
      {
        main: { pointer: { live: LIVE, canary: null, previous: [] }, releases: [entry(LIVE, '2026-11-22T06:00:00.000Z', { live: true })] },
        admin: { pointer: { live: null, canary: null, previous: [] }, releases: [] },
      },
    ]);
    open();
    const main = await screen.findByRole('region', { name: 'Main site' });
    expect(within(main).queryByRole('button', { name: SWITCH })).toBeNull();
    const office = screen.getByRole('region', { name: 'Back office' });
    expect(within(office).getByText(/No releases yet/).textContent).toBe('No releases yet. A team makes one with npm run release -- admin.');
  });

  it('says there are no releases at all when the API lists none', async () => {
    answer([{}]);
    open();
    expect((await screen.findByText(/No releases yet/)).textContent).toBe('No releases yet. A team makes one with npm run release -- <remote>.');
  });

  it('shows why the releases could not be read', async () => {
    server.use(http.get(`${TEST_API}/admin/releases`, () => HttpResponse.json({ message: 'Your role does not allow this' }, { status: 403 })));
    open();
    expect(await screen.findByText('The releases could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Your role does not allow this')).toBeInTheDocument();
  });

  it("lets this browser see every canary, with the API's pass in a cookie the shell reads", async () => {
    answer([integrated()]);
    const pass = 'c1.YWRtaW4.1999999999.pass-signed-by-the-api';
    server.use(http.get(`${TEST_API}/admin/releases/canary-pass`, () => HttpResponse.json({ pass, expiresAt: new Date(Date.now() + 3600_000).toISOString() })));
    const { user } = open();
    const see = await screen.findByRole('checkbox', { name: /See canaries in this browser/ });
    expect((see as HTMLInputElement).checked).toBe(false);
    await user.click(see);
    await waitFor(() => expect(document.cookie).toContain(`${SEE_CANARIES_COOKIE}=${pass}`));
    expect(see).toBeChecked();
    await user.click(see);
    await waitFor(() => expect(document.cookie).not.toContain(SEE_CANARIES_COOKIE));
  });

  it('keeps canaries off, saying why, when the API gives no pass', async () => {
    answer([integrated()]);
    server.use(http.get(`${TEST_API}/admin/releases/canary-pass`, () => HttpResponse.json({ message: 'Your role does not allow this' }, { status: 403 })));
    const { user } = open();
    const see = await screen.findByRole('checkbox', { name: /See canaries in this browser/ });
    await user.click(see);
    expect(await screen.findByText(/Canaries could not be turned on: Your role does not allow this/)).toBeInTheDocument();
    expect(see).not.toBeChecked();
    expect(document.cookie).not.toContain(SEE_CANARIES_COOKIE);
  });
});
