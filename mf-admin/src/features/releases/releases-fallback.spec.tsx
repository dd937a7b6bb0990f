// The Releases screen while the live release fails (the shell then serves the one live before it), and removing a
// release the shell never draws.
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminReleasesView, ReleaseListEntry } from '@site/contracts/releases';
import { http, HttpResponse, startApiServer } from '@site/shared-ui/testing/api-server';
import { renderAdminScreen, TEST_API } from '../../testing/render';
import { fallbackOf } from './release-words';
import { ReleasesPage } from './releases-page';

const server = startApiServer();
const removals: Array<{ remote: string; body: unknown }> = [];
afterEach(() => void removals.splice(0));

const LIVE = 'aaaaaaaaaaa1';
const BEFORE = 'bbbbbbbbbbb2';
const CANARY = 'ccccccccccc3';
const REFUSED = 'ddddddddddd4';
const OLDEST = 'eeeeeeeeeee5';

const entry = (id: string, createdAt: string, over: Partial<ReleaseListEntry> = {}): ReleaseListEntry => ({
  id,
  createdAt,
  live: false,
  canary: null,
  builtAgainst: { contract: 1, singletons: { react: '19.3.1', '@site/shared-ui': '1.0.0' } as ReleaseListEntry['builtAgainst']['singletons'] },
  accepted: true,
  loads: 0,
  failures: 0,
  failureRate: null,
  ...over,
});
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** The main site: its live release failing on every page for `failedAgo` ms, a canary, and two releases no one draws. */
const view = (failedAgo: number, failureRate = 100): AdminReleasesView => ({
  main: {
    pointer: { live: LIVE, canary: { id: CANARY, percent: 10 }, previous: [BEFORE, OLDEST] },
    releases: [
      entry(REFUSED, '2026-11-25T10:00:00.000Z', { accepted: false, reason: 'its pages threw while drawing /main/contact: broke' }),
      entry(CANARY, '2026-11-24T10:00:00.000Z', { canary: { percent: 10 } }),
      entry(LIVE, '2026-11-23T10:00:00.000Z', { live: true, loads: 0, failures: 12, failureRate, lastFailureAt: ago(failedAgo) }),
      entry(BEFORE, '2026-11-22T10:00:00.000Z', { loads: 900, failureRate: 0 }),
      entry(OLDEST, '2026-11-21T10:00:00.000Z'),
    ],
  },
});

const answer = (views: AdminReleasesView[]) => {
  let calls = 0;
  server.use(
    http.get(`${TEST_API}/admin/releases`, () => HttpResponse.json(views[Math.min(calls++, views.length - 1)])),
    http.post(`${TEST_API}/admin/releases/:remote/remove`, async ({ request, params }) => {
      removals.push({ remote: String(params.remote), body: await request.json() });
      return HttpResponse.json({ removed: REFUSED, releases: [CANARY, LIVE, BEFORE, OLDEST] });
    }),
  );
};
const open = () => renderAdminScreen('/admin/releases', <ReleasesPage />, '/admin/releases');
const nowServing = async () => screen.findByRole('table', { name: 'Now serving on Main site' });

describe('the Releases screen while the live release fails', () => {
  it('says which release visitors get instead, and why', async () => {
    answer([view(30_000)]);
    open();
    const notice = within(await screen.findByRole('region', { name: 'Main site' })).getByRole('status');
    expect(notice.textContent).toMatch(
      new RegExp(
        `^Visitors get release ${BEFORE}, not the live release ${LIVE}\\. ${LIVE} keeps failing \\(last failure .+\\), and while a live release fails the shell draws the release live before it\\. Roll back to make ${BEFORE} live, or make another release live\\.$`,
      ),
    );
    const table = await nowServing();
    expect(within(table).getByRole('row', { name: /^Live/ }).textContent).toBe(`Live${LIVE}None (they get ${BEFORE})100 % · 12 failures in 12 reports`);
    expect(within(table).getByRole('row', { name: /^Previous/ }).textContent).toBe(`Previous${BEFORE}${OLDEST}90 % (instead of live)—`);
  });

  it('says nothing of a fallback once the live release stopped failing, and only some visitors for a few failures', async () => {
    answer([view(10 * 60_000)]);
    open();
    await nowServing();
    expect(within(screen.getByRole('region', { name: 'Main site' })).queryByRole('status')).toBeNull();
    expect(fallbackOf(view(30_000, 2).main!.pointer, view(30_000, 2).main!.releases, Date.now())).toMatchObject({ forAll: false, instead: BEFORE });
    expect(fallbackOf({ live: LIVE, canary: null, previous: [] }, view(30_000).main!.releases, Date.now())).toMatchObject({ forAll: true, instead: null });
  });
});

describe('removing a release', () => {
  it('is offered only for releases the shell never draws, asked first, and reads the view again', async () => {
    answer([view(10 * 60_000), { main: { ...view(10 * 60_000).main!, releases: view(10 * 60_000).main!.releases.filter((r) => r.id !== REFUSED) } }]);
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Releases of Main site' });
    for (const id of [LIVE, CANARY, BEFORE, OLDEST]) expect(within(table).queryByRole('button', { name: `Remove release ${id}` })).toBeNull();
    await user.click(within(table).getByRole('button', { name: `Remove release ${REFUSED}` }));
    const dialog = screen.getByRole('dialog', { name: 'Remove release' });
    expect(dialog.textContent).toContain(`Remove release ${REFUSED} of the main site? It leaves the list and can never be made live again`);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(`Release ${REFUSED} was removed.`)).toBeInTheDocument();
    expect(removals).toEqual([{ remote: 'main', body: { id: REFUSED } }]);
    await waitFor(() => expect(within(table).queryByRole('button', { name: `Remove release ${REFUSED}` })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Main site' }));
  });

  it("keeps the API's refusal open in its words", async () => {
    answer([view(10 * 60_000)]);
    const message = `Release ${REFUSED} became live of main at the same time, so it was not removed`;
    server.use(http.post(`${TEST_API}/admin/releases/:remote/remove`, () => HttpResponse.json({ message }, { status: 409 })));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: `Remove release ${REFUSED}` }));
    const dialog = screen.getByRole('dialog', { name: 'Remove release' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });
});
