// The directory `npm run db:export` writes and `npm run db:import` reads (docs/operations.md, "Moving a site"):
//   <collection>.jsonl   one document a line, MongoDB Extended JSON v2 canonical, so ObjectId, Date, Binary, Long,
//                        Int32 and Double come back as the same types
//   files/uploads/...    the disk file store's public uploads (DATA_DIR/uploads)
//   files/private/...    and resumes (DATA_DIR/private)
//   manifest.json        written last (an export without one did not finish):
//                        { format, database, exportedAt, collections: { <name>: <count> }, files }
import { constants } from 'node:fs';
import { chmod, copyFile, mkdir, opendir, stat } from 'node:fs/promises';
import path from 'node:path';

export const FORMAT = 1;
export const MANIFEST = 'manifest.json';
export const FILES = 'files';
/** The disk file store's directories under DATA_DIR (api/src/common/files/disk-file-store.ts). */
export const FILE_AREAS = ['uploads', 'private'];
/** Documents per cursor batch and per insertMany. */
export const BATCH = 1000;

/** The caller's mistake or a refusal: printed as its message alone, without a stack. */
export class CommandError extends Error {}

/** Runs a command: exit code 1 on any error, a CommandError told by its message only. */
export function run(main) {
  main().catch((err) => {
    console.error(err instanceof CommandError ? err.message : err);
    process.exitCode = 1;
  });
}

/**
 * `<directory> [--flag...]`. The directory is resolved against where the user ran npm (INIT_CWD): npm runs a
 * script in the package's own directory.
 */
export function parseArgs(argv, { usage, flags = [] }) {
  const given = new Set();
  const positional = [];
  for (const arg of argv) {
    if (!arg.startsWith('-')) positional.push(arg);
    else if (flags.includes(arg)) given.add(arg);
    else throw new CommandError(`Unknown option ${arg}.\n${usage}`);
  }
  if (positional.length !== 1 || !positional[0].trim()) throw new CommandError(`Name one directory.\n${usage}`);
  return { dir: path.resolve(process.env.INIT_CWD ?? process.cwd(), positional[0]), flags: given };
}

/** Whether path exists and what it is: 'dir', 'file' (anything else) or null. */
export async function kindOf(p) {
  const info = await stat(p).catch((err) => (['ENOENT', 'ENOTDIR'].includes(err.code) ? null : Promise.reject(err)));
  return info && (info.isDirectory() ? 'dir' : 'file');
}

/** The regular files under dir, as paths relative to it; nothing when dir does not exist. */
async function* filesUnder(dir, rel = '') {
  const handle = await opendir(path.join(dir, rel)).catch((err) => (err.code === 'ENOENT' ? null : Promise.reject(err)));
  if (!handle) return;
  for await (const entry of handle) {
    const name = path.join(rel, entry.name);
    if (entry.isDirectory()) yield* filesUnder(dir, name);
    else if (entry.isFile()) yield name;
  }
}

/** The file areas' files under fromRoot, each with where it goes under toRoot. */
async function* areaFiles(fromRoot, toRoot) {
  for (const area of FILE_AREAS) {
    for await (const rel of filesUnder(path.join(fromRoot, area))) {
      yield { area, name: path.join(area, rel), from: path.join(fromRoot, area, rel), to: path.join(toRoot, area, rel) };
    }
  }
}

/** The names (area/file) of the files a copy from fromRoot would overwrite under toRoot. */
export async function collisions(fromRoot, toRoot) {
  const found = [];
  for await (const file of areaFiles(fromRoot, toRoot)) if (await kindOf(file.to)) found.push(file.name);
  return found;
}

/**
 * Copies the file areas from fromRoot to toRoot (an existing file fails it unless overwrite); returns the count.
 * Wherever they are copied, resumes are their owner's only (as the API keeps them): folder 0700, files 0600.
 */
export async function copyAreas(fromRoot, toRoot, { overwrite = false } = {}) {
  let count = 0;
  for await (const file of areaFiles(fromRoot, toRoot)) {
    await mkdir(path.dirname(file.to), { recursive: true });
    if (file.area === 'private') await chmod(path.join(toRoot, 'private'), 0o700);
    await copyFile(file.from, file.to, overwrite ? 0 : constants.COPYFILE_EXCL);
    if (file.area === 'private') await chmod(file.to, 0o600);
    count++;
  }
  return count;
}

/** A collection's file in the export; refuses a name that is no plain file name. */
export function collectionFile(dir, name) {
  if (!/^[\w.-]+$/.test(name) || name.startsWith('.')) throw new CommandError(`The collection name "${name}" cannot be an export file's name.`);
  return path.join(dir, `${name}.jsonl`);
}
