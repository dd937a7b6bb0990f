// `npm run db:import -- <directory> [--replace]`: loads what `npm run db:export` wrote into the configured database
// and DATA_DIR (format: scripts/db-archive.mjs). Into an empty site only, unless --replace: then those of the
// export's collections that hold documents are dropped first, and its files overwrite those of the same name.
// Indexes are not copied: the API creates its own at start-up.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { BSON } from 'mongodb';
import { BATCH, collectionFile, collisions, CommandError, copyAreas, FILES, FORMAT, kindOf, MANIFEST, parseArgs, run } from './db-archive.mjs';
import { dataDir, withDatabase } from './database.mjs';

/** A batch is also sent once its lines reach this size: the GridFS store's chunks (files.chunks) are 255 KB each. */
const BATCH_BYTES = 16 * 1024 * 1024;

async function readManifest(dir) {
  if ((await kindOf(dir)) !== 'dir') throw new CommandError(`${dir} is not a directory: name one that npm run db:export wrote.`);
  const text = await readFile(path.join(dir, MANIFEST), 'utf8').catch((err) => (err.code === 'ENOENT' ? null : Promise.reject(err)));
  if (text === null) throw new CommandError(`${dir} has no ${MANIFEST}: it is not an export, or its export did not finish.`);
  let manifest;
  try {
    manifest = JSON.parse(text);
  } catch (err) {
    throw new CommandError(`${dir}/${MANIFEST} is not JSON (${err.message}).`);
  }
  if (manifest?.format !== FORMAT || typeof manifest.collections !== 'object')
    throw new CommandError(`${dir}/${MANIFEST} is not the manifest of a format ${FORMAT} export.`);
  for (const name of Object.keys(manifest.collections)) {
    if ((await kindOf(collectionFile(dir, name))) !== 'file') throw new CommandError(`${dir} lacks ${name}.jsonl, which its manifest names.`);
  }
  return manifest;
}

/** Reads a collection's file line by line and inserts it a batch at a time. */
async function importCollection(collection, file) {
  let [batch, bytes, lineNo] = [[], 0, 0];
  const flush = async () => {
    if (batch.length) await collection.insertMany(batch, { ordered: false });
    [batch, bytes] = [[], 0];
  };
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    lineNo++;
    if (!line) continue;
    try {
      batch.push(BSON.EJSON.parse(line, { relaxed: false }));
    } catch (err) {
      throw new CommandError(`${file}, line ${lineNo}: not a document in Extended JSON (${err.message}).`);
    }
    bytes += line.length;
    if (batch.length >= BATCH || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
}

run(async () => {
  const { dir, flags } = parseArgs(process.argv.slice(2), { usage: 'Usage: npm run db:import -- <export directory> [--replace]', flags: ['--replace'] });
  const replace = flags.has('--replace');
  const manifest = await readManifest(dir);
  const names = Object.keys(manifest.collections);
  const [filesFrom, filesTo] = [path.join(dir, FILES), dataDir()];

  await withDatabase(async ({ db, name }) => {
    // Refused before anything is written, so a refusal changes nothing.
    const filled = [];
    for (const collection of names) if (await db.collection(collection).findOne({}, { projection: { _id: 1 } })) filled.push(collection);
    const existing = await collisions(filesFrom, filesTo);
    if ((filled.length || existing.length) && !replace) {
      const held = [
        filled.length && `the database "${name}" already holds ${filled.join(', ')}`,
        existing.length &&
          `${filesTo} already has ${existing.length} of the export's files (${existing.slice(0, 3).join(', ')}${existing.length > 3 ? ', ...' : ''})`,
      ].filter(Boolean);
      throw new CommandError(`Nothing imported: ${held.join('; and ')}.\nRun again with --replace to drop those collections and overwrite those files.`);
    }
    for (const collection of filled) await db.collection(collection).drop();

    for (const collection of names) {
      // An empty collection is not made here: the API creates the ones it uses, with their indexes.
      if (manifest.collections[collection]) await importCollection(db.collection(collection), collectionFile(dir, collection));
    }
    const files = await copyAreas(filesFrom, filesTo, { overwrite: replace });

    // Counted in the database afterwards, not while inserting: what it holds is what the site will see.
    console.log(`Imported ${dir} (database "${manifest.database}", exported ${manifest.exportedAt}) into database "${name}" and ${filesTo}:`);
    const counts = {};
    for (const collection of names) {
      counts[collection] = await db.collection(collection).countDocuments();
      console.log(`  ${collection}: ${counts[collection]}`);
    }
    console.log(`  files: ${files}`);
    const short = names.filter((c) => counts[c] !== manifest.collections[c]);
    if (files !== manifest.files) short.push('files');
    if (short.length) throw new CommandError(`The counts differ from the export's manifest for ${short.join(', ')}.`);
  });
});
