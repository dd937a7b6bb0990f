// `npm start` deploys what it built: each remote's current build becomes a release (once), and goes live when it
// is new or nothing is live yet. A build released before is left as the team left it (a rollback survives a
// restart).
import { livePointers, switchRelease } from './release-api.mjs';
import { REMOTE_PACKAGES } from './release-files.mjs';
import { publishRelease } from './publish.mjs';

export async function releaseCurrentBuilds(apiUrl, env = process.env, log = console.log) {
  const pointers = await livePointers(apiUrl);
  for (const remote of Object.keys(REMOTE_PACKAGES)) {
    try {
      const { id, made } = await publishRelease(remote, apiUrl, env);
      const live = pointers[remote]?.live;
      if ((made || !live) && live !== id) {
        await switchRelease(apiUrl, remote, { action: 'promote', id }, env);
        log(`The ${remote} remote's build is release ${id}, now live.`);
      }
    } catch (err) {
      // The remote's current build is still served at its root, as before releases existed.
      console.error(`The ${remote} remote's build could not be released: ${err instanceof Error ? err.message : err}`);
    }
  }
}
