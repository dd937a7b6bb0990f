// How a stored photo names its size and its narrower WebP copies. The API makes the copies on upload; the sites
// write `srcset`, `width` and `height` from the stored path alone.

/** Widths of the WebP copies; a photo gets those narrower than itself. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

const SIZED = /^(.*)-(\d+)x(\d+)\.(jpg|png|webp)$/;

export interface SizedImage {
  width: number;
  height: number;
  /** The narrower copies, narrowest first. */
  variants: Array<{ width: number; path: string }>;
}

/** The size and copies of a stored photo; null for a path without a size (SVG, GIF, older uploads). */
export function sizedImage(path: string): SizedImage | null {
  const m = path.match(SIZED);
  if (!m) return null;
  const width = Number(m[2]);
  const height = Number(m[3]);
  const variants = IMAGE_VARIANT_WIDTHS.filter((w) => w < width).map((w) => ({ width: w, path: `${m[1]}-${width}x${height}-${w}w.webp` }));
  return { width, height, variants };
}

/** The name a photo is stored under: `<id>-<width>x<height>.<ext>`. */
export const sizedImageName = (id: string, width: number, height: number, ext: string) => `${id}-${width}x${height}.${ext}`;
