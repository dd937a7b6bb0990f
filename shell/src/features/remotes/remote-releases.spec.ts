// A remote's release that fails in the browser gives way to the release the page names after it: reported, its
// container registered again from the next release's manifest, and the visitor gets that release's pages. Each report
// carries the token the page was given with the releases.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

const API = 'http://api.test';
/** What the shell gave the page with the main remote's releases: every report of them carries it. */
const TOKEN = 'r1.page.main.token-given-by-the-shell';
const manifest = (id: string) => `http://main.test/releases/${id}/mf-manifest.json`;
const registerRemotes = jest.fn();
const loadRemote = jest.fn<(id: string) => Promise<unknown>>();
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({ registerRemotes, loadRemote }));

const { setRuntimeConfig } = await import('@site/shared-ui');
const { fallBackRelease, loadRemoteRoutes, registerSiteRemotes } = await import('./remote-registry');

const sent: unknown[] = [];
beforeEach(() => {
  sent.length = 0;
  registerRemotes.mockClear();
  loadRemote.mockReset();
  globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    sent.push({ url: _url, ...JSON.parse(String(init?.body)) });
    return new Response(null, { status: 202 });
  }) as typeof fetch;
});

function configure(main: { id: string; fallback: string[] } | null) {
  setRuntimeConfig({
    apiUrl: API,
    remotes: {
      main: main ? manifest(main.id) : 'http://main.test/mf-manifest.json',
      integrated: 'http://integrated.test/mf-manifest.json',
      admin: 'http://admin.test/mf-manifest.json',
    },
    ...(main ? { releases: { main: { id: main.id, fallback: main.fallback.map((id) => ({ id, url: manifest(id) })), token: TOKEN } } } : {}),
  });
}

describe("a remote's release in the browser", () => {
  it('that fails to load: reported, the next release is registered and loaded, and its load reported', async () => {
    configure({ id: 'bbbbbbbbbbbb', fallback: ['aaaaaaaaaaaa'] });
    const { getRuntimeConfig } = await import('@site/shared-ui');
    registerSiteRemotes(getRuntimeConfig().remotes);
    const Routes = () => null;
    loadRemote.mockRejectedValueOnce(new Error('remoteEntry.js did not load')).mockResolvedValueOnce({ default: Routes });
    await expect(loadRemoteRoutes('main')).resolves.toBe(Routes);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_main_site', entry: manifest('aaaaaaaaaaaa') }], { force: true });
    expect(getRuntimeConfig().releases?.main).toEqual({ id: 'aaaaaaaaaaaa', fallback: [], token: TOKEN });
    expect(sent).toEqual([
      { url: `${API}/releases/report`, remote: 'main', release: 'bbbbbbbbbbbb', outcome: 'failed', stage: 'load', where: 'browser', token: TOKEN },
      { url: `${API}/releases/report`, remote: 'main', release: 'aaaaaaaaaaaa', outcome: 'loaded', where: 'browser', token: TOKEN },
    ]);
  });

  it('that throws while drawing: reported, and the next release named; none left, it stays (and is reported once)', async () => {
    configure({ id: 'cccccccccccc', fallback: ['dddddddddddd'] });
    expect(fallBackRelease('main', 'draw')).toBe(true);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_main_site', entry: manifest('dddddddddddd') }], { force: true });
    expect(fallBackRelease('main', 'draw')).toBe(false);
    expect(fallBackRelease('main', 'draw')).toBe(false);
    expect(sent).toEqual([
      { url: `${API}/releases/report`, remote: 'main', release: 'cccccccccccc', outcome: 'failed', stage: 'draw', where: 'browser', token: TOKEN },
      { url: `${API}/releases/report`, remote: 'main', release: 'dddddddddddd', outcome: 'failed', stage: 'draw', where: 'browser', token: TOKEN },
    ]);
  });

  it('without releases: nothing is reported, the failure is the remote being down, as before', async () => {
    configure(null);
    loadRemote.mockRejectedValueOnce(new Error('down'));
    await expect(loadRemoteRoutes('integrated')).rejects.toThrow('down');
    expect(sent).toEqual([]);
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
