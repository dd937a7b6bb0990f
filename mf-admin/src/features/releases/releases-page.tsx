// The Releases screen (docs/decisions/0013): each remote this admin may switch, what it serves now and its releases;
// making one live, trying one on a share of visitors, rolling back and ending a canary, each asked first and written
// to the audit log by the API. The API lists only the remotes the admin may switch, and refuses the others anyway.
import { RELEASE_REMOTES, type ReleaseRemote, type ReleaseSwitch } from '@site/contracts/releases';
import { ErrorState, errorMessage, Loading, toast } from '@site/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { seesCanaries, setSeesCanaries } from './canary-cookie';
import { NoReleases, RemoteReleases } from './remote-releases';
import { switchDone } from './release-words';
import { useAdminReleasesQuery, useCanaryPassMutation, useSwitchReleaseMutation } from './releases-api';
import { type SwitchAsk, SwitchDialog } from './switch-dialog';
import './releases.css';

export function ReleasesPage() {
  const { data, error, isError, isLoading, refetch } = useAdminReleasesQuery();
  const [switchRelease, { isLoading: switching }] = useSwitchReleaseMutation();
  const [ask, setAsk] = useState<SwitchAsk | null>(null);
  const headings = useRef(new Map<ReleaseRemote, HTMLHeadingElement>());
  const [focusOn, setFocusOn] = useState<{ remote: ReleaseRemote } | null>(null);

  // Runs after the dialog gave the focus back to its button, which the new view may have removed.
  useEffect(() => {
    if (focusOn) headings.current.get(focusOn.remote)?.focus();
  }, [focusOn]);

  if (isError) return <ErrorState title="The releases could not be loaded" message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <Loading />;
  const remotes = RELEASE_REMOTES.filter((r) => data[r]);

  const onSwitch = async (change: ReleaseSwitch) => {
    if (!ask) return;
    const now = await switchRelease({ remote: ask.remote, change }).unwrap();
    toast.success(switchDone(ask.remote, change, now));
    setFocusOn({ remote: ask.remote });
    setAsk(null);
  };

  return (
    <section className="admin-screen admin-releases">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>Releases</h1>
      </header>
      <p className="admin-form__hint">
        Each site&apos;s releases, newest first. Make one live, try it on a share of visitors first, or roll back to the one live before. Pages drawn a few
        seconds after a switch use the new release; the shell refuses a release that does not fit it.
      </p>
      <CanaryChoice />
      {remotes.length === 0 && <NoReleases remote="<remote>" />}
      {remotes.map((remote) => (
        <RemoteReleases
          key={remote}
          remote={remote}
          view={data[remote]!}
          onAsk={setAsk}
          headingRef={(node) => {
            if (node) headings.current.set(remote, node);
            else headings.current.delete(remote);
          }}
        />
      ))}
      <SwitchDialog ask={ask} pointer={ask ? data[ask.remote]?.pointer : undefined} busy={switching} onSwitch={onSwitch} onClose={() => setAsk(null)} />
    </section>
  );
}

/**
 * Whether this browser is served every remote's canary: the admin checks a release before visitors get it. The API
 * gives the pass the shell honours, until this session ends.
 */
function CanaryChoice() {
  // Read once drawn: the server that drew the page has no document.cookie.
  const [see, setSee] = useState(false);
  const [askPass, { isLoading }] = useCanaryPassMutation();
  useEffect(() => setSee(seesCanaries()), []);
  const choose = async (on: boolean) => {
    try {
      setSeesCanaries(on ? await askPass().unwrap() : null);
      setSee(on);
    } catch (err) {
      toast.error(`Canaries could not be turned on: ${errorMessage(err) ?? 'please try again'}`);
    }
  };
  return (
    <label className="admin-releases__see">
      <input type="checkbox" checked={see} disabled={isLoading} aria-describedby="admin-releases-see-hint" onChange={(e) => void choose(e.target.checked)} />
      <span>
        See canaries in this browser
        <small id="admin-releases-see-hint">
          Every page this browser opens is drawn with each site&apos;s canary, when there is one, so you can check it before more visitors get it. It stops when
          you sign out.
        </small>
      </span>
    </label>
  );
}
