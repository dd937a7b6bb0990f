// Uploads are recognised by their content (magic bytes), never by name or declared type.
import CFB from 'cfb';
import { fileTypeFromBuffer } from 'file-type';
import yauzl from 'yauzl';
import type { FileKind } from '@site/contracts';

const IMAGE_TYPES: Record<string, string> = { jpg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
const RESUME_TYPES: Record<string, string> = { pdf: 'pdf', cfb: 'doc', docx: 'docx' };
/** A DOCX is a zip: refuse archives that would unpack to more than this (zip bombs). */
const MAX_DOCX_UNPACKED = 50 * 1024 * 1024;
const MAX_DOCX_ENTRIES = 5000;
/** A directory entry's type for a stream (the package's typings declare the enum, its code does not export it). */
const CFB_STREAM = 2;

/** Returns the extension to store the file under, or null when the content is not of the allowed kind. */
export async function detectExtension(kind: FileKind, data: Buffer): Promise<string | null> {
  const type = await fileTypeFromBuffer(data);
  if (!type) return null;
  const ext = (kind === 'image' ? IMAGE_TYPES : RESUME_TYPES)[type.ext] ?? null;
  if (ext === 'docx' && !(await docxWithinBounds(data))) return null;
  if (ext === 'doc' && !isWordCompoundFile(data)) return null;
  return ext;
}

/**
 * An OLE2 compound file (CFB) is also the container of .xls, .ppt, .msg and .msi files: it is a Word document
 * only when its directory holds a 'WordDocument' stream. A file the parser cannot read is not one.
 */
function isWordCompoundFile(data: Buffer): boolean {
  try {
    const { FileIndex } = CFB.read(data, { type: 'buffer' });
    return FileIndex.some((entry) => entry.type === CFB_STREAM && entry.name === 'WordDocument');
  } catch {
    return false;
  }
}

function docxWithinBounds(data: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return resolve(false);
      let total = 0;
      let entries = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        entries += 1;
        if (total > MAX_DOCX_UNPACKED || entries > MAX_DOCX_ENTRIES) {
          zip.close();
          return resolve(false);
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve(true));
      zip.on('error', () => resolve(false));
      zip.readEntry();
    });
  });
}

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
