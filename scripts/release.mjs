// The release commands of a remote's team (docs/releases.md):
//   npm run release -- <main|integrated|admin> [--no-build]   build and publish a release; prints its id
//   npm run release:promote -- <remote> <id> [--canary <percent>]
//   npm run release:rollback -- <remote>
//   npm run release:list -- <remote>                            JSON
//   npm run release:remove -- <remote> <id>                     not live, canary nor previous: registry and folder
// They talk to the API at API_URL (default: the local one) and sign with the team's key (REMOTE_SIGNING_KEY, or
// the local key in .keys/).
import { spawnSync } from 'node:child_process';
import { ROOT } from './ferretdb.mjs';
import { apiUrlFromEnv, listReleases, removeRelease, switchRelease } from './releases/release-api.mjs';
import { keepOnly, REMOTE_PACKAGES } from './releases/release-files.mjs';
import { publishRelease } from './releases/publish.mjs';

const USAGE = `Usage:
  npm run release -- <main|integrated|admin> [--no-build]
  npm run release:promote -- <remote> <id> [--canary <percent>]
  npm run release:rollback -- <remote>
  npm run release:list -- <remote>
  npm run release:remove -- <remote> <id>`;

function fail(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const [command, remote, ...rest] = process.argv.slice(2);
if (!(remote in REMOTE_PACKAGES)) fail(`Name the remote: main, integrated or admin${remote ? ` (not "${remote}")` : ''}.`);
const apiUrl = apiUrlFromEnv();

try {
  if (command === 'make') {
    if (!rest.includes('--no-build')) {
      const build = spawnSync('npx', ['nx', 'run', `${REMOTE_PACKAGES[remote]}:build`, '--outputStyle=stream'], {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
    const { id, made } = await publishRelease(remote, apiUrl);
    console.error(
      made ? `Released ${remote} ${id} (not live: npm run release:promote -- ${remote} ${id})` : `This build of ${remote} is release ${id} already.`,
    );
    console.log(id);
  } else if (command === 'promote') {
    const [id, flag, percent] = rest;
    if (!id) fail('Name the release to promote.');
    if (flag !== undefined && flag !== '--canary') fail(`Unknown option ${flag}.`);
    const change = { action: 'promote', id, ...(flag ? { canaryPercent: Number(percent) } : {}) };
    console.log(JSON.stringify(await switchRelease(apiUrl, remote, change), null, 2));
  } else if (command === 'rollback') {
    console.log(JSON.stringify(await switchRelease(apiUrl, remote, { action: 'rollback' }), null, 2));
  } else if (command === 'remove') {
    const [id] = rest;
    if (!id) fail('Name the release to remove.');
    // Removed on the Releases screen already: only its folder is left to delete.
    const gone = await removeRelease(apiUrl, remote, id).catch((err) => (/ is not registered /.test(err.message) ? null : Promise.reject(err)));
    // Its folder goes, with those of any release removed from the Releases screen since.
    keepOnly(remote, gone ? gone.releases : (await listReleases(apiUrl, remote)).map((r) => r.id));
    console.error(
      `${gone ? `Removed release ${id} of ${remote}` : `Release ${id} of ${remote} was not registered`}: it is not listed, and its folder is deleted.`,
    );
  } else if (command === 'list') {
    console.log(JSON.stringify(await listReleases(apiUrl, remote), null, 2));
  } else {
    fail(`Unknown command ${command}.`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
