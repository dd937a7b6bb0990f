// Uploaded photos get narrower WebP copies, so a phone downloads an image the size of its screen. The stored path
// carries the image's size and the copies follow from it by name (contracts/images), so stored documents keep
// their old shape.
import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';
import { sizedImage, sizedImageName } from '@site/contracts';
import type { FileArea, FileStore } from './file-store.js';

/** Formats that get copies; SVG scales by itself and GIF may be animated. */
const RASTER = new Set(['jpg', 'png', 'webp']);
/** A 5 MB file can still unpack into a huge bitmap: refuse what no site photo needs. */
const MAX_PIXELS = 50_000_000;

/** The paths of the WebP copies of a stored image (none for an image stored without its size). */
export const variantPaths = (stored: string) => (sizedImage(stored)?.variants ?? []).map((v) => v.path);

/** Saves an image: a raster image as `<id>-<width>x<height>.<ext>` after its copies, a GIF as it is once its size is checked, SVG as it is. */
export async function saveImage(store: FileStore, area: FileArea, data: Buffer, ext: string): Promise<string> {
  if (!RASTER.has(ext) && ext !== 'gif') return store.save(area, data, ext);
  const image = () => sharp(data, { limitInputPixels: MAX_PIXELS }).rotate();
  // sharp refuses to read the header of an image over the limit: every pixel format is held to it, GIF included.
  const meta = await image()
    .metadata()
    .catch((err: Error) => {
      if (/pixel limit/.test(err.message)) throw new BadRequestException(`The image is too large: at most ${MAX_PIXELS / 1_000_000} megapixels`);
      return null;
    });
  const { width, height } = meta?.autoOrient ?? {};
  if (!width || !height) throw new BadRequestException('The image could not be read');
  if (!RASTER.has(ext)) return store.save(area, data, ext);
  const name = sizedImageName(crypto.randomUUID(), width, height, ext);
  for (const copy of sizedImage(name)!.variants) {
    const bytes = await image().resize({ width: copy.width }).webp({ quality: 75 }).toBuffer();
    await store.save(area, bytes, 'webp', copy.path);
  }
  return store.save(area, data, ext, name);
}
