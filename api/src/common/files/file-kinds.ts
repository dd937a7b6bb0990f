// Uploads are recognised by their content (magic bytes), never by name or declared type.
import { fileTypeFromBuffer } from 'file-type';
import yauzl from 'yauzl';

export type FileKind = 'image' | 'resume';

const IMAGE_TYPES: Record<string, string> = { jpg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
const RESUME_TYPES: Record<string, string> = { pdf: 'pdf', cfb: 'doc', docx: 'docx' };
/** A DOCX is a zip: refuse archives that would unpack to more than this (zip bombs). */
const MAX_DOCX_UNPACKED = 50 * 1024 * 1024;
const MAX_DOCX_ENTRIES = 5000;

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
 * only when its directory holds the 'WordDocument' stream. Walks the directory sectors through the FAT.
 */
export function isWordCompoundFile(data: Buffer): boolean {
  const END = 0xfffffffe;
  if (data.length < 512) return false;
  const shift = data.readUInt16LE(30);
  if (shift !== 9 && shift !== 12) return false;
  const size = 1 << shift;
  const offset = (sector: number) => (sector + 1) * size;
  // The header lists the first 109 FAT sectors: enough for any file under the 5 MB resume limit.
  const fatSectors = Array.from({ length: Math.min(data.readUInt32LE(44), 109) }, (_, i) => data.readUInt32LE(76 + i * 4));
  const next = (sector: number) => {
    const fat = fatSectors[Math.floor(sector / (size / 4))];
    const at = fat === undefined ? -1 : offset(fat) + (sector % (size / 4)) * 4;
    return at >= 0 && at + 4 <= data.length ? data.readUInt32LE(at) : END;
  };
  const seen = new Set<number>();
  for (let sector = data.readUInt32LE(48); sector !== END && !seen.has(sector); sector = next(sector)) {
    seen.add(sector);
    for (let entry = offset(sector); entry + 128 <= Math.min(offset(sector) + size, data.length); entry += 128) {
      const nameBytes = data.readUInt16LE(entry + 64);
      const isStream = data[entry + 66] === 2;
      if (isStream && nameBytes >= 2 && nameBytes <= 64 && data.toString('utf16le', entry, entry + nameBytes - 2) === 'WordDocument') return true;
    }
  }
  return false;
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
