import { GridFSBucket, type Db } from 'mongodb';
import { type FileArea, type FileStore, newFileName, parseStoredPath, storedPath } from './file-store.js';

/** For deployments on MongoDB with several API instances. Not for FerretDB, which scans chunks in memory. */
export class GridFsFileStore implements FileStore {
  private readonly bucket: GridFSBucket;

  constructor(db: Db) {
    this.bucket = new GridFSBucket(db, { bucketName: 'files' });
  }

  async save(area: FileArea, data: Buffer, ext: string, name = newFileName(ext)) {
    await new Promise<void>((resolve, reject) => {
      this.bucket
        .openUploadStream(`${area}/${name}`)
        .on('error', reject)
        .on('finish', () => resolve())
        .end(data);
    });
    return storedPath(area, name);
  }

  async open(area: FileArea, name: string) {
    const file = await this.bucket.find({ filename: `${area}/${name}` }).next();
    return file ? { stream: this.bucket.openDownloadStream(file._id), size: file.length } : null;
  }

  async remove(p: string) {
    const parsed = parseStoredPath(p);
    if (!parsed) return;
    for await (const file of this.bucket.find({ filename: `${parsed.area}/${parsed.name}` })) {
      await this.bucket.delete(file._id);
    }
  }
}
