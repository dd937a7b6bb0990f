// `npm run db:export -- <directory>`: the whole site (every collection but the throwaway state below, and the
// uploaded files) into a new directory that `npm run db:import` reads (format: scripts/db-archive.mjs).
// Stop the site first: a copy taken while visitors write may catch a submission without its derived documents.
// The export holds password hashes and resumes: it is readable by its owner only (folder 0700, files 0600).
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BSON } from 'mongodb';
import { BATCH, collectionFile, CommandError, copyAreas, FILES, FORMAT, kindOf, MANIFEST, parseArgs, run } from './db-archive.mjs';
import { dataDir, withDatabase } from './database.mjs';

/**
 * State that means nothing on another database, so it is left behind: rate-limit counters and the fingerprints
 * that catch a double-sent form both expire within minutes, and a lock belongs to a process of the old site (a
 * copied one would only hold up the new site's first writer until it expires).
 */
const SKIPPED = ['ratelimits', 'locks', 'submissionfingerprints'];

/**
 * Streams a collection into its file, a cursor batch at a time and only as fast as the file takes it. Numbers are
 * read unpromoted (Int32, Long, Double), so that each keeps its BSON type in the canonical form.
 */
async function exportCollection(collection, file) {
  let count = 0;
  const lines = async function* () {
    for await (const doc of collection.find({}, { batchSize: BATCH, promoteValues: false })) {
      count++;
      yield `${BSON.EJSON.stringify(doc, { relaxed: false })}\n`;
    }
  };
  await pipeline(lines, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  return count;
}

run(async () => {
  const { dir } = parseArgs(process.argv.slice(2), { usage: 'Usage: npm run db:export -- <new or empty directory>' });
  const kind = await kindOf(dir);
  if (kind === 'file') throw new CommandError(`${dir} is a file: name a new or empty directory.`);
  if (kind === 'dir' && (await readdir(dir)).length) throw new CommandError(`${dir} is not empty: name a new or empty directory.`);
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o700);

  await withDatabase(async ({ db, name }) => {
    const names = (await db.listCollections().toArray())
      .filter((c) => (c.type ?? 'collection') === 'collection' && !c.name.startsWith('system.') && !SKIPPED.includes(c.name))
      .map((c) => c.name)
      .sort();
    const collections = {};
    for (const collection of names) collections[collection] = await exportCollection(db.collection(collection), collectionFile(dir, collection));
    const files = await copyAreas(dataDir(), path.join(dir, FILES));
    const manifest = { format: FORMAT, database: name, exportedAt: new Date().toISOString(), collections, files };
    await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const documents = Object.values(collections).reduce((a, b) => a + b, 0);
    console.log(
      `Exported database "${name}" to ${dir}: ${documents} documents in ${names.length} collections, ${files} files (left out: ${SKIPPED.join(', ')}).`,
    );
  });
});
