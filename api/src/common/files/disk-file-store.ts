import { createReadStream } from 'node:fs';
import { chmod, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileArea, type FileStore, newFileName, parseStoredPath, storedPath } from './file-store.js';

/**
 * Default store: `<dataDir>/uploads` for public files, `<dataDir>/private` for resumes. Resumes are readable by the
 * API's own user only (files 0600, folder 0700, an older folder made so on the next save); images stay readable by all.
 */
export class DiskFileStore implements FileStore {
  constructor(private readonly dataDir: string) {}

  private dir(area: FileArea) {
    return path.join(this.dataDir, area === 'public' ? 'uploads' : 'private');
  }

  async save(area: FileArea, data: Buffer, ext: string, name = newFileName(ext)) {
    const dir = this.dir(area);
    await mkdir(dir, { recursive: true });
    if (area === 'private') await chmod(dir, 0o700);
    await writeFile(path.join(dir, name), data, { flag: 'wx', mode: area === 'private' ? 0o600 : 0o666 });
    return storedPath(area, name);
  }

  async open(area: FileArea, name: string) {
    if (!parseStoredPath(storedPath(area, name))) return null;
    const file = path.join(this.dir(area), name);
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? { stream: createReadStream(file), size: info.size } : null;
  }

  async remove(p: string) {
    const parsed = parseStoredPath(p);
    if (parsed) await rm(path.join(this.dir(parsed.area), parsed.name), { force: true });
  }
}
