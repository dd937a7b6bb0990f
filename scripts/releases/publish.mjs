// Publishing a remote's current build as a release: its folder written, registered with the API, and the folders
// on disk made to match what the API keeps (the last 10, and the live, canary and previous ones).
import { rmSync } from 'node:fs';
import { keepOnly, listedReleases, writeRelease } from './release-files.mjs';
import { listReleases, registerRelease } from './release-api.mjs';

/** Answers `{ id, made }`: `made` is false when this build was released before. */
export async function publishRelease(remote, apiUrl, env = process.env, options = {}) {
  const { id, record, folder, made } = await writeRelease(remote, { ...options, env });
  // Served from now on: the API asks the shell about it as soon as it is registered.
  const listed = listedReleases(remote, env);
  if (!listed.includes(id)) keepOnly(remote, [...listed, id], env);
  try {
    await registerRelease(apiUrl, record, env);
  } catch (err) {
    // A release the API does not list is not served, and its folder goes.
    keepOnly(remote, listed, env);
    if (made) rmSync(folder, { recursive: true, force: true });
    throw err;
  }
  keepOnly(
    remote,
    (await listReleases(apiUrl, remote, env)).map((r) => r.id),
    env,
  );
  return { id, made };
}
