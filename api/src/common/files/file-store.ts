import type { Readable } from 'node:stream';

/** Public files are served to anyone under /uploads; private files (resumes) only through admin routes. */
export type FileArea = 'public' | 'private';

export interface StoredFile {
  stream: Readable;
  size: number;
}

/** Where uploads live: the disk (default) or GridFS (several API instances on MongoDB share files). */
export interface FileStore {
  /**
   * Saves under a server-generated name (`name`, when given, is one the server made too) and returns the stored
   * path ('/uploads/<name>' or 'private/<name>').
   */
  save(area: FileArea, data: Buffer, ext: string, name?: string): Promise<string>;
  open(area: FileArea, name: string): Promise<StoredFile | null>;
  remove(storedPath: string): Promise<void>;
}

export const FILE_STORE = Symbol('FILE_STORE');

const PREFIX: Record<FileArea, string> = { public: '/uploads/', private: 'private/' };

export const storedPath = (area: FileArea, name: string) => PREFIX[area] + name;

/** Splits a stored path back into its area and file name; null for anything that is not ours. */
export function parseStoredPath(p: string): { area: FileArea; name: string } | null {
  for (const area of ['public', 'private'] as const) {
    if (p.startsWith(PREFIX[area])) {
      const name = p.slice(PREFIX[area].length);
      if (/^[a-z0-9-]+\.[a-z0-9]+$/.test(name)) return { area, name };
    }
  }
  return null;
}

/** Names are generated here only: never from the uploader's file name. */
export const newFileName = (ext: string) => `${crypto.randomUUID()}.${ext}`;
