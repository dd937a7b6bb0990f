import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileArea, type FileStore, newFileName, parseStoredPath, storedPath } from './file-store.js';

/** Default store: `<dataDir>/uploads` for public files, `<dataDir>/private` for resumes. */
export class DiskFileStore implements FileStore {
  constructor(private readonly dataDir: string) {}

  private dir(area: FileArea) {
    return path.join(this.dataDir, area === 'public' ? 'uploads' : 'private');
  }

  async save(area: FileArea, data: Buffer, ext: string, name = newFileName(ext)) {
    await mkdir(this.dir(area), { recursive: true });
    await writeFile(path.join(this.dir(area), name), data, { flag: 'wx' });
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
